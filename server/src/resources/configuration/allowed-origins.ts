import {
  type AllowedOrigin,
  type AllowedOriginInput,
  allowedOriginBody,
  RESOURCES,
} from '../../../../contract/index.js';
import { isSupervisor } from '../../auth/plugin.js';
import { hydraItem } from '../../hydra/serialize.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from '../engine/tenant-owned.js';
import { uniqueText, type Uniqueness } from '../engine/unique.js';
import { Violations } from '../engine/violations.js';
import { specsFor } from '../engine/filter-specs.js';

/** An origin as browsers send it: scheme, host and optional port; no path, query or trailing slash. */
const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
export const NOT_AN_ORIGIN = 'This value is not a valid origin (scheme://host[:port]).';

/** Hosts are case-insensitive, so origins are kept lower-case and compared that way. */
const UNIQUE_ORIGIN: Uniqueness = { table: 'allowed_origins', column: 'name', property: 'name', caseInsensitive: true };

function originProblem(name: string): string | undefined {
  const port = /:(\d+)$/.exec(name)?.[1];
  return !ORIGIN.test(name) || (port !== undefined && Number(port) > 65535) ? NOT_AN_ORIGIN : undefined;
}

const checkOrigin = (
  context: ResourceContext,
  raw: string | undefined,
  tenantId: number | null,
  ownId: number | null,
  violations: Violations,
) => uniqueText(context, violations, UNIQUE_ORIGIN, raw?.toLowerCase(), { tenantId, ownId }, originProblem);

/**
 * Origins the platform accepts cross-origin calls from, per tenant. A supervisor may also keep
 * platform-wide origins (no tenant), which tenant admins neither see nor change.
 */
export const allowedOriginResource = defineResource<'allowed_origins', AllowedOrigin, AllowedOriginInput>({
  ...RESOURCES.allowedOrigins,
  table: 'allowed_origins',
  filterSpecs: specsFor(RESOURCES.allowedOrigins, {
    orSearch_name: { kind: 'orSearch', columns: ['allowed_origins.name'] },
    name: { kind: 'partial', column: 'allowed_origins.name' },
  }),
  order: { id: 'allowed_origins.id', name: 'allowed_origins.name' },
  defaultOrder: [{ column: 'allowed_origins.id', direction: 'asc' }],
  schemas: { create: allowedOriginBody },
  allows: (user) => managesTenant(user),
  scope: tenantRows('allowed_origins.tenant_id'),
  serialize: async (rows) =>
    rows.map((row) =>
      hydraItem(RESOURCES.allowedOrigins, row.id, {
        id: row.id,
        name: row.name,
        tenant: tenantIri(row.tenant_id),
      }),
    ),
  toInsert: async (body, context) => {
    const tenantId = await tenantForCreate(context, body.tenant, false);
    const violations = new Violations();
    const name = await checkOrigin(context, body.name, tenantId, null, violations);
    violations.throwIfAny();
    return { name: name ?? '', tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, false);
    const tenantId = moved === undefined ? row.tenant_id : moved;
    const violations = new Violations();
    // Moving an origin to another tenant re-checks its name there too.
    const name = await checkOrigin(
      context,
      body.name ?? (moved !== undefined ? row.name : undefined),
      tenantId,
      row.id,
      violations,
    );
    violations.throwIfAny();
    return {
      ...(name !== undefined && { name }),
      ...(moved !== undefined && isSupervisor(context.user) && { tenant_id: moved }),
    };
  },
  uniqueProperty: 'name',
});
