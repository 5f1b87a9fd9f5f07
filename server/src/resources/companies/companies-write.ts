import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { CompanyInput, Iri } from '../../../../contract/index.js';
import { isSupervisor, isTenantAdmin } from '../../auth/plugin.js';
import { fromBool, nowIso, toBool } from '../../db/portable.js';
import type { CompanyTable } from '../../db/schema.js';
import { accessDenied, invalidIri, MESSAGES, notFound } from '../../hydra/errors.js';
import { intIdFromIri } from '../../hydra/serialize.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { readableLink, resolveLink } from '../engine/links.js';
import { addressResource } from './addresses.js';
import { providerResource } from './providers.js';
import { uniqueText, type Uniqueness } from '../engine/unique.js';
import { Violations } from '../engine/violations.js';

/** Supervisors and tenant admins manage companies; a company admin only reads and updates its own. */
export const managesCompanies = (user: ResourceContext['user']): boolean => isSupervisor(user) || isTenantAdmin(user);

/** The tenant a written company belongs to: any existing tenant for a supervisor, else the caller's own. */
export async function companyTenantOf(
  context: ResourceContext,
  iri: Iri | null | undefined,
  current: number | null,
): Promise<number | null> {
  if (!isSupervisor(context.user)) {
    if (iri !== undefined && (iri === null || intIdFromIri(iri, 'tenants') !== context.user.tenantId))
      throw invalidIri(iri);
    return context.user.tenantId;
  }
  if (iri === undefined) return current;
  return resolveLink(context, iri, 'tenants');
}

/**
 * An address or provider IRI, by the ownership rule (engine/links.ts readableLink): a row of the
 * company's own tenant that the caller may read itself; `current` (the link as it is) passes unchecked.
 */
async function linkedRow(
  context: ResourceContext,
  table: 'addresses' | 'providers',
  iri: Iri | null | undefined,
  tenantId: number | null,
  current?: number | null,
): Promise<number | null | undefined> {
  if (iri === undefined || iri === null) return iri;
  if (tenantId === null) throw invalidIri(iri);
  const definition = table === 'addresses' ? addressResource : providerResource;
  return readableLink(context, definition, iri, { tenantId, current });
}

/** `/api/countries/{id}` (countries are global). */
export async function countryOf(
  context: ResourceContext,
  iri: Iri | null | undefined,
): Promise<number | null | undefined> {
  if (iri === undefined || iri === null) return iri;
  return resolveLink(context, iri, 'countries');
}

/** Names are unique among a tenant's live companies (a deleted company frees its name). */
const UNIQUE_NAME: Uniqueness = {
  table: 'companies',
  column: 'name',
  property: 'name',
  among: [sql<SqlBool>`deleted_at is null`],
};

const checkName = (
  context: ResourceContext,
  name: string | undefined,
  tenantId: number | null,
  ownId: number | null,
  violations: Violations,
) => uniqueText(context, violations, UNIQUE_NAME, name, { tenantId, ownId });

export async function companyToInsert(body: CompanyInput, context: ResourceContext): Promise<Insertable<CompanyTable>> {
  const violations = new Violations();
  const tenantId = await companyTenantOf(context, body.tenant, null);
  if (tenantId === null) violations.add('tenant', MESSAGES.blank);
  const name = await checkName(context, body.name, tenantId, null, violations);
  const addressId = await linkedRow(context, 'addresses', body.address, tenantId);
  const providerId = await linkedRow(context, 'providers', body.provider, tenantId);
  const countryId = await countryOf(context, body.contractCountry);
  violations.throwIfAny();
  return {
    uuid: randomUUID(),
    name: name ?? '',
    group_company: fromBool(body.groupCompany ?? false),
    reseller_company: fromBool(body.resellerCompany ?? false),
    tenant_id: tenantId,
    address_id: addressId ?? null,
    provider_id: providerId ?? null,
    activity: fromBool(body.activity ?? true),
    deleted_at: null,
    contract_country_id: countryId ?? null,
    created_at: nowIso(),
  };
}

/**
 * What makes a company a group, reseller or provider, whether it is active, and where it
 * belongs are the tenant's decisions; a company admin may send them unchanged (forms send
 * the whole item) but not change them.
 */
function checkCompanyAdminChanges(body: Partial<CompanyInput>, row: RowOf<'companies'>, context: ResourceContext) {
  if (managesCompanies(context.user)) return;
  const changes =
    (body.groupCompany !== undefined && body.groupCompany !== toBool(row.group_company)) ||
    (body.resellerCompany !== undefined && body.resellerCompany !== toBool(row.reseller_company)) ||
    (body.activity !== undefined && body.activity !== toBool(row.activity)) ||
    (body.provider !== undefined && intIdFromIri(body.provider, 'providers') !== row.provider_id);
  if (changes) throw accessDenied();
}

export async function companyToUpdate(
  body: Partial<CompanyInput>,
  row: RowOf<'companies'>,
  context: ResourceContext,
  /** An address the write itself just made for the company (a chain's copy), linked without the rule. */
  made: { addressId?: number } = {},
): Promise<Updateable<CompanyTable>> {
  // A deleted company stays readable for the contracts naming it, but is no longer edited.
  if (row.deleted_at !== null) throw notFound();
  checkCompanyAdminChanges(body, row, context);
  const violations = new Violations();
  const tenantId = await companyTenantOf(context, body.tenant, row.tenant_id);
  const movesTenant = tenantId !== row.tenant_id;
  const name = await checkName(
    context,
    body.name ?? (movesTenant ? row.name : undefined),
    tenantId,
    row.id,
    violations,
  );
  // Moving to another tenant must not keep links into the old one; a link kept as it is needs no check.
  const addressId =
    made.addressId ??
    (await linkedRow(context, 'addresses', body.address, tenantId, movesTenant ? undefined : row.address_id));
  const providerId = await linkedRow(
    context,
    'providers',
    body.provider,
    tenantId,
    movesTenant ? undefined : row.provider_id,
  );
  const countryId = await countryOf(context, body.contractCountry);
  if (movesTenant && addressId === undefined && row.address_id !== null)
    violations.add('address', 'This address belongs to another tenant.');
  if (movesTenant && body.provider === undefined && row.provider_id !== null)
    violations.add('provider', 'This provider belongs to another tenant.');
  violations.throwIfAny();

  const changes: Updateable<CompanyTable> = {};
  if (name !== undefined) changes.name = name;
  if (body.groupCompany !== undefined) changes.group_company = fromBool(body.groupCompany);
  if (body.resellerCompany !== undefined) changes.reseller_company = fromBool(body.resellerCompany);
  if (body.activity !== undefined) changes.activity = fromBool(body.activity);
  if (movesTenant) changes.tenant_id = tenantId;
  if (addressId !== undefined) changes.address_id = addressId;
  if (providerId !== undefined) changes.provider_id = providerId;
  if (countryId !== undefined) changes.contract_country_id = countryId;
  return changes;
}
