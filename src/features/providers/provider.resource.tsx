/** Providers (supervisor): name, tenant and address, written together through the provider chain. */
import { ROLES, type Provider, type ProviderChainInput } from '../../../contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { ADDRESS_FIELDS, addressBody, addressFormValues, useLinkedAddress } from '../companies/addressFields';
import { TenantName, useTenantOptions } from '../companies/tenantOptions';
import { providerApi } from './providerApi';

function useProviderFormValues(provider: Provider) {
  const { address, loading } = useLinkedAddress(provider.address);
  return {
    loading,
    values: { name: provider.name, tenant: provider.tenant ?? undefined, ...addressFormValues(address) },
  };
}

export const providerResource = defineResource<Provider, ProviderChainInput>({
  api: providerApi,
  route: 'company/provider',
  menuKey: 'company-provider',
  title: { id: 'provider.title', defaultMessage: 'Providers' },
  deleteConfirm: { id: 'provider.deleteConfirm', defaultMessage: 'Delete this provider?' },
  columns: [
    { dataIndex: 'name', title: { id: 'provider.name', defaultMessage: 'Name' }, search: true, sorter: true },
    {
      dataIndex: 'tenant',
      title: { id: 'provider.tenant', defaultMessage: 'Tenant' },
      visibleTo: [ROLES.SUPERVISOR],
      render: (provider) => <TenantName iri={provider.tenant} />,
    },
  ],
  fields: [
    { name: 'name', label: { id: 'provider.name', defaultMessage: 'Name' }, kind: 'text', required: true, max: 255 },
    {
      name: 'tenant',
      label: { id: 'provider.tenant', defaultMessage: 'Tenant' },
      kind: 'select',
      options: useTenantOptions,
    },
    ...ADDRESS_FIELDS,
  ],
  useFormValues: useProviderFormValues,
  toBody: (values: FormValues): ProviderChainInput => ({
    name: String(values.name ?? '').trim(),
    tenant: typeof values.tenant === 'string' ? values.tenant : null,
    address: addressBody(values),
  }),
});
