import type {} from '@fastify/swagger';
import { MAX_UNPAGINATED_ITEMS } from '../../../../contract/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { callerOf } from '../../auth/plugin.js';
import { publish } from '../../http/events.js';
import type { Database } from '../../db/schema.js';
import { accessDenied, badRequest, methodNotAllowed, notFound, unprocessable, MESSAGES } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { parsePagination, type QueryParams } from '../../hydra/query.js';
import { hydraCollection } from '../../hydra/serialize.js';
import type { Operation, ResourceContext, ResourceDefinition, RowOf, TableName } from './define.js';
import { collectionQuerySchema, itemParamsSchema, patchSchemaOf } from './schemas.js';
import { registerCsvExport } from './csv.js';
import { rememberDefinition } from './csv-words.js';
import { collectionQuery, pageOf, withRelated } from './list-query.js';
import { auditWrites } from './audit.js';

/**
 * Kysely types queries by table name at compile time; here the table is a value of the definition.
 * The definitions stay fully typed; this file talks to the table through one loosely typed handle.
 */
type DynamicDatabase = Record<string, Record<string, unknown>>;
const dynamic = (db: Kysely<Database>): Kysely<DynamicDatabase> => db as unknown as Kysely<DynamicDatabase>;

const NO_ROWS = sql<SqlBool>`1 = 0`;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

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
  const scope = definition.scope(context);
  const row = await rowWithKey(definition, context, id, scope);
  if (!row) throw notFound();
  if (!definition.allows(context.user, operation)) throw accessDenied();
  if (operation !== 'read' && (await definition.canChange?.(row, context, operation)) === false) throw accessDenied();
  return row;
}

