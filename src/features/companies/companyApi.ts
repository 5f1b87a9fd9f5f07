import { createResourceApi } from '../../api/resources';
import type { Company } from '../../api/contract';

export const companyApi = createResourceApi<Company, Partial<Company>>({ type: 'Company', path: 'companies' });
