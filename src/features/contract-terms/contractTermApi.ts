import { createResourceApi } from '../../api/resources';
import type { CatalogueInput, ContractTerm } from '../../../contract';

export const contractTermApi = createResourceApi<ContractTerm, CatalogueInput>({
  type: 'ContractTerm',
  path: 'contract_terms',
});
