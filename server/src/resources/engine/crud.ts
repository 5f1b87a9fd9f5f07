import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { itemAnswer } from '../../hydra/answers.js';
import { methodNotAllowed } from '../../hydra/errors.js';
import { registerCsvExport } from './csv.js';
import { rememberDefinition } from './csv-words.js';
import type { ResourceDefinition, TableName } from './define.js';
import { answerItem, itemFor } from './item.js';
import { registerListRoute } from './list-route.js';
import { contextOf } from './request-context.js';
import { itemParamsSchema } from './schemas.js';
import { registerWriteRoutes } from './write-routes.js';

export { NO_ROWS, answerItem, answerRows, itemFor, visibleRow } from './item.js';
export { contextOf, inWrite } from './request-context.js';

/**
 * A definition's routes: its collection (list-route.ts), its item, its writes (write-routes.ts)
 * and its CSV export; its live-update events may come from other instances of a cluster.
 */
export function registerResource<TB extends TableName, Item extends object, Input extends object>(
  app: FastifyInstance,
  definition: ResourceDefinition<TB, Item, Input>,
): void {
  app.streams.know(definition);
  registerListRoute(app, definition);
  app.get<{ Params: { id: string } }>(
    `/${definition.path}/:id`,
    {
      schema: {
        tags: [definition.type],
        summary: `One ${definition.type}`,
        params: itemParamsSchema(definition.key.kind),
        answers: itemAnswer(definition.path),
      },
    },
    async (request, reply) => {
      const context = contextOf(request, app.db.kysely);
      if (!definition.operations.includes('read')) throw methodNotAllowed();
      return answerItem(reply, definition, context, await itemFor(definition, context, request.params.id, 'read'));
    },
  );
  registerWriteRoutes(app, definition);
  rememberDefinition(definition);
  if (definition.operations.includes('list')) registerCsvExport(app, definition);
}
