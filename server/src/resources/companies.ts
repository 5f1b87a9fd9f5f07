import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Company } from '../../../src/api/contract/index.js';
import { isSupervisor, isTenantAdmin, type AuthUser } from '../auth/plugin.js';
import { toBool } from '../db/portable.js';
import type { Database } from '../db/schema.js';
import { invalidIri } from '../hydra/errors.js';
import { hydraItem, idFromIri, iriOf } from '../hydra/serialize.js';
import { NO_ROWS } from './crud.js';
import { defineResource, type ResourceContext } from './define.js';

const companies = expressionBuilder<Database, 'companies'>();

/** Companies a user may see: supervisor all, tenant admin its tenant's, anyone else only its own company. */
export function companyScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (isTenantAdmin(user))
    return user.tenantId === null ? NO_ROWS : companies('companies.tenant_id', '=', user.tenantId);
  return user.companyId === null ? NO_ROWS : companies('companies.id', '=', user.companyId);
}

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
          .where((eb) => eb.and(scope ? [scope] : []))
          .executeTakeFirst();
  if (!found) throw invalidIri();
  return found;
}

/** Read access for now; the create/update chains (address, provider) come with the company screens. */
export const companyResource = defineResource<'companies', Company>({
  path: 'companies',
  type: 'Company',
  table: 'companies',
  key: { column: 'uuid', kind: 'uuid' },
  operations: ['list', 'read'],
  filters: [
    { kind: 'partial', param: 'name', column: 'companies.name' },
    { kind: 'orSearch', param: 'orSearch_name', columns: ['companies.name'] },
    { kind: 'boolean', param: 'groupCompany', column: 'companies.group_company' },
    { kind: 'boolean', param: 'resellerCompany', column: 'companies.reseller_company' },
    { kind: 'boolean', param: 'activity', column: 'companies.activity' },
    { kind: 'notNull', field: 'provider', column: 'companies.provider_id' },
    { kind: 'exact', param: 'tenant.id', column: 'companies.tenant_id', value: 'int', iriPath: 'tenants' },
  ],
  order: { name: 'companies.name', createdAt: 'companies.created_at' },
  defaultOrder: [
    { column: 'companies.name', direction: 'asc' },
    { column: 'companies.id', direction: 'asc' },
  ],
  allows: (_user, operation) => operation === 'list' || operation === 'read',
  scope: ({ user }) => companyScope(user),
  // Soft-deleted companies stay readable by IRI (old contracts name them) but leave the lists.
  conditions: () => [companies('companies.deleted_at', 'is', null)],
  serialize: async (rows) =>
    rows.map((row) =>
      hydraItem('companies', 'Company', row.uuid, {
        uuid: row.uuid,
        id: row.uuid,
        name: row.name,
        groupCompany: toBool(row.group_company),
        resellerCompany: toBool(row.reseller_company),
        address: row.address_id === null ? null : iriOf('addresses', row.address_id),
        tenant: row.tenant_id === null ? null : iriOf('tenants', row.tenant_id),
        provider: row.provider_id === null ? null : iriOf('providers', row.provider_id),
        activity: toBool(row.activity),
        deletedAt: row.deleted_at,
        contractCountry:
          row.contract_country_id === null
            ? null
            : { '@id': iriOf('countries', row.contract_country_id), id: row.contract_country_id },
      }),
    ),
});
