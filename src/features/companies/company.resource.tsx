/**
 * Companies (supervisor: every tenant; tenant admin: its own). Created and changed through the
 * chain endpoints, so the address, a new provider and the company are saved all or nothing.
 */
import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import { COMPANY_KINDS, ROLES, type Company, type CompanyChainInput, type Provider } from '../../../contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { useResourceOptions } from '../../shared/resource/resourceOptions';
import { providerApi } from '../providers/providerApi';
import { ADDRESS_FIELDS, addressBody, addressFormValues, useLinkedAddress } from './addressFields';
import { companyApi } from './companyApi';
import { TenantName, useTenantOptions } from './tenantOptions';

const PROVIDER_OPTIONS = { label: (provider: Provider) => provider.name, searchParam: 'name' };
function useProviderOptions(search: string) {
  return useResourceOptions(providerApi, PROVIDER_OPTIONS, search);
}

const YesNo = ({ value }: { value: boolean }) =>
  value ? (
    <FormattedMessage id="common.yes" defaultMessage="Yes" />
  ) : (
    <FormattedMessage id="common.no" defaultMessage="No" />
  );

function useCompanyFormValues(company: Company) {
  const { address, loading } = useLinkedAddress(company.address);
  return {
    loading,
    values: {
      name: company.name,
      groupCompany: company.groupCompany,
      resellerCompany: company.resellerCompany,
      tenant: company.tenant ?? undefined,
      provider: company.provider ?? undefined,
      ...addressFormValues(address),
    },
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Fields hidden from the caller are not sent: the platform keeps them (a tenant admin's tenant is its own). */
function companyBody(values: FormValues): CompanyChainInput {
  const newProvider = text(values.newProvider);
  return {
    name: String(values.name ?? '').trim(),
    groupCompany: values.groupCompany === true,
    resellerCompany: values.resellerCompany === true,
    ...(typeof values.tenant === 'string' && { tenant: values.tenant }),
    address: addressBody(values),
    provider: newProvider ? { new: { name: newProvider } } : (text(values.provider) ?? null),
  };
}

export const companyResource = defineResource<Company, CompanyChainInput>({
  api: companyApi,
  route: 'company/list',
  menuKey: 'company-list',
  title: { id: 'company.title', defaultMessage: 'Companies' },
  deleteConfirm: { id: 'company.deleteConfirm', defaultMessage: 'Delete this company?' },
  idOf: (company) => company.uuid,
  columns: [
    { dataIndex: 'name', title: { id: 'company.name', defaultMessage: 'Name' }, search: true, sorter: true },
    {
      dataIndex: 'type',
      title: { id: 'company.type', defaultMessage: 'Type' },
      // The list filters by kind (group, provider, reseller, recipient); the column shows the derived type.
      search: { filterKey: 'kind' },
      options: COMPANY_KINDS.map((kind) => ({ label: kind, value: kind })),
      render: (company) => <Tag>{company.type}</Tag>,
    },
    {
      dataIndex: 'resellerCompany',
      title: { id: 'company.resellerCompany', defaultMessage: 'Reseller' },
      render: (company) => <YesNo value={company.resellerCompany} />,
    },
    {
      dataIndex: 'tenant',
      title: { id: 'company.tenant', defaultMessage: 'Tenant' },
      visibleTo: [ROLES.SUPERVISOR],
      render: (company) => <TenantName iri={company.tenant} />,
    },
  ],
  fields: [
    { name: 'name', label: { id: 'company.name', defaultMessage: 'Name' }, kind: 'text', required: true, max: 255 },
    {
      name: 'tenant',
      label: { id: 'company.tenant', defaultMessage: 'Tenant' },
      kind: 'select',
      required: true,
      visibleTo: [ROLES.SUPERVISOR],
      options: useTenantOptions,
    },
    { name: 'groupCompany', label: { id: 'company.groupCompany', defaultMessage: 'Group company' }, kind: 'switch' },
    { name: 'resellerCompany', label: { id: 'company.resellerCompany', defaultMessage: 'Reseller' }, kind: 'switch' },
    ...ADDRESS_FIELDS,
    {
      name: 'provider',
      label: { id: 'company.provider', defaultMessage: 'Provider' },
      kind: 'select',
      options: useProviderOptions,
    },
    {
      name: 'newProvider',
      label: { id: 'company.newProvider', defaultMessage: 'Or a new provider named' },
      kind: 'text',
      max: 255,
      // Only supervisors create providers (the chain refuses anyone else).
      visibleTo: [ROLES.SUPERVISOR],
    },
  ],
  useFormValues: useCompanyFormValues,
  toBody: companyBody,
});
