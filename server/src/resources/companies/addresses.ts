import { expressionBuilder, type Expression, type SqlBool, type Updateable } from 'kysely';
import { type AddressInput, ROLES, addressBody } from '../../../../contract/index.js';
import { hasRole, isCompanyAdmin, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import type { AddressTable, Database } from '../../db/schema.js';
import { MESSAGES } from '../../hydra/errors.js';
import { iriOf } from '../../hydra/serialize.js';
import { NO_ROWS } from '../engine/crud.js';
import type { Operation, ResourceContext, RowOf } from '../engine/define.js';
import { defineResource } from '../engine/define.js';
import { isRead, managesTenant } from '../engine/roles.js';
import { linkedId, sameTenant, tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { Violations } from '../engine/violations.js';

const addresses = expressionBuilder<Database, 'addresses'>();

/**
 * Supervisor: every address; tenant admin: its tenant's; anyone else: the address of its own
 * company (the My Company page shows it), which only a company admin may change.
 */
export function addressScope(user: AuthUser): Expression<SqlBool> | null {
  // A role refused the type sees its tenant's rows, so every call answers 403 rather than 404.
  if (isSupervisor(user) || isTenantAdmin(user) || !readsOwnAddress(user))
    return sameTenant(user, 'addresses.tenant_id');
  if (user.companyId === null) return NO_ROWS;
  return addresses(
    'addresses.id',
    'in',
    addresses.selectFrom('companies').select('companies.address_id').where('companies.id', '=', user.companyId),
  );
}

/** Roles that read their own company's address; others (the API user) do not use addresses at all. */
const ADDRESS_READERS = [ROLES.COMPANY_ADMIN, ROLES.EDITOR, ROLES.CUSTOMER, ROLES.USER];
const readsOwnAddress = (user: AuthUser): boolean => ADDRESS_READERS.some((role) => hasRole(user, role));

function addressAllows(user: AuthUser, operation: Operation): boolean {
  if (managesTenant(user)) return true;
  if (isRead(operation)) return readsOwnAddress(user);
  return operation === 'update' && isCompanyAdmin(user);
}

/** Trimmed texts; a value of spaces is blank. Paths are prefixed inside the chains (address.street). */
function checkTexts(body: Partial<AddressInput>, violations: Violations, prefix: string) {
  const texts: Partial<Record<'street' | 'postal_code' | 'city', string>> = {};
  for (const [field, column] of [
    ['street', 'street'],
    ['postalCode', 'postal_code'],
    ['city', 'city'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value.trim() === '') violations.add(`${prefix}${field}`, MESSAGES.blank);
    else texts[column] = value.trim();
  }
  return texts;
}

const COUNTRY = { path: 'countries', table: 'countries' } as const;

export async function addressToInsert(body: AddressInput, context: ResourceContext, prefix = '') {
  const tenantId = await tenantForCreate(context, body.tenant, false);
  const violations = new Violations();
  const texts = checkTexts(body, violations, prefix);
  violations.throwIfAny();
  const countryId = body.country ? await linkedId(context, body.country, COUNTRY, tenantId) : null;
  return { street: null, postal_code: null, city: null, ...texts, country_id: countryId, tenant_id: tenantId };
}

export async function addressToUpdate(
  body: Partial<AddressInput>,
  row: RowOf<'addresses'>,
  context: ResourceContext,
  prefix = '',
): Promise<Updateable<AddressTable>> {
  const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, false);
  const violations = new Violations();
  const texts = checkTexts(body, violations, prefix);
  violations.throwIfAny();
  const countryId =
    body.country === undefined
      ? undefined
      : body.country === null
        ? null
        : await linkedId(context, body.country, COUNTRY, null);
  return {
    ...texts,
    ...(countryId !== undefined && { country_id: countryId }),
    ...(moved !== undefined && { tenant_id: moved }),
  };
}

/** Rows that own an address; the chains and the update right ask whether anybody else uses one. */
export interface AddressOwner {
  companyId?: number | null;
  providerId?: number | null;
}

/** Whether a company or provider other than `owner` uses the address (changing it changes theirs too). */
export async function addressUsedBeyond(
  db: ResourceContext['db'],
  addressId: number,
  owner: AddressOwner,
): Promise<boolean> {
  const [company, provider] = await Promise.all([
    db
      .selectFrom('companies')
      .select('id')
      .where('address_id', '=', addressId)
      .where('id', '!=', owner.companyId ?? -1)
      .executeTakeFirst(),
    db
      .selectFrom('providers')
      .select('id')
      .where('address_id', '=', addressId)
      .where('id', '!=', owner.providerId ?? -1)
      .executeTakeFirst(),
  ]);
  return company !== undefined || provider !== undefined;
}

/** Postal addresses of companies and providers, scoped to the tenant. */
export const addressResource = defineResource('addresses', {
  table: 'addresses',
  filterSpecs: {
    city: { kind: 'partial', column: 'addresses.city' },
    street: { kind: 'partial', column: 'addresses.street' },
    postalCode: { kind: 'exact', column: 'addresses.postal_code', value: 'string' },
    'country.id': { kind: 'exact', column: 'addresses.country_id', value: 'int', iriPath: 'countries' },
  },
  order: { id: 'id', city: 'city', postalCode: 'postal_code' },
  schemas: { create: addressBody },
  allows: addressAllows,
  // A company admin changes its company's address only while no other company or provider uses it.
  canChange: async (row, { db, user }) =>
    managesTenant(user) || !(await addressUsedBeyond(db, row.id, { companyId: user.companyId })),
  scope: ({ user }) => addressScope(user),
  item: (row) => ({
    id: row.id,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country_id === null ? null : iriOf('countries', row.country_id),
    tenant: tenantIri(row.tenant_id),
  }),
  toInsert: (body, context) => addressToInsert(body, context),
  toUpdate: (body, row, context) => addressToUpdate(body, row, context),
});
