/**
 * Companies (supervisor: every tenant; tenant admin: its own). Created and changed through the
 * chain endpoints, so the address, a new provider and the company are saved all or nothing.
 */
import { Tag } from 'antd';
import {
  companyChainBody,
  providerBody,
  filterParam,
  RESOURCES,
  ROLES,
  type Company,
  type CompanyChainInput,
} from '../../../contract';
import { resourceApi } from '../../api/resources';
import { useProviderOptions } from '../../shared/relations/companies';
import { TenantName, useTenantOptions } from '../../shared/relations/tenants';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { ENUMS, EnumLabel, enumOptions } from '../../shared/enums';
import { YES_NO_WORDS, YesNo } from '../../shared/ui/YesNo';
import { addressBody, addressFields, useValuesWithAddress, type AddressFieldName } from './addressFields';

function useCompanyFormValues(company: Company) {
  return useValuesWithAddress(company.address, {
    name: company.name,
    groupCompany: company.groupCompany,
    resellerCompany: company.resellerCompany,
    tenant: company.tenant ?? undefined,
    provider: company.provider ?? undefined,
  });
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

export default defineResource<Company, CompanyChainInput, AddressFieldName | 'newProvider'>({
  api: resourceApi(RESOURCES.companies),
  schema: companyChainBody,
  title: { id: 'company.title', defaultMessage: 'Companies' },
  countName: {
    id: 'company.count',
    defaultMessage: '{count, plural, one {# company} other {# companies}}',
  },
  deleteConfirm: { id: 'company.deleteConfirm', defaultMessage: 'Delete this company?' },
  fields: [
    {
      name: 'name',
      label: { id: 'company.name', defaultMessage: 'Name' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
    {
      name: 'type',
      label: { id: 'company.type', defaultMessage: 'Type' },
      // The list filters by kind (group, provider, reseller, recipient); the column shows the derived type.
      column: {
        search: { filterKey: filterParam('companies', 'kind') },
        options: enumOptions('companyKind'),
        words: ENUMS.companyType.labels,
        render: (company) => (
          <Tag>
            <EnumLabel kind="companyType" code={company.type} />
          </Tag>
        ),
      },
    },
    {
      name: 'tenant',
      label: { id: 'company.tenant', defaultMessage: 'Tenant' },
      visibleTo: [ROLES.SUPERVISOR],
      // The name comes with the company; an answer without it names the tenant by its IRI.
      column: { render: (company) => company.tenantName ?? <TenantName iri={company.tenant} /> },
      form: { kind: 'select', required: true, options: useTenantOptions },
    },
    {
      name: 'groupCompany',
      label: { id: 'company.groupCompany', defaultMessage: 'Group company' },
      form: { kind: 'switch' },
    },
    {
      name: 'resellerCompany',
      label: { id: 'company.resellerCompany', defaultMessage: 'Reseller' },
      column: { render: (company) => <YesNo value={company.resellerCompany} />, words: YES_NO_WORDS },
      form: { kind: 'switch' },
    },
    ...addressFields<Company>(),
    {
      name: 'provider',
      label: { id: 'company.provider', defaultMessage: 'Provider' },
      // A supervisor picks the tenant first; only that tenant's providers may be linked.
      form: { kind: 'select', options: useProviderOptions, scopedBy: { field: 'tenant', filter: 'tenant.id' } },
    },
    {
      name: 'newProvider',
      label: { id: 'company.newProvider', defaultMessage: 'Or a new provider named' },
      // Only supervisors create providers (the chain refuses anyone else).
      visibleTo: [ROLES.SUPERVISOR],
      form: { kind: 'text', max: providerBody.properties.name.maxLength },
    },
  ],
  useFormValues: useCompanyFormValues,
  toBody: companyBody,
});
