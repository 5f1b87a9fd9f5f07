/**
 * Origins the platform accepts cross-origin calls from: a tenant admin keeps its tenant's, a
 * supervisor sees every tenant's and may keep platform-wide ones (no tenant).
 */
import { ROLES, type AllowedOrigin, type AllowedOriginInput } from '../../../contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { TenantName, useTenantOptions } from '../companies/tenantOptions';
import { allowedOriginApi } from './allowedOriginApi';

const ORIGIN = { id: 'allowedOrigin.name', defaultMessage: 'Origin' };
const TENANT = { id: 'allowedOrigin.tenant', defaultMessage: 'Tenant' };

export const allowedOriginResource = defineResource<AllowedOrigin, AllowedOriginInput>({
  api: allowedOriginApi,
  route: 'configuration/allowed-origin',
  menuKey: 'configuration-allowed-origin',
  title: { id: 'allowedOrigin.title', defaultMessage: 'Allowed origins' },
  deleteConfirm: { id: 'allowedOrigin.deleteConfirm', defaultMessage: 'Delete this allowed origin?' },
  columns: [
    { dataIndex: 'name', title: ORIGIN, search: { filterKey: 'orSearch_name' }, sorter: true },
    {
      dataIndex: 'tenant',
      title: TENANT,
      visibleTo: [ROLES.SUPERVISOR],
      render: (origin) => <TenantName iri={origin.tenant} />,
    },
  ],
  fields: [
    { name: 'name', label: ORIGIN, kind: 'text', required: true, max: 255 },
    { name: 'tenant', label: TENANT, kind: 'select', options: useTenantOptions, visibleTo: [ROLES.SUPERVISOR] },
  ],
  toFormValues: (origin) => ({ name: origin.name, tenant: origin.tenant ?? undefined }),
  toBody: (values: FormValues): AllowedOriginInput => ({
    // Origins are compared without surrounding spaces; the platform checks the form (scheme://host[:port]).
    name: String(values.name ?? '').trim(),
    // Only a supervisor's form has the tenant; without one the platform uses the caller's tenant
    // (none for a supervisor: a platform-wide origin).
    ...(typeof values.tenant === 'string' && { tenant: values.tenant }),
  }),
});
