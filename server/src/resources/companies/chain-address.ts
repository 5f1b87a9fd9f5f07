import type { AddressChainInput } from '../../../../contract/index.js';
import { MESSAGES } from '../../hydra/errors.js';
import { addressResource, addressUsedBeyond, type AddressOwner } from './addresses.js';
import type { AuditedWrite } from '../engine/audit.js';
import { countryOf } from './companies-write.js';
import type { ResourceContext } from '../engine/define.js';
import { Violations } from '../engine/violations.js';

const REQUIRED = ['street', 'postalCode', 'city'] as const;

/**
 * The address part of a company or provider chain: updates the existing address in place (only
 * the fields sent), or creates one in the owner's tenant; a new address needs street, postal code
 * and city (blank or null answers 422 at address.<field>). An address another company or provider
 * also uses is not changed in place: the owner gets a copy with the changes (a chain changes its
 * own owner's address only). Returns the id of the address the owner now has.
 */
export async function writeAddress(
  context: ResourceContext,
  input: AddressChainInput,
  tenantId: number | null,
  existingId: number | null,
  owner: AddressOwner,
): Promise<number> {
  const violations = new Violations();
  for (const field of REQUIRED) {
    const value = input[field];
    const missing = existingId === null ? !value?.trim() : value !== undefined && !value?.trim();
    if (missing) violations.add(`address.${field}`, MESSAGES.blank);
  }
  const countryId = await countryOf(context, input.country);
  violations.throwIfAny();
  const values = {
    ...(input.street !== undefined ? { street: input.street?.trim() ?? null } : {}),
    ...(input.postalCode !== undefined ? { postal_code: input.postalCode?.trim() ?? null } : {}),
    ...(input.city !== undefined ? { city: input.city?.trim() ?? null } : {}),
    ...(countryId !== undefined ? { country_id: countryId } : {}),
  };
  if (
    existingId !== null &&
    Object.keys(values).length > 0 &&
    (await addressUsedBeyond(context.db, existingId, owner))
  ) {
    const { id: _id, ...current } = await context.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', existingId)
      .executeTakeFirstOrThrow();
    const copy = await context.db
      .insertInto('addresses')
      .values({ ...current, ...values, tenant_id: tenantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return copy.id;
  }
  if (existingId !== null) {
    if (Object.keys(values).length > 0)
      await context.db.updateTable('addresses').set(values).where('id', '=', existingId).execute();
    return existingId;
  }
  const row = await context.db
    .insertInto('addresses')
    .values({ street: null, postal_code: null, city: null, country_id: null, ...values, tenant_id: tenantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new row with the same texts, country and tenant, so two owners never share one address. */
export async function copyAddress(context: ResourceContext, addressId: number): Promise<number> {
  const { id: _id, ...current } = await context.db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .executeTakeFirstOrThrow();
  const copy = await context.db.insertInto('addresses').values(current).returning('id').executeTakeFirstOrThrow();
  return copy.id;
}

/** The address as it is now, to compare after a chain's writeAddress (undefined: none). */
export async function addressRow(context: ResourceContext, addressId: number | null) {
  if (addressId === null) return undefined;
  return context.db.selectFrom('addresses').selectAll().where('id', '=', addressId).executeTakeFirst();
}

/**
 * The audit entry of a chain's address: an update when the owner kept its address, a create when
 * it got a new one (its first, or a copy of a shared one); none when nothing was sent.
 */
export async function addressAudit(
  context: ResourceContext,
  before: Awaited<ReturnType<typeof addressRow>>,
  addressId: number | null,
): Promise<AuditedWrite[]> {
  const after = await addressRow(context, addressId);
  if (!after) return [];
  const kept = before?.id === after.id;
  return [{ resource: addressResource, action: kept ? 'update' : 'create', before: kept ? before : undefined, after }];
}
