import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { dynamic } from '../../db/dynamic.js';
import { emptyAnswer, itemAnswer } from '../../hydra/answers.js';
import { publish } from '../../http/events.js';
import { accessDenied, methodNotAllowed } from '../../hydra/errors.js';
import { auditWrites } from './audit.js';
import type { ResourceDefinition, RowOf, TableName } from './define.js';
import { answerItem, itemFor, visibleRow } from './item.js';
import { contextOf, inWrite } from './request-context.js';
import { itemParamsSchema, patchSchemaOf } from './schemas.js';

/**
 * POST, PATCH (merge-patch) and DELETE of a definition, each one transaction with its live-update
 * event and its audit entry; the operations it does not offer answer 405.
 */
export function registerWriteRoutes<TB extends TableName, Item extends object, Input extends object>(
  app: FastifyInstance,
  definition: ResourceDefinition<TB, Item, Input>,
): void {
  const { path, key, operations } = definition;
  // A plain string from here on: the table is chosen at run time (db/dynamic.ts).
  const table: string = definition.table;
  const offers = (operation: 'create' | 'update' | 'delete') => operations.includes(operation);
  const write = <T>(request: Parameters<typeof contextOf>[0], work: Parameters<typeof inWrite<T>>[2]) =>
    inWrite(request, app.db.kysely, work, definition.uniqueProperty);
  const refuse = async () => {
    throw methodNotAllowed();
  };
  const tags = [definition.type];
  const itemUrl = `/${path}/:id`;
  const params = itemParamsSchema(key.kind);

  if (offers('create') && definition.toInsert) {
    const toInsert = definition.toInsert;
    app.post(
      `/${path}`,
      {
        schema: {
          tags,
          summary: `Create a ${definition.type}`,
          body: definition.schemas?.create,
          answers: itemAnswer(path, 201, 'Created: the new item as JSON-LD'),
        },
      },
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
          await visibleRow(definition, context, String((row as Record<string, unknown>)[key.column])).catch(() => {
            throw accessDenied();
          });
          await publish(request, context.db, definition, row, 'created');
          await auditWrites(request, context.db, [{ resource: definition, action: 'create', after: row }]);
          return row as RowOf<TB>;
        });
        return answerItem(reply, definition, contextOf(request, app.db.kysely), created, 201);
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
      {
        schema: { tags, summary: `Update a ${definition.type} (merge-patch)`, params, body, answers: itemAnswer(path) },
      },
      async (request, reply) => {
        const updated = await write(request, async (context) => {
          const row = await itemFor(definition, context, request.params.id, 'update');
          const id = (row as Record<string, unknown>).id;
          const changes = await toUpdate(request.body ?? {}, row, context);
          if (Object.keys(changes).length > 0)
            await dynamic(context.db).updateTable(table).set(changes).where('id', '=', id).execute();
          await definition.afterWrite?.(Number(id), request.body ?? {}, context, 'update');
          await publish(request, context.db, definition, row, 'updated');
          const after = await visibleRow(definition, context, request.params.id);
          await auditWrites(request, context.db, [{ resource: definition, action: 'update', before: row, after }]);
          return after;
        });
        return answerItem(reply, definition, contextOf(request, app.db.kysely), updated);
      },
    );
  } else {
    app.patch(itemUrl, { schema: { tags, summary: 'Not offered', params } }, refuse);
  }

  if (offers('delete')) {
    app.delete<{ Params: { id: string } }>(
      itemUrl,
      { schema: { tags, summary: `Delete a ${definition.type}`, params, answers: emptyAnswer(204, 'Deleted') } },
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
  app.put(itemUrl, { schema: { tags, summary: 'Not offered: use PATCH', params } }, refuse);
}
