/** Providers (supervisor): name, tenant and address, written together through the provider chain. */
import { providerChainBody, RESOURCES, type Provider, type ProviderChainInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { tenantField } from '../../shared/relations/tenants';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { addressBody, addressFields, useValuesWithAddress, type AddressFieldName } from './addressFields';

function useProviderFormValues(provider: Provider) {
  return useValuesWithAddress(provider.address, { name: provider.name, tenant: provider.tenant ?? undefined });
}

export default defineResource<Provider, ProviderChainInput, AddressFieldName>({
  api: resourceApi(RESOURCES.providers),
  schema: providerChainBody,
  title: { id: 'provider.title', defaultMessage: 'Providers' },
  countName: {
    id: 'provider.count',
    defaultMessage: '{count, plural, one {# provider} other {# providers}}',
  },
  deleteConfirm: { id: 'provider.deleteConfirm', defaultMessage: 'Delete this provider?' },
  fields: [
    {
      name: 'name',
      label: { id: 'provider.name', defaultMessage: 'Name' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
    tenantField({ id: 'provider.tenant', defaultMessage: 'Tenant' }),
    ...addressFields<Provider>(),
  ],
  useFormValues: useProviderFormValues,
  toBody: (values: FormValues): ProviderChainInput => ({
    name: String(values.name ?? '').trim(),
    tenant: typeof values.tenant === 'string' ? values.tenant : null,
    address: addressBody(values),
  }),
});
