/** Tenants (supervisor only): name, Keycloak id (sent as a number, spec section 3), roles, default application. */
import { RESOURCES, ROLES, TENANT_ROLE, tenantBody, type Tenant, type TenantInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { ApplicationName, useApplicationOptions } from '../../shared/relations/applications';
import { enumOptions } from '../../shared/enums';
import { ROLES_COLUMN } from '../../shared/resource/rolesColumn';

const TENANT_ROLES: readonly string[] = [TENANT_ROLE, ...Object.values(ROLES).filter((role) => role !== ROLES.ADMIN)];
const useTenantRoles = () => TENANT_ROLES;

/** '' and undefined mean "no Keycloak id"; anything else must reach the server as a number. */
function keycloakIdOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return Number(value);
}

export default defineResource<Tenant, TenantInput>({
  api: resourceApi(RESOURCES.tenants),
  schema: tenantBody,
  title: { id: 'tenant.title', defaultMessage: 'Tenants' },
  countName: {
    id: 'tenant.count',
    defaultMessage: '{count, plural, one {# tenant} other {# tenants}}',
  },
  deleteConfirm: { id: 'tenant.deleteConfirm', defaultMessage: 'Delete this tenant?' },
  fields: [
    {
      name: 'name',
      label: { id: 'tenant.name', defaultMessage: 'Name' },
      column: { search: true, sorter: true },
      form: { kind: 'text' },
    },
    {
      name: 'keycloakId',
      label: { id: 'tenant.keycloakId', defaultMessage: 'Keycloak id' },
      // An identifier, not a quantity: shown as typed (no thousands separator).
      column: {},
      form: { kind: 'digit' },
    },
    {
      name: 'defaultApplication',
      label: { id: 'tenant.defaultApplication', defaultMessage: 'Default application' },
      column: { relation: ApplicationName },
      form: { kind: 'select', options: useApplicationOptions },
    },
    {
      name: 'roles',
      label: { id: 'tenant.roles', defaultMessage: 'Roles' },
      column: ROLES_COLUMN,
      form: { kind: 'tags', options: enumOptions('role', useTenantRoles) },
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
