import type { FastifyReply } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import { dynamic } from '../../db/dynamic.js';
import { accessDenied, notFound } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { hydraCollection } from '../../hydra/serialize.js';
import type { ResourceContext, ResourceDefinition, RowOf, TableName } from './define.js';

export const NO_ROWS = sql<SqlBool>`1 = 0`;

/** The row of `definition` with this key inside `condition` (null = anywhere), if there is one. */
async function rowWithKey<TB extends TableName>(
  definition: ResourceDefinition<TB, object, object>,
  context: ResourceContext,
  id: string,
  condition: Expression<SqlBool> | null,
): Promise<RowOf<TB> | undefined> {
  const keyValue = definition.key.kind === 'int' ? Number(id) : id;
  const row = await dynamic(context.db)
    .selectFrom(definition.table)
    .selectAll()
    .where(sql<SqlBool>`${sql.ref(`${definition.table}.${definition.key.column}`)} = ${keyValue}`)
    .where((eb) => eb.and(condition ? [condition] : []))
    .executeTakeFirst();
  return row as RowOf<TB> | undefined;
}

/** The row the caller may see with this key, or 404: another tenant's row looks exactly like a missing one. */
export async function visibleRow<TB extends TableName>(
  definition: ResourceDefinition<TB, object, object>,
  context: ResourceContext,
  id: string,
): Promise<RowOf<TB>> {
  const row = await rowWithKey(definition, context, id, definition.scope(context));
  if (!row) throw notFound();
  return row;
}

/**
 * The row an item operation acts on, after the caller's right to it (api-contract "Who may do
 * what"): a row it may not know of → 404 like a missing one; known, but the type is not readable by
 * its roles → 403; not one it sees → 404; seen without the right to this operation → 403.
 * Special routes use it too, so every path to a row answers alike.
 */
export async function itemFor<TB extends TableName>(
  definition: ResourceDefinition<TB, object, object>,
  context: ResourceContext,
  id: string,
  operation: 'read' | 'update' | 'delete',
): Promise<RowOf<TB>> {
  if (definition.known) {
    if (!(await rowWithKey(definition, context, id, definition.known(context)))) throw notFound();
    if (!definition.allows(context.user, 'read')) throw accessDenied();
  }
  const row = await visibleRow(definition, context, id);
  if (!definition.allows(context.user, operation)) throw accessDenied();
  if (operation !== 'read' && (await definition.canChange?.(row, context, operation)) === false) throw accessDenied();
  return row;
}

/** The item as JSON-LD; serialised outside any transaction, so the answer shows what was committed. */
export async function answerItem<TB extends TableName, Item extends object>(
  reply: FastifyReply,
  definition: ResourceDefinition<TB, Item, object>,
  context: ResourceContext,
  row: RowOf<TB>,
  status = 200,
) {
  const [item] = await definition.serialize([row], context);
  return reply.code(status).type(JSONLD_CONTENT_TYPE).send(item);
}

/** Rows a special call wrote, as one unpaginated collection in the order given. */
export async function answerRows<TB extends TableName, Item extends object>(
  reply: FastifyReply,
  definition: ResourceDefinition<TB, Item, object>,
  context: ResourceContext,
  rows: RowOf<TB>[],
) {
  const members = await definition.serialize(rows, context);
  const page = { page: 1, itemsPerPage: members.length, paginated: false };
  return reply
    .type(JSONLD_CONTENT_TYPE)
    .send(hydraCollection(definition.path, definition.type, members, members.length, page, {}));
}
