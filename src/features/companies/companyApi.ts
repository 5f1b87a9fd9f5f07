import { createResourceApi } from '../../api/resources';
import type { Company, CompanyChainInput } from '../../../contract';

/**
 * Companies are read on the collection (My Company, the list) and written through the platform's
 * chain endpoints, which save the address, a new provider and the company in one transaction,
 * so a refused step never leaves half a company behind (spec section 7, company create/update).
 */
export const companyApi = createResourceApi<Company, CompanyChainInput>({
  type: 'Company',
  path: 'companies',
  idOf: (company) => company.uuid,
  writePaths: { create: 'companies/chain', update: (uuid) => `companies/${uuid}/chain` },
});