export function registerResource<TB extends TableName, Item extends object, Input extends object>(
  app: FastifyInstance,
  definition: ResourceDefinition<TB, Item, Input>,
): void {
  const { path, key, operations } = definition;
  // A plain string from here on: the table is chosen at run time (see DynamicDatabase).
  const table: string = definition.table;
  const offers = (operation: Operation) => operations.includes(operation);
  // Its events may come from other instances of a cluster (http/stream-hub.ts).
  app.streams.know(definition);

  const contextOf = (request: FastifyRequest, db: Kysely<Database> = app.db.kysely): ResourceContext => ({
    db,
    user: callerOf(request),
    query: (request.query ?? {}) as QueryParams,
    request,
  });

  /** The row the caller may see with this key, or 404 — another tenant's row looks exactly like a missing one. */
  async function findVisible(context: ResourceContext, id: string): Promise<RowOf<TB>> {
    const row = await rowWithKey(definition, context, id, definition.scope(context));
    if (!row) throw notFound();
    return row;
  }

  /** Serialises outside any transaction: the answer shows what was committed. */
  async function answerItem(reply: FastifyReply, context: ResourceContext, row: RowOf<TB>, status = 200) {
    const [item] = await definition.serialize([row], context);
    return reply.code(status).type(JSONLD_CONTENT_TYPE).send(item);
  }

  /** Runs a write in one transaction, so a refused step (403/422) leaves nothing behind. */
  async function write<T>(request: FastifyRequest, work: (context: ResourceContext) => Promise<T>): Promise<T> {
    try {
      return await app.db.kysely.transaction().execute((trx) => work(contextOf(request, trx)));
    } catch (error) {
      if (definition.uniqueProperty && isUniqueViolation(error))
        throw unprocessable([{ propertyPath: definition.uniqueProperty, message: MESSAGES.used }]);
      throw error;
    }
  }

  const refuse = async () => {
    throw methodNotAllowed();
  };
  const tags = [definition.type];
  const itemUrl = `/${path}/:id`;
  const params = itemParamsSchema(key.kind);

  app.get(
    `/${path}`,
    { schema: { tags, summary: `${definition.type} collection`, querystring: collectionQuerySchema(definition) } },
    async (request, reply) => {
      const context = contextOf(request);
      if (!offers('list')) throw methodNotAllowed();
      if (!definition.allows(context.user, 'list')) throw accessDenied();
      const page = parsePagination(context.query, definition.pagination);
      const { base, rows: all, order } = collectionQuery(definition, context);
      // The total is a count of every matching row; between writes it cannot change (db/read-cache.ts).
      const counting = base.select(sql<string | number>`count(*)`.as('count')).compile();
      const total = await app.db.counts.read(`${counting.sql}\n${JSON.stringify(counting.parameters)}`, async () => {
        const { rows } = await context.db.executeQuery(counting);
        return Number(rows[0]?.count ?? 0);
      });
      if (!page.paginated && total > MAX_UNPAGINATED_ITEMS)
        throw badRequest(
          `This list has ${total} items; pagination=false answers at most ${MAX_UNPAGINATED_ITEMS}. Use page and itemsPerPage.`,
        );
      let rows = all;
      if (page.paginated) rows = pageOf(rows, page.itemsPerPage, (page.page - 1) * page.itemsPerPage);
      rows = withRelated(definition, context, rows, order);

      const members = await definition.serialize((await rows.execute()) as RowOf<TB>[], context);
      return reply
        .type(JSONLD_CONTENT_TYPE)
        .send(hydraCollection(path, definition.type, members, total, page, context.query));
    },
  );

  app.get<{ Params: { id: string } }>(
    itemUrl,
    { schema: { tags, summary: `One ${definition.type}`, params } },
    async (request, reply) => {
      const context = contextOf(request);
      if (!offers('read')) throw methodNotAllowed();
      return answerItem(reply, context, await itemFor(definition, context, request.params.id, 'read'));
    },
  );

  if (offers('create') && definition.toInsert) {
    const toInsert = definition.toInsert;
    app.post(
      `/${path}`,
      { schema: { tags, summary: `Create a ${definition.type}`, body: definition.schemas?.create } },
      async (request, reply) => {
        if (!definition.allows(callerOf(request), 'create')) throw accessDenied();
        const created = await write(request, async (context) => {
          const body = request.body as Input;
          const values = await toInsert(body, context);
          const inserted = await dynamic(context.db)
            .insertInto(table)
            .values(values)
            .returning('id')
            .executeTakeFirstOrThrow();
          await definition.afterWrite?.(Number(inserted.id), body, context, 'create');
          const row = await dynamic(context.db)
            .selectFrom(table)
            .selectAll()
            .where('id', '=', inserted.id)
            .executeTakeFirstOrThrow();
          // Creating something the caller could not then see would be a privilege leak: refuse and roll back.
          await findVisible(context, String((row as Record<string, unknown>)[key.column])).catch(() => {
            throw accessDenied();
          });
          await publish(request, context.db, definition, row, 'created');
          await auditWrites(request, context.db, [{ resource: definition, action: 'create', after: row }]);
          return row as RowOf<TB>;
        });
        return answerItem(reply, contextOf(request), created, 201);
      },
    );
  } else {
    app.post(`/${path}`, { schema: { tags, summary: 'Not offered' } }, refuse);
  }

  if (offers('update') && definition.toUpdate) {
    const toUpdate = definition.toUpdate;
    const body = definition.schemas?.update ?? patchSchemaOf(definition.schemas?.create);
    app.patch<{ Params: { id: string }; Body: Partial<Input> }>(
      itemUrl,
      { schema: { tags, summary: `Update a ${definition.type} (merge-patch)`, params, body } },
      async (request, reply) => {
        const updated = await write(request, async (context) => {
          const row = await itemFor(definition, context, request.params.id, 'update');
          const id = (row as Record<string, unknown>).id;
          const changes = await toUpdate(request.body ?? {}, row, context);
          if (Object.keys(changes).length > 0)
            await dynamic(context.db).updateTable(table).set(changes).where('id', '=', id).execute();
          await definition.afterWrite?.(Number(id), request.body ?? {}, context, 'update');
          await publish(request, context.db, definition, row, 'updated');
          const after = await findVisible(context, request.params.id);
          await auditWrites(request, context.db, [{ resource: definition, action: 'update', before: row, after }]);
          return after;
        });
        return answerItem(reply, contextOf(request), updated);
      },
    );
  } else {
    app.patch(itemUrl, { schema: { tags, summary: 'Not offered', params } }, refuse);
  }

  if (offers('delete')) {
    app.delete<{ Params: { id: string } }>(
      itemUrl,
      { schema: { tags, summary: `Delete a ${definition.type}`, params } },
      async (request, reply) => {
        await write(request, async (context) => {
          const row = await itemFor(definition, context, request.params.id, 'delete');
          await publish(request, context.db, definition, row, 'deleted');
          if (definition.remove) await definition.remove(row, context);
          else
            await dynamic(context.db)
              .deleteFrom(table)
              .where('id', '=', (row as Record<string, unknown>).id)
              .execute();
          await auditWrites(request, context.db, [{ resource: definition, action: 'delete', before: row }]);
        });
        return reply.code(204).send();
      },
    );
  } else {
    app.delete(itemUrl, { schema: { tags, summary: 'Not offered', params } }, refuse);
  }
  rememberDefinition(definition);
  if (offers('list')) registerCsvExport(app, definition);
  app.put(itemUrl, { schema: { tags, summary: 'Not offered: use PATCH', params } }, refuse);
}

export { NO_ROWS };
