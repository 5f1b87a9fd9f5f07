/**
 * Origins the platform accepts cross-origin calls from: a tenant admin keeps its tenant's, a
 * supervisor sees every tenant's and may keep platform-wide ones (no tenant).
 */
import {
  allowedOriginBody,
  filterParam,
  RESOURCES,
  type AllowedOrigin,
  type AllowedOriginInput,
} from '../../../contract';
import { resourceApi } from '../../api/resources';
import { tenantField } from '../../shared/relations/tenants';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';

export default defineResource<AllowedOrigin, AllowedOriginInput>({
  api: resourceApi(RESOURCES.allowedOrigins),
  schema: allowedOriginBody,
  title: { id: 'allowedOrigin.title', defaultMessage: 'Allowed origins' },
  countName: {
    id: 'allowedOrigin.count',
    defaultMessage: '{count, plural, one {# allowed origin} other {# allowed origins}}',
  },
  deleteConfirm: { id: 'allowedOrigin.deleteConfirm', defaultMessage: 'Delete this allowed origin?' },
  fields: [
    {
      name: 'name',
      label: { id: 'allowedOrigin.name', defaultMessage: 'Origin' },
      column: { search: { filterKey: filterParam('allowedOrigins', 'orSearch_name') }, sorter: true },
      form: { kind: 'text' },
    },
    tenantField({ id: 'allowedOrigin.tenant', defaultMessage: 'Tenant' }),
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
