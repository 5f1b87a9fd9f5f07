import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MAX_UNPAGINATED_ITEMS } from '../../../../contract/index.js';
import { collectionAnswer } from '../../hydra/answers.js';
import { accessDenied, badRequest, methodNotAllowed } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { parsePagination } from '../../hydra/query.js';
import { hydraCollection } from '../../hydra/serialize.js';
import type { ResourceDefinition, RowOf, TableName } from './define.js';
import { collectionQuery, pageOf, withRelated } from './list-query.js';
import { contextOf } from './request-context.js';
import { collectionQuerySchema, refuseUnknownParameters } from './schemas.js';

/** `GET /api/<path>`: a Hydra collection of what the caller sees, filtered, ordered and paged. */
export function registerListRoute<TB extends TableName, Item extends object, Input extends object>(
  app: FastifyInstance,
  definition: ResourceDefinition<TB, Item, Input>,
): void {
  const { path } = definition;
  const querystring = collectionQuerySchema(definition);
  app.get(
    `/${path}`,
    {
      schema: {
        tags: [definition.type],
        summary: `${definition.type} collection`,
        querystring,
        answers: collectionAnswer(path),
      },
    },
    async (request, reply) => {
      const context = contextOf(request, app.db.kysely);
      if (!definition.operations.includes('list')) throw methodNotAllowed();
      if (!definition.allows(context.user, 'list')) throw accessDenied();
      refuseUnknownParameters(context.query, querystring);
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
}
