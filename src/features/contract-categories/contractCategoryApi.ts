import { createResourceApi } from '../../api/resources';
import type { CatalogueInput, ContractCategory } from '../../../contract';

export const contractCategoryApi = createResourceApi<ContractCategory, CatalogueInput>({
  type: 'ContractCategory',
  path: 'contract_categories',
});
