import { type Iri, jwkUrlBody } from '../../../../contract/index.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { Violations } from '../engine/violations.js';

async function checkOnePerTenant(context: ResourceContext, tenantId: number, ownId: number | null): Promise<void> {
  let query = context.db.selectFrom('jwk_urls').select('id').where('tenant_id', '=', tenantId);
  if (ownId !== null) query = query.where('id', '!=', ownId);
  if (await query.executeTakeFirst()) {
    const violations = new Violations();
    violations.add('tenant', 'This tenant already has a JWK URL.');
    violations.throwIfAny();
  }
}

/** Where a tenant publishes the keys its own tokens are signed with; one URL per tenant. */
export const jwkUrlResource = defineResource('jwkUrls', {
  table: 'jwk_urls',
  order: { id: 'id' },
  schemas: { create: jwkUrlBody },
  allows: managesTenant,
  item: (row) => ({ id: row.id, url: row.url, tenant: tenantIri(row.tenant_id) as Iri }),
  toInsert: async (body, context) => {
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    await checkOnePerTenant(context, tenantId, null);
    return { url: body.url.trim(), tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    if (moved != null && moved !== row.tenant_id) await checkOnePerTenant(context, moved, row.id);
    return { ...(body.url !== undefined && { url: body.url.trim() }), ...(moved != null && { tenant_id: moved }) };
  },
  uniqueProperty: 'tenant',
});
