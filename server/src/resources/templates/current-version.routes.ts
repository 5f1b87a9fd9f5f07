import { routeOf } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/portable.js';
import { accessDenied, badRequest, notFound } from '../../hydra/errors.js';
import { queryId } from '../engine/tenant-owned.js';
import { contractTemplateVersionResource, templateVersionScope } from './contract-template-versions.js';
import { answerItem, contextOf } from '../engine/crud.js';
import { itemAnswer } from '../../hydra/answers.js';

/**
 * `GET /api/contract_template_versions/current_template_version?template=<IRI|id>` (spec section 7):
 * the version in force now, i.e. the latest published, active one whose plannedRevision has been
 * reached. A draft, a version planned for the future or a withdrawn one (activity false) is never
 * current; 404 when
 * the template has no such version (or is not the caller's to see).
 */
export async function currentTemplateVersionRoute(app: FastifyInstance): Promise<void> {
  const resource = contractTemplateVersionResource;
  app.get<{ Querystring: { template: string } }>(
    routeOf('currentTemplateVersion'),
    {
      schema: {
        tags: [resource.type],
        summary: 'The template version in force now for one template',
        querystring: {
          type: 'object',
          required: ['template'],
          properties: { template: { type: 'string', minLength: 1, maxLength: 255 } },
        },
        answers: itemAnswer(resource.path, 200, 'The version in force now'),
      },
    },
    async (request, reply) => {
      const context = contextOf(request, app.db.kysely);
      if (!resource.allows(context.user, 'read')) throw accessDenied();
      const templateId = queryId(request.query.template, 'contract_templates');
      if (templateId === null) throw badRequest('template should be an id or a contract template IRI');
      const scope = templateVersionScope(context.user);
      const row = await context.db
        .selectFrom('contract_template_versions')
        .selectAll()
        .where('template_id', '=', templateId)
        .where('activity', '=', 1)
        .where('published_at', 'is not', null)
        // ISO-8601 UTC text compares in time order, on SQLite and PostgreSQL alike.
        .where('planned_revision', '<=', nowIso())
        .where((eb) => eb.and(scope ? [scope] : []))
        .orderBy('planned_revision', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw notFound();
      return answerItem(reply, resource, context, row);
    },
  );
}
