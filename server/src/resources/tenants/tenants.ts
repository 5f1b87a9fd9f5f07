import { expressionBuilder, type Insertable } from 'kysely';
import { type Tenant, type TenantInput, tenantBody, RESOURCES } from '../../../../contract/index.js';
import { isSupervisor } from '../../auth/plugin.js';
import { parseJsonList, nowIso } from '../../db/portable.js';
import type { Database, TenantTable } from '../../db/schema.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { applicationIdFromIri } from '../applications/index.js';
import { uniqueText, type Uniqueness } from '../engine/unique.js';
import { Violations } from '../engine/violations.js';
import { specsFor } from '../engine/filter-specs.js';

const tenants = expressionBuilder<Database, 'tenants'>();

const UNIQUE_NAME: Uniqueness = { table: 'tenants', column: 'name', property: 'name', caseInsensitive: true };

const checkName = (context: ResourceContext, name: string | undefined, ownId: number | null, violations: Violations) =>
  uniqueText(context, violations, UNIQUE_NAME, name, { ownId });

/** Only supervisors manage tenants; a tenant's own members may read their tenant (names it in the header). */
export const tenantResource = defineResource<'tenants', Tenant, TenantInput>({
  ...RESOURCES.tenants,
  table: 'tenants',
  filterSpecs: specsFor(RESOURCES.tenants, {
    name: { kind: 'partial', column: 'tenants.name' },
  }),
  order: { id: 'tenants.id', name: 'tenants.name' },
  defaultOrder: [{ column: 'tenants.id', direction: 'asc' }],
  schemas: { create: tenantBody },
  allows: (user, operation) => operation === 'read' || isSupervisor(user),
  scope: ({ user }) => {
    if (isSupervisor(user)) return null;
    return user.tenantId === null ? NO_ROWS : tenants('tenants.id', '=', user.tenantId);
  },
  serialize: async (rows) =>
    rows.map((row) =>
      hydraItem(RESOURCES.tenants, row.id, {
        id: row.id,
        name: row.name,
        roles: parseJsonList(row.roles),
        keycloakId: row.keycloak_id,
        defaultApplication:
          row.default_application_id === null ? null : iriOf('applications', row.default_application_id),
      }),
    ),
  toInsert: async (body, context): Promise<Insertable<TenantTable>> => {
    const violations = new Violations();
    const name = await checkName(context, body.name, null, violations);
    violations.throwIfAny();
    return {
      name: name ?? '',
      roles: JSON.stringify(body.roles ?? []),
      keycloak_id: body.keycloakId ?? null,
      default_application_id: await applicationIdFromIri(context, body.defaultApplication),
      created_at: nowIso(),
    };
  },
  toUpdate: async (body, row, context) => {
    const violations = new Violations();
    const name = await checkName(context, body.name === null ? '' : body.name, row.id, violations);
    violations.throwIfAny();
    return {
      ...(name !== undefined && { name }),
      ...(body.roles !== undefined && { roles: JSON.stringify(body.roles ?? []) }),
      ...(body.keycloakId !== undefined && { keycloak_id: body.keycloakId }),
      ...(body.defaultApplication !== undefined && {
        default_application_id: await applicationIdFromIri(context, body.defaultApplication),
      }),
    };
  },
  uniqueProperty: 'name',
});
