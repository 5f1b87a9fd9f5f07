import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import {
  type Company,
  COMPANY_KINDS,
  type CompanyInput,
  type CompanyKind,
  type CompanyType,
  companyBody,
  RESOURCES,
} from '../../../../contract/index.js';
import { isCompanyAdmin, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { nowIso, toBool } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { badRequest, invalidIri, notFound } from '../../hydra/errors.js';
import { single } from '../../hydra/query.js';
import { hydraItem, idFromIri, iriOf } from '../../hydra/serialize.js';
import { companyToInsert, companyToUpdate, managesCompanies } from './companies-write.js';
import { isApiUser, isRead } from '../engine/roles.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext, type RowOf } from '../engine/define.js';
import { sameTenant } from '../engine/tenant-owned.js';

const companies = expressionBuilder<Database, 'companies'>();

/** Companies a user may see: supervisor all, tenant admin its tenant's, anyone else only its own company. */
export function companyScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (isTenantAdmin(user)) return companiesOfTenant(user);
  return user.companyId === null ? NO_ROWS : companies('companies.id', '=', user.companyId);
}

/** Companies whose existence a caller may know: its tenant's (a supervisor: all). */
export const companiesOfTenant = (user: AuthUser): Expression<SqlBool> | null =>
  sameTenant(user, 'companies.tenant_id');

/**
 * The API user reads templates and contracts only (api-contract); every other role reads at
 * least its own company (My Company).
 */
export const readsCompanies = (user: AuthUser): boolean => managesCompanies(user) || !isApiUser(user);

/** Resolves a company IRI the caller may see (uuid in the IRI), else 400 "Invalid IRI". */
export async function visibleCompany(
  context: ResourceContext,
  iri: string,
): Promise<{ id: number; tenant_id: number | null }> {
  const uuid = idFromIri(iri, 'companies');
  const scope = companyScope(context.user);
  const found =
    uuid === null
      ? undefined
      : await context.db
          .selectFrom('companies')
          .select(['companies.id', 'companies.tenant_id'])
          .where('companies.uuid', '=', uuid)
          // A deleted company keeps its old links but takes no new ones.
          .where('companies.deleted_at', 'is', null)
          .where((eb) => eb.and(scope ? [scope] : []))
          .executeTakeFirst();
  if (!found) throw invalidIri(iri);
  return found;
}

/** Spec section 3: the provider flag gives PROVIDER_COMPANY, the group flag GROUP_COMPANY, otherwise CUSTOMER_COMPANY. */
export function companyTypeOf(row: Pick<RowOf<'companies'>, 'provider_id' | 'group_company'>): CompanyType {
  if (row.provider_id !== null) return 'PROVIDER_COMPANY';
  return toBool(row.group_company) ? 'GROUP_COMPANY' : 'CUSTOMER_COMPANY';
}

/** `kind=…`: the company list's four tabs; a recipient is neither group, provider nor reseller. */
function kindCondition(kind: CompanyKind): Expression<SqlBool> {
  switch (kind) {
    case 'GROUP_COMPANY':
      return companies('companies.group_company', '=', 1);
    case 'PROVIDER_COMPANY':
      return companies('companies.provider_id', 'is not', null);
    case 'RESELLER_COMPANY':
      return companies('companies.reseller_company', '=', 1);
    case 'RECIPIENT_COMPANY':
      return companies.and([
        companies('companies.group_company', '=', 0),
        companies('companies.reseller_company', '=', 0),
        companies('companies.provider_id', 'is', null),
      ]);
  }
}

/** A list page's tenant names, in the page's statement (the engine's `related`). */
const COMPANY_TENANT_NAME = companies
  .selectFrom('tenants')
  .select('tenants.name')
  .whereRef('tenants.id', '=', 'companies.tenant_id')
  .as('tenant_name');

const isKind = (value: string): value is CompanyKind => (COMPANY_KINDS as readonly string[]).includes(value);

