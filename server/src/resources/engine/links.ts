import { sql, type Expression, type SqlBool } from 'kysely';
import { invalidIri } from '../../hydra/errors.js';
import { single } from '../../hydra/query.js';
import { idFromIri, intIdFromIri } from '../../hydra/serialize.js';
import type { ResourceContext } from './define.js';

/**
 * Relations arrive as IRIs (`/api/countries/3`). Every write that takes one resolves it the same
 * way: the IRI must be of the expected type and name an existing row (of the right tenant, where
 * rows have one); anything else is 400 "Invalid IRI", so a row of another tenant is
 * indistinguishable from a missing one.
 */

/** Rows every caller may link to whatever its tenant (or whose tenant the caller checks itself). */
type SharedTable = 'tenants' | 'applications' | 'countries';

/** Rows that belong to one tenant, so "may this row be linked here" is one comparison. */
export type TenantOwnedTable =
  | 'addresses'
  | 'providers'
  | 'contract_categories'
  | 'contract_templates'
  | 'country_tags'
  | 'files'
  | 'contracts'
  | 'users';

/** The id of an existing row of `table` the IRI names, else 400. */
export function resolveLink(
  context: ResourceContext,
  iri: unknown,
  table: SharedTable | TenantOwnedTable,
): Promise<number>;
/** The id of a row of `table` in `tenantId` the IRI names, else 400 (also when there is no tenant to match). */
export function resolveLink(
  context: ResourceContext,
  iri: unknown,
  table: TenantOwnedTable,
  tenantId: number | null,
): Promise<number>;
export async function resolveLink(
  context: ResourceContext,
  iri: unknown,
  table: SharedTable | TenantOwnedTable,
  tenantId?: number | null,
): Promise<number> {
  // Collection paths are the table names, so the IRI's type is checked against the table.
  const id = intIdFromIri(iri, table);
  if (id === null || tenantId === null) throw invalidIri();
  const found =
    tenantId === undefined
      ? await context.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
      : await context.db
          .selectFrom(table as TenantOwnedTable)
          .select('id')
          .where('id', '=', id)
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
  if (!found) throw invalidIri();
  return found.id;
}

/**
 * `company=<IRI or uuid>` (or one of the other parameter names given) as a query filter: rows whose
 * `column` is that company. Companies are named by uuid on the wire; an unknown one matches nothing.
 */
export function companyFilter(column: string, ...params: string[]) {
  return ({ query }: Pick<ResourceContext, 'query'>): Expression<SqlBool>[] => {
    const raw = params.map((param) => single(query, param)).find((value) => value !== undefined);
    if (raw === undefined || raw === '') return [];
    const uuid = raw.startsWith('/') ? idFromIri(raw, 'companies') : raw;
    return [
      sql<SqlBool>`${sql.ref(column)} in (select companies.id from companies where companies.uuid = ${uuid ?? ''})`,
    ];
  };
}
