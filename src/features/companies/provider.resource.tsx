/** Providers (supervisor): name, tenant and address, written together through the provider chain. */
import { providerChainBody, RESOURCES, ROLES, type Provider, type ProviderChainInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { TenantName, useTenantOptions } from '../../shared/relations/tenants';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import {
  addressBody,
  addressFields,
  addressFormValues,
  useLinkedAddress,
  type AddressFieldName,
} from './addressFields';

function useProviderFormValues(provider: Provider) {
  const { address, loading } = useLinkedAddress(provider.address);
  return {
    loading,
    values: { name: provider.name, tenant: provider.tenant ?? undefined, ...addressFormValues(address) },
  };
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
    {
      name: 'tenant',
      label: { id: 'provider.tenant', defaultMessage: 'Tenant' },
      // Only supervisors manage providers; the column is theirs, the field too.
      visibleTo: [ROLES.SUPERVISOR],
      column: { render: (provider) => <TenantName iri={provider.tenant} /> },
      form: { kind: 'select', options: useTenantOptions },
    },
    ...addressFields<Provider>(),
  ],
  useFormValues: useProviderFormValues,
  toBody: (values: FormValues): ProviderChainInput => ({
    name: String(values.name ?? '').trim(),
    tenant: typeof values.tenant === 'string' ? values.tenant : null,
    address: addressBody(values),
  }),
});
