import { createResourceApi } from '../../api/resources';
import type { Tenant, TenantInput } from '../../../contract';

export const tenantApi = createResourceApi<Tenant, TenantInput>({ type: 'Tenant', path: 'tenants' });
