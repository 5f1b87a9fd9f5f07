import type { FastifyInstance } from 'fastify';
import { type ContractVersionBatchItem, contractVersionBatchBody, routeOf } from '../../../../contract/index.js';
import { callerOf } from '../../auth/plugin.js';
import { accessDenied, ApiError, MESSAGES, unprocessable } from '../../hydra/errors.js';
import { publish } from '../../http/events.js';
import { intIdFromIri } from '../../hydra/serialize.js';
import { contractVersionResource } from './contract-versions.js';
import { answerRows, contextOf, inWrite, itemFor } from '../engine/crud.js';
import { auditWrites, type AuditedWrite } from '../engine/audit.js';
import { collectionAnswer } from '../../hydra/answers.js';

/** A violation of item i is reported at items[i].<field>, so a form can point at the right row. */
function withinItem(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError) || !error.violations) return error;
  return unprocessable(
    error.violations.map((v) => ({
      propertyPath: v.propertyPath ? `items[${index}].${v.propertyPath}` : `items[${index}]`,
      message: v.message,
    })),
  );
}

function idOf(item: ContractVersionBatchItem): number | null {
  const raw = item['@id'] ?? item.id;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (raw === undefined) return null;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : intIdFromIri(raw, 'contract_versions');
}

/**
 * `PATCH /api/contract_versions/batch` `{ "items": [{ "id" | "@id", …merge-patch }] }`: every item
 * is patched by the same rules as a single PATCH, in ONE transaction, so either all change or none
 * (the spec's one PATCH per item still works). Answers the updated items as a collection.
 */
export async function contractVersionBatchRoute(app: FastifyInstance): Promise<void> {
  const resource = contractVersionResource;
  app.patch<{ Body: { items: ContractVersionBatchItem[] } }>(
    routeOf('contractVersionsBatch'),
    {
      schema: {
        tags: [resource.type],
        summary: 'Patch several contract versions, all or nothing',
        body: contractVersionBatchBody,
        answers: collectionAnswer(resource.path, 'The patched versions, in the order given'),
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!resource.allows(user, 'update')) throw accessDenied();
      const ids = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const seen = new Set<number>();
        const written: AuditedWrite[] = [];
        for (const [index, item] of request.body.items.entries()) {
          const id = idOf(item);
          if (id === null) throw unprocessable([{ propertyPath: `items[${index}].id`, message: MESSAGES.blank }]);
          if (seen.has(id)) throw unprocessable([{ propertyPath: `items[${index}].id`, message: MESSAGES.used }]);
          seen.add(id);
          // The same answers as a single PATCH of this version (404, 403 without the right to change it).
          const row = await itemFor(resource, context, String(id), 'update');
          const { id: _id, '@id': _iri, ...patch } = item;
          try {
            const changes = await resource.toUpdate!(patch, row, context);
            if (Object.keys(changes).length > 0)
              await trx.updateTable('contract_versions').set(changes).where('id', '=', id).execute();
            await resource.afterWrite?.(id, patch, context, 'update');
          } catch (error) {
            throw withinItem(error, index);
          }
          const after = await trx
            .selectFrom('contract_versions')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          written.push({ resource, action: 'update', before: row, after });
        }
        // One entry per version, all in one insert.
        await auditWrites(request, trx, written);
        return [...seen];
      });
      for (const id of ids) await publish(request, app.db.kysely, resource, id, 'updated');
      // Serialised after commit, in the order the client sent them.
      const rows = await app.db.kysely.selectFrom('contract_versions').selectAll().where('id', 'in', ids).execute();
      rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      return answerRows(reply, resource, contextOf(request, app.db.kysely), rows);
    },
  );
}
