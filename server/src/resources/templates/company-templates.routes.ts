import { companyTemplateListBody, routeOf } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { accessDenied, notFound } from '../../hydra/errors.js';
import { publish } from '../../http/events.js';
import { iriOf } from '../../hydra/serialize.js';
import { companyTemplateResource, managedCompany, templateForCompany } from './company-templates.js';
import { answerItem, answerRows, contextOf, inWrite, itemFor } from '../engine/crud.js';
import { auditWrites } from '../engine/audit.js';
import { itemActionSchema, itemParamsSchema } from '../engine/schemas.js';
import { collectionAnswer } from '../../hydra/answers.js';

/**
 * The two special calls of template activation (spec sections 4 and 7):
 * - `PATCH /api/company_mediate_contract_templates/{id}/disable` sets activity false and answers the item;
 * - `PUT /api/companies/{uuid}/mediate_contract_templates` `{ "contractTemplates": [IRIs] }` makes the
 *   company's links exactly that list in ONE transaction (links kept keep their flags; a bad IRI → 400
 *   and nothing changes). The spec's DELETE-each/POST-each sequence works too, but can stop halfway.
 */
export async function companyTemplateRoutes(app: FastifyInstance): Promise<void> {
  const resource = companyTemplateResource;
  const tags = [resource.type];

  app.patch<{ Params: { id: string } }>(
    routeOf('companyTemplateDisable'),
    { schema: itemActionSchema(resource, 'Disable a template for a company') },
    async (request, reply) => {
      const id = Number(request.params.id);
      const row = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const before = await itemFor(resource, context, request.params.id, 'update');
        await trx.updateTable('company_mediate_contract_templates').set({ activity: 0 }).where('id', '=', id).execute();
        const after = await trx
          .selectFrom('company_mediate_contract_templates')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await auditWrites(request, trx, [{ resource, action: 'disable', before, after }]);
        return after;
      });
      await publish(request, app.db.kysely, resource, row, 'updated');
      return answerItem(reply, resource, contextOf(request, app.db.kysely), row);
    },
  );

  app.put<{ Params: { id: string }; Body: { contractTemplates: string[] } }>(
    routeOf('companyTemplatesReplace'),
    {
      schema: {
        tags,
        summary: "Replace a company's template links in one transaction",
        params: itemParamsSchema('uuid'),
        body: companyTemplateListBody,
        answers: collectionAnswer(resource.path, "The company's template links after the change"),
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!resource.allows(user, 'create')) throw accessDenied();
      const companyId = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        // The company is named by the URL: one the caller cannot manage is missing (404), not a bad link.
        const company = await managedCompany(context, iriOf('companies', request.params.id)).catch(() => {
          throw notFound();
        });
        const wanted = new Set<number>();
        for (const iri of request.body.contractTemplates)
          wanted.add(await templateForCompany(context, iri, company.tenantId));
        let removal = trx.deleteFrom('company_mediate_contract_templates').where('company_id', '=', company.id);
        if (wanted.size > 0) removal = removal.where('contract_template_id', 'not in', [...wanted]);
        const removed = await removal.returningAll().execute();
        const kept = await trx
          .selectFrom('company_mediate_contract_templates')
          .select('contract_template_id')
          .where('company_id', '=', company.id)
          .execute();
        const missing = [...wanted].filter((id) => !kept.some((link) => link.contract_template_id === id));
        const added =
          missing.length === 0
            ? []
            : await trx
                .insertInto('company_mediate_contract_templates')
                .values(
                  missing.map((templateId) => ({
                    company_id: company.id,
                    contract_template_id: templateId,
                    activity: 1,
                    approved: 0,
                  })),
                )
                .returningAll()
                .execute();
        await auditWrites(request, trx, [
          ...removed.map((before) => ({ resource, action: 'delete' as const, before })),
          ...added.map((after) => ({ resource, action: 'create' as const, after })),
        ]);
        return company.id;
      });
      const rows = await app.db.kysely
        .selectFrom('company_mediate_contract_templates')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('id')
        .execute();
      for (const row of rows) await publish(request, app.db.kysely, resource, row, 'updated');
      return answerRows(reply, resource, contextOf(request, app.db.kysely), rows);
    },
  );
}
