import { type Iri, ROLES, routeOf, stockWidgetBody } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { answerItem, contextOf, inWrite, itemFor } from '../engine/crud.js';
import { defineResource } from '../engine/define.js';
import { itemActionSchema } from '../engine/schemas.js';
import { readableBy, tenantForCreate, tenantIri } from '../engine/tenant-owned.js';

/** A tenant's widgets, kept in the country tags' table (the recipe adds a resource, not a table). */
export const stockWidgetResource = defineResource('stockWidgets', {
  table: 'country_tags',
  filterSpecs: {
    name: { kind: 'partial', column: 'country_tags.name' },
  },
  order: { id: 'id', name: 'name' },
  schemas: { create: stockWidgetBody },
  allows: readableBy(ROLES.EDITOR),
  item: (row) => ({ id: row.id, name: row.name, tenant: tenantIri(row.tenant_id) as Iri }),
  toInsert: async (body, context) => ({
    name: body.name,
    tenant_id: (await tenantForCreate(context, body.tenant, true)) as number,
  }),
  toUpdate: async (body) => (body.name === undefined ? {} : { name: body.name }),
});

/** The special call: the widget's name in capitals, with the rights and answers of an update. */
export async function stockWidgetPolishRoute(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { id: string } }>(
    routeOf('stockWidgetPolish'),
    { schema: itemActionSchema(stockWidgetResource, 'Polish a widget', 'The polished widget') },
    async (request, reply) => {
      const row = await inWrite(request, app.db.kysely, async (context) => {
        const widget = await itemFor(stockWidgetResource, context, request.params.id, 'update');
        const name = widget.name.toUpperCase();
        await context.db.updateTable('country_tags').set({ name }).where('id', '=', widget.id).execute();
        return { ...widget, name };
      });
      return answerItem(reply, stockWidgetResource, contextOf(request, app.db.kysely), row);
    },
  );
}
