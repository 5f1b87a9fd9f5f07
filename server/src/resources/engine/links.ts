import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { invalidIri } from '../../hydra/errors.js';
import { single } from '../../hydra/query.js';
import { idFromIri, intIdFromIri } from '../../hydra/serialize.js';
import type { ResourceContext, ResourceDefinition, TableName } from './define.js';
import type { ResourcePath } from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { dynamic } from '../../db/dynamic.js';

/**
 * Relations arrive as IRIs (`/api/countries/3`). Every write that takes one resolves it the same
 * way: the IRI must be of the expected type and name an existing row (of the right tenant, where
 * rows have one); anything else is 400 "Invalid IRI", so a row of another tenant is
 * indistinguishable from a missing one.
 */

/** Tables an IRI names rows of: their collection path is their name, their key an integer id. */
export type LinkableTable = {
  [T in TableName]: T extends ResourcePath ? (Database[T] extends { id: unknown } ? T : never) : never;
}[TableName];

/** Of those, the rows that belong to one tenant, so "may this row be linked here" is one comparison. */
export type TenantOwnedTable = {
  [T in LinkableTable]: Database[T] extends { tenant_id: unknown } ? T : never;
}[LinkableTable];

/** The id of an existing row of `table` the IRI names, else 400. */
export function resolveLink(context: ResourceContext, iri: unknown, table: LinkableTable): Promise<number>;
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
  table: LinkableTable,
  tenantId?: number | null,
): Promise<number> {
  // Collection paths are the table names, so the IRI's type is checked against the table.
  const id = intIdFromIri(iri, table);
  if (id === null || tenantId === null) throw invalidIri(iri);
  const found =
    tenantId === undefined
      ? await context.db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()
      : await context.db
          .selectFrom(table as TenantOwnedTable)
          .select('id')
          .where('id', '=', id)
          .where('tenant_id', '=', tenantId)
          .executeTakeFirst();
  if (!found) throw invalidIri(iri);
  return found.id;
}

/**
 * `company=<IRI or uuid>` (or one of the other parameter names given: the contract's companyFilters)
 * as a query filter: rows whose `column` is that company. Companies are named by uuid on the wire;
 * an unknown one matches nothing. Spread into a definition: the conditions.
 */
export function companyFilter(column: string, ...params: string[]) {
  return {
    conditions: ({ query }: Pick<ResourceContext, 'query'>): Expression<SqlBool>[] => {
      const raw = params.map((param) => single(query, param)).find((value) => value !== undefined);
      if (raw === undefined || raw === '') return [];
      const uuid = raw.startsWith('/') ? idFromIri(raw, 'companies') : raw;
      return [ofCompany(column, uuid ?? '')];
    },
  };
}

/** Rows whose `column` holds the company with this uuid (the wire's name for a company). */
export const ofCompany = (column: string, uuid: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (select companies.id from companies where companies.uuid = ${uuid})`;

/**
 * The ownership rule for links. A write that names a row of another resource (an address, a
 * provider, a company) may only name one the caller may read itself, exactly as GET of that IRI
 * would answer it (the type's rights and scope), and one of `tenantId`, the tenant of the row being
 * written (null: no tenant to match). Anything else is 400 "Invalid IRI". A link the body repeats
 * unchanged (`current`) needs no check, so forms may send whole items back.
 */
export async function readableLink<TB extends TableName>(
  context: ResourceContext,
  definition: ResourceDefinition<TB, object, never>,
  iri: unknown,
  link: { tenantId: number | null; current?: number | null; where?: Expression<SqlBool> },
): Promise<number> {
  const key = idFromIri(iri, definition.path);
  if (key === null) throw invalidIri(iri);
  const table: string = definition.table;
  const handle = context.db as unknown as Kysely<Record<string, { id: number; tenant_id: number | null }>>;
  const byKey = sql<SqlBool>`${sql.ref(`${table}.${definition.key.column}`)} = ${definition.key.kind === 'int' ? Number(key) : key}`;
  const find = (conditions: Expression<SqlBool>[]) =>
    handle
      .selectFrom(table)
      .select([`${table}.id as id`, `${table}.tenant_id as tenant_id`])
      .where((eb) => eb.and([byKey, ...conditions]))
      .executeTakeFirst();
  const named = await find([]);
  if (named && link.current !== undefined && named.id === link.current) return named.id;
  const scope = definition.scope(context);
  const row = named && (await find([...(scope ? [scope] : []), ...(link.where ? [link.where] : [])]));
  if (!row || !definition.allows(context.user, 'read')) throw invalidIri(iri);
  if (link.tenantId !== null && row.tenant_id !== link.tenantId) throw invalidIri(iri);
  return row.id;
}

/**
 * A table of links between rows (a template's country tags, a tag's countries): its name, the column
 * naming the owner and the column naming what it links to.
 */
export interface LinkTable {
  table: TableName;
  owner: string;
  linked: string;
}

/**
 * The `columns` of the rows of `table` that belong to each of `ownerIds` through `ownerColumn`,
 * ordered by `order`: what a batch of items shows of their children, in one query.
 */
export async function rowsByOwner(
  db: Kysely<Database>,
  table: TableName,
  ownerColumn: string,
  ownerIds: readonly number[],
  columns: readonly string[],
  order: string,
): Promise<Map<number, Record<string, unknown>[]>> {
  const byOwner = new Map<number, Record<string, unknown>[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await dynamic(db)
    .selectFrom(table)
    .select([ownerColumn, ...columns])
    .where(ownerColumn, 'in', [...new Set(ownerIds)])
    .orderBy(order)
    .execute();
  for (const row of rows) byOwner.get(Number(row[ownerColumn]))?.push(row);
  return byOwner;
}

/** The linked ids of each owner in `ownerIds`, in order, in one query for a batch of items. */
export async function linkedIds(
  db: Kysely<Database>,
  links: LinkTable,
  ownerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byOwner = await rowsByOwner(db, links.table, links.owner, ownerIds, [links.linked], links.linked);
  return new Map([...byOwner].map(([owner, rows]) => [owner, rows.map((row) => Number(row[links.linked]))]));
}

/** Makes `ids` the owner's links (merge-patch replaces a list whole), inside the write's transaction. */
export async function replaceLinks(
  db: Kysely<Database>,
  links: LinkTable,
  ownerId: number,
  ids: readonly number[],
): Promise<void> {
  await dynamic(db).deleteFrom(links.table).where(links.owner, '=', ownerId).execute();
  if (ids.length > 0)
    await dynamic(db)
      .insertInto(links.table)
      .values(ids.map((id) => ({ [links.owner]: ownerId, [links.linked]: id })))
      .execute();
}