/** Companies as JSON-LD, with their tenants' names loaded in one query for the whole page. */
async function serializeCompanies(rows: RowOf<'companies'>[], { db }: Pick<ResourceContext, 'db'>): Promise<Company[]> {
  // A list page brings each company's tenant name (companyRelated); other rows look them up here.
  const given = (row: RowOf<'companies'>): row is RowOf<'companies'> & { tenant_name: string | null } =>
    'tenant_name' in row;
  const tenantIds = [...new Set(rows.flatMap((row) => (row.tenant_id === null || given(row) ? [] : [row.tenant_id])))];
  const tenantNames = new Map(
    tenantIds.length === 0
      ? []
      : (await db.selectFrom('tenants').select(['id', 'name']).where('id', 'in', tenantIds).execute()).map((t) => [
          t.id,
          t.name,
        ]),
  );
  const tenantName = (row: RowOf<'companies'>) =>
    row.tenant_id === null ? null : given(row) ? row.tenant_name : (tenantNames.get(row.tenant_id) ?? null);
  return rows.map((row) =>
    hydraItem(RESOURCES.companies, row.uuid, {
      uuid: row.uuid,
      id: row.uuid,
      name: row.name,
      type: companyTypeOf(row),
      groupCompany: toBool(row.group_company),
      resellerCompany: toBool(row.reseller_company),
      address: row.address_id === null ? null : iriOf('addresses', row.address_id),
      tenant: row.tenant_id === null ? null : iriOf('tenants', row.tenant_id),
      tenantName: tenantName(row),
      provider: row.provider_id === null ? null : iriOf('providers', row.provider_id),
      activity: toBool(row.activity),
      deletedAt: row.deleted_at,
      contractCountry:
        row.contract_country_id === null
          ? null
          : { '@id': iriOf('countries', row.contract_country_id), id: row.contract_country_id },
    }),
  );
}

/**
 * Companies: supervisors everywhere, tenant admins in their tenant, a company admin reads and
 * updates its own company, everybody else reads its own. DELETE is soft: deletedAt is set, the
 * company leaves every list but its IRI still answers (contracts and users keep naming it).
 */
export const companyResource = defineResource<'companies', 'companies', CompanyInput>('companies', {
  table: 'companies',
  filterSpecs: {
    name: { kind: 'partial', column: 'companies.name', folded: 'companies.name_folded' },
    orSearch_name: {
      kind: 'orSearch',
      columns: ['companies.name'],
      folded: { 'companies.name': 'companies.name_folded' },
    },
    groupCompany: { kind: 'boolean', column: 'companies.group_company' },
    resellerCompany: { kind: 'boolean', column: 'companies.reseller_company' },
    activity: { kind: 'boolean', column: 'companies.activity' },
    provider: { kind: 'notNull', column: 'companies.provider_id' },
    'contractCountry.id': {
      kind: 'exact',
      column: 'companies.contract_country_id',
      value: 'int',
      iriPath: 'countries',
    },
  },
  order: { name: 'name', createdAt: 'created_at' },
  defaultOrder: [
    { column: 'companies.name', direction: 'asc' },
    { column: 'companies.id', direction: 'asc' },
  ],
  schemas: { create: companyBody },
  allows: (user, operation) => {
    if (isRead(operation)) return readsCompanies(user);
    if (operation === 'update') return managesCompanies(user) || isCompanyAdmin(user);
    return managesCompanies(user);
  },
  scope: ({ user }) => companyScope(user),
  known: ({ user }) => companiesOfTenant(user),
  conditions: ({ query }) => {
    const kind = single(query, 'kind');
    if (kind !== undefined && kind !== '' && !isKind(kind))
      throw badRequest(`kind should be one of ${COMPANY_KINDS.join(', ')}`);
    return [companies('companies.deleted_at', 'is', null), ...(kind ? [kindCondition(kind as CompanyKind)] : [])];
  },
  serialize: serializeCompanies,
  related: () => [COMPANY_TENANT_NAME],
  toInsert: companyToInsert,
  toUpdate: companyToUpdate,
  remove: async (row, { db }) => {
    if (row.deleted_at !== null) throw notFound();
    await db.updateTable('companies').set({ deleted_at: nowIso() }).where('id', '=', row.id).execute();
  },
  uniqueProperty: 'name',
});
