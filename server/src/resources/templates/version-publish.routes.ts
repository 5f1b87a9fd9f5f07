import type { FastifyInstance } from 'fastify';
import { templateVersionPublishPath } from '../../../../contract/index.js';
import { nowIso } from '../../db/portable.js';
import { publish } from '../../http/events.js';
import { answerItem, contextOf, inWrite, itemFor } from '../engine/crud.js';
import { auditWrites } from '../engine/audit.js';
import { itemActionSchema } from '../engine/schemas.js';
import { contractTemplateVersionResource } from './contract-template-versions.js';

/**
 * `POST /api/contract_template_versions/{id}/publish` (no body): a draft becomes published. Those
 * who write templates may publish (supervisor, tenant admin, editor), within the versions they see
 * (another tenant's version is missing: 404; a reader such as the company admin: 403). It takes
 * effect now: publishedAt and plannedRevision become the server's now, so the version published
 * last is the one in force, whenever its draft was begun. A published version is answered as it is
 * (a repeated click or retry changes nothing).
 */
export async function publishVersionRoute(app: FastifyInstance): Promise<void> {
  const resource = contractTemplateVersionResource;
  app.post<{ Params: { id: string } }>(
    `/${templateVersionPublishPath(':id')}`,
    { schema: itemActionSchema(resource, 'Publish a draft template version', 'The published version') },
    async (request, reply) => {
      const id = Number(request.params.id);
      const { row, changed } = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const found = await itemFor(resource, context, request.params.id, 'update');
        if (found.published_at !== null) return { row: found, changed: false };
        const now = nowIso();
        await trx
          .updateTable('contract_template_versions')
          .set({
            published_at: now,
            // ISO-8601 UTC text compares in time order; a later planned revision is kept.
            planned_revision: found.planned_revision > now ? found.planned_revision : now,
          })
          .where('id', '=', id)
          .where('published_at', 'is', null)
          .execute();
        const updated = await trx
          .selectFrom('contract_template_versions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await auditWrites(request, trx, [{ resource, action: 'publish', before: found, after: updated }]);
        return { row: updated, changed: true };
      });
      if (changed) await publish(request, app.db.kysely, resource, row, 'updated');
      return answerItem(reply, resource, contextOf(request, app.db.kysely), row);
    },
  );
}
