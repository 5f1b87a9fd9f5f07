import { allowedOriginBody } from '../../../../contract/index.js';
import { isSupervisor } from '../../auth/plugin.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { uniqueValue, type Uniqueness, type UniqueWithin } from '../engine/unique.js';

/** An origin as browsers send it: scheme, host and optional port; no path, query or trailing slash. */
const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
export const NOT_AN_ORIGIN = 'This value is not a valid origin (scheme://host[:port]).';

/** Hosts are case-insensitive, so origins are kept lower-case and compared that way. */
const UNIQUE_ORIGIN: Uniqueness = { table: 'allowed_origins', column: 'name', property: 'name', caseInsensitive: true };

/** A name as an origin: lower-cased, well-formed and unused `within` (422 otherwise). */
const checkedName = (context: ResourceContext, name: string | undefined, within: UniqueWithin) =>
  uniqueValue(context, UNIQUE_ORIGIN, name?.toLowerCase(), within, (origin) => {
    const port = /:(\d+)$/.exec(origin)?.[1];
    return !ORIGIN.test(origin) || (port !== undefined && Number(port) > 65535) ? NOT_AN_ORIGIN : undefined;
  });

/**
 * Origins the platform accepts cross-origin calls from, per tenant. A supervisor may also keep
 * platform-wide origins (no tenant), which tenant admins neither see nor change.
 */
export const allowedOriginResource = defineResource('allowedOrigins', {
  table: 'allowed_origins',
  filterSpecs: {
    orSearch_name: { kind: 'orSearch', columns: ['allowed_origins.name'] },
    name: { kind: 'partial', column: 'allowed_origins.name' },
  },
  order: { id: 'id', name: 'name' },
  schemas: { create: allowedOriginBody },
  allows: managesTenant,
  item: (row) => ({ id: row.id, name: row.name, tenant: tenantIri(row.tenant_id) }),
  toInsert: async (body, context) => {
    const tenantId = await tenantForCreate(context, body.tenant, false);
    const name = await checkedName(context, body.name, { tenantId, ownId: null });
    return { name: name ?? '', tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, false);
    const tenantId = moved === undefined ? row.tenant_id : moved;
    // Moving an origin to another tenant re-checks its name there too.
    const raw = body.name ?? (moved !== undefined ? row.name : undefined);
    const name = await checkedName(context, raw, { tenantId, ownId: row.id });
    return {
      ...(name !== undefined && { name }),
      ...(moved !== undefined && isSupervisor(context.user) && { tenant_id: moved }),
    };
  },
  uniqueProperty: 'name',
});
