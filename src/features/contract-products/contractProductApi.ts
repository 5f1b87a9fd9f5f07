import { createResourceApi } from '../../api/resources';
import type { ContractProduct, ContractProductInput } from '../../../contract';

export const contractProductApi = createResourceApi<ContractProduct, ContractProductInput>({
  type: 'ContractProduct',
  path: 'contract_products',
});
