import type { Updateable } from 'kysely';
import { type Iri, type ProviderInput, providerBody } from '../../../../contract/index.js';
import { isSupervisor } from '../../auth/plugin.js';
import type { ProviderTable } from '../../db/schema.js';
import { MESSAGES } from '../../hydra/errors.js';
import { iriOf } from '../../hydra/serialize.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { defineResource } from '../engine/define.js';
import { managesTenant, readsAndWrites } from '../engine/roles.js';
import { readableLink } from '../engine/links.js';
import { addressResource } from './addresses.js';
import { tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { Violations } from '../engine/violations.js';

function checkName(name: string | undefined, violations: Violations): string | undefined {
  if (name === undefined) return undefined;
  if (name.trim() === '') return violations.add('name', MESSAGES.blank);
  return name.trim();
}

/**
 * The address a provider links to, by the ownership rule (engine/links.ts readableLink), of the
 * provider's tenant; with no tenant named, the address's tenant is the provider's.
 */
async function addressLink(context: ResourceContext, iri: Iri, tenantId: number | null) {
  const id = await readableLink(context, addressResource, iri, { tenantId });
  const address = await context.db
    .selectFrom('addresses')
    .select('tenant_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, tenantId: address.tenant_id };
}

export async function providerToInsert(body: ProviderInput, context: ResourceContext) {
  const violations = new Violations();
  const name = checkName(body.name, violations);
  violations.throwIfAny();
  let tenantId = await tenantForCreate(context, body.tenant, false);
  let addressId: number | null = null;
  if (body.address) {
    const address = await addressLink(context, body.address, tenantId);
    addressId = address.id;
    // The spec's provider create sends only name and address: the address tells the tenant.
    tenantId = tenantId ?? address.tenantId;
  }
  return { name: name ?? '', address_id: addressId, tenant_id: tenantId };
}

export async function providerToUpdate(
  body: Partial<ProviderInput>,
  row: RowOf<'providers'>,
  context: ResourceContext,
): Promise<Updateable<ProviderTable>> {
  const violations = new Violations();
  const name = checkName(body.name, violations);
  violations.throwIfAny();
  const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, false);
  const tenantId = moved === undefined ? row.tenant_id : moved;
  const address =
    body.address === undefined
      ? undefined
      : body.address === null
        ? null
        : (await addressLink(context, body.address, tenantId)).id;
  return {
    ...(name !== undefined && { name }),
    ...(moved !== undefined && { tenant_id: moved }),
    ...(address !== undefined && { address_id: address }),
  };
}

/** Providers that supply companies; see provider-chain.ts for the one-call create and update with the address. */
export const providerResource = defineResource<'providers', 'providers', ProviderInput>('providers', {
  table: 'providers',
  filterSpecs: {
    name: { kind: 'partial', column: 'providers.name' },
    orSearch_name: { kind: 'orSearch', columns: ['providers.name'] },
  },
  order: { id: 'id', name: 'name' },
  defaultOrder: [
    { column: 'providers.name', direction: 'asc' },
    { column: 'providers.id', direction: 'asc' },
  ],
  schemas: { create: providerBody },
  // Only supervisors manage providers (api-contract.md); a tenant admin reads its tenant's.
  allows: readsAndWrites(managesTenant, isSupervisor),
  item: (row) => ({
    id: row.id,
    name: row.name,
    address: row.address_id === null ? null : iriOf('addresses', row.address_id),
    tenant: tenantIri(row.tenant_id),
  }),
  toInsert: providerToInsert,
  toUpdate: providerToUpdate,
});
