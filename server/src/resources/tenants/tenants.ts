import type { Insertable } from 'kysely';
import { tenantBody } from '../../../../contract/index.js';
import { isSupervisor } from '../../auth/plugin.js';
import { parseJsonList, nowIso } from '../../db/portable.js';
import type { TenantTable } from '../../db/schema.js';
import { iriOf } from '../../hydra/serialize.js';
import { defineResource } from '../engine/define.js';
import { applicationIdFromIri } from '../applications/index.js';
import { sameTenant } from '../engine/tenant-owned.js';
import { uniqueValue, type Uniqueness } from '../engine/unique.js';

const UNIQUE_NAME: Uniqueness = { table: 'tenants', column: 'name', property: 'name', caseInsensitive: true };

/** Only supervisors manage tenants; a tenant's own members may read their tenant (names it in the header). */
export const tenantResource = defineResource('tenants', {
  table: 'tenants',
  filterSpecs: {
    name: { kind: 'partial', column: 'tenants.name' },
  },
  order: { id: 'id', name: 'name' },
  schemas: { create: tenantBody },
  allows: (user, operation) => operation === 'read' || isSupervisor(user),
  scope: ({ user }) => sameTenant(user, 'tenants.id'),
  item: (row) => ({
    id: row.id,
    name: row.name,
    roles: parseJsonList(row.roles),
    keycloakId: row.keycloak_id,
    defaultApplication: row.default_application_id === null ? null : iriOf('applications', row.default_application_id),
  }),
  toInsert: async (body, context): Promise<Insertable<TenantTable>> => {
    const name = await uniqueValue(context, UNIQUE_NAME, body.name, { ownId: null });
    return {
      name: name ?? '',
      roles: JSON.stringify(body.roles ?? []),
      keycloak_id: body.keycloakId ?? null,
      default_application_id: await applicationIdFromIri(context, body.defaultApplication),
      created_at: nowIso(),
    };
  },
  toUpdate: async (body, row, context) => {
    const name = await uniqueValue(context, UNIQUE_NAME, body.name === null ? '' : body.name, { ownId: row.id });
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
