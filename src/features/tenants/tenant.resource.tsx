/** Tenants (supervisor only): name, Keycloak id (sent as a number, spec section 3), roles, default application. */
import { Space, Tag } from 'antd';
import { ROLES, type Tenant, type TenantInput } from '../../../contract';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { ApplicationName, useApplicationOptions } from '../applications/applicationOptions';
import { tenantApi } from './tenantApi';

const ROLE_OPTIONS = Object.values(ROLES)
  .filter((role) => role !== ROLES.ADMIN)
  .map((role) => ({ label: role, value: role }));

/** '' and undefined mean "no Keycloak id"; anything else must reach the server as a number. */
function keycloakIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return Number(value);
}

export const tenantResource = defineResource<Tenant, TenantInput>({
  api: tenantApi,
  route: 'tenant',
  menuKey: 'tenant',
  title: { id: 'tenant.title', defaultMessage: 'Tenants' },
  deleteConfirm: { id: 'tenant.deleteConfirm', defaultMessage: 'Delete this tenant?' },
  columns: [
    { dataIndex: 'name', title: { id: 'tenant.name', defaultMessage: 'Name' }, search: true, sorter: true },
    // An identifier, not a quantity: shown as typed (no thousands separator).
    { dataIndex: 'keycloakId', title: { id: 'tenant.keycloakId', defaultMessage: 'Keycloak id' } },
    {
      dataIndex: 'defaultApplication',
      title: { id: 'tenant.defaultApplication', defaultMessage: 'Default application' },
      render: (tenant) => <ApplicationName iri={tenant.defaultApplication} />,
    },
    {
      dataIndex: 'roles',
      title: { id: 'tenant.roles', defaultMessage: 'Roles' },
      render: (tenant) => (
        <Space size={[0, 4]} wrap>
          {tenant.roles.map((role) => (
            <Tag key={role}>{role}</Tag>
          ))}
        </Space>
      ),
    },
  ],
  fields: [
    { name: 'name', label: { id: 'tenant.name', defaultMessage: 'Name' }, kind: 'text', required: true, max: 255 },
    { name: 'keycloakId', label: { id: 'tenant.keycloakId', defaultMessage: 'Keycloak id' }, kind: 'digit' },
    { name: 'roles', label: { id: 'tenant.roles', defaultMessage: 'Roles' }, kind: 'tags', options: ROLE_OPTIONS },
    {
      name: 'defaultApplication',
      label: { id: 'tenant.defaultApplication', defaultMessage: 'Default application' },
      kind: 'select',
      options: useApplicationOptions,
    },
  ],
  toFormValues: (tenant) => ({
    name: tenant.name,
    keycloakId: tenant.keycloakId ?? undefined,
    roles: tenant.roles,
    defaultApplication: tenant.defaultApplication ?? undefined,
  }),
  toBody: (values: FormValues): TenantInput => ({
    name: String(values.name ?? ''),
    keycloakId: keycloakIdOf(values.keycloakId),
    roles: Array.isArray(values.roles) ? values.roles.map(String) : [],
    defaultApplication: typeof values.defaultApplication === 'string' ? values.defaultApplication : null,
  }),
});
