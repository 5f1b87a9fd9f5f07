/** Origins the platform accepts cross-origin calls from (tenant admin; supervisors keep platform-wide ones). */
import type { AllowedOrigin, AllowedOriginInput } from '../../api/contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { allowedOriginApi } from './allowedOriginApi';

const ORIGIN = { id: 'allowedOrigin.name', defaultMessage: 'Origin' };

export const allowedOriginResource = defineResource<AllowedOrigin, AllowedOriginInput>({
  api: allowedOriginApi,
  route: 'configuration/allowed-origin',
  menuKey: 'configuration-allowed-origin',
  title: { id: 'allowedOrigin.title', defaultMessage: 'Allowed origins' },
  deleteConfirm: { id: 'allowedOrigin.deleteConfirm', defaultMessage: 'Delete this allowed origin?' },
  columns: [{ dataIndex: 'name', title: ORIGIN, search: { filterKey: 'orSearch_name' }, sorter: true }],
  fields: [{ name: 'name', label: ORIGIN, kind: 'text', required: true, max: 255 }],
  toFormValues: (origin) => ({ name: origin.name }),
  // Origins are compared without surrounding spaces; the platform checks the form (scheme://host[:port]).
  toBody: (values: FormValues): AllowedOriginInput => ({ name: String(values.name ?? '').trim() }),
});
