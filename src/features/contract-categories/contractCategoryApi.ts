import { createResourceApi } from '../../api/resources';
import type { CatalogueInput, ContractCategory } from '../../api/contract';

export const contractCategoryApi = createResourceApi<ContractCategory, CatalogueInput>({
  type: 'ContractCategory',
  path: 'contract_categories',
});
