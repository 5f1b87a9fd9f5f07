import { routeOf } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import { accessDenied, unprocessable } from '../../hydra/errors.js';
import { publish } from '../../http/events.js';
import { itemActionSchema } from '../engine/schemas.js';
import { answerItem, contextOf, inWrite, itemFor } from '../engine/crud.js';
import { auditWrites } from '../engine/audit.js';
import { contractVersionResource } from './contract-versions.js';
import { customerAssociationResource } from './customer-associations.js';
import { recordSignature } from './contract-evidence.js';

/**
 * `POST /api/customer_associations/{id}/sign`: the associated customer signs. In one transaction
 * the association gets signedAt = now and so does the latest contract version addressed to that
 * customer, so the contract list and the association never disagree about the signature.
 * Only the customer itself signs (403 for anyone else who can see it); signing twice is a 422.
 */
export async function customerAssociationSignRoute(app: FastifyInstance): Promise<void> {
  const resource = customerAssociationResource;
  app.post<{ Params: { id: string } }>(
    routeOf('customerAssociationSign'),
    { schema: itemActionSchema(resource, 'The customer signs its contract', 'The signed association') },
    async (request, reply) => {
      const user = callerOf(request);
      const id = Number(request.params.id);
      const signedVersion = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const association = await itemFor(resource, context, request.params.id, 'read');
        if (association.customer_user_id !== user.id) throw accessDenied();
        if (association.signed_at !== null)
          throw unprocessable([{ propertyPath: 'signedAt', message: 'This contract is already signed.' }]);
        const version = await trx
          .selectFrom('contract_versions')
          .selectAll()
          .where('contract_id', '=', association.contract_id)
          .where('recipient_user_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!version)
          throw unprocessable([{ propertyPath: 'contract', message: 'No version of this contract was sent to you.' }]);
        const signedAt = nowIso();
        if (version.signed_at === null)
          await trx
            .updateTable('contract_versions')
            .set({ signed_at: signedAt })
            .where('id', '=', version.id)
            .execute();
        await trx.updateTable('customer_associations').set({ signed_at: signedAt }).where('id', '=', id).execute();
        const signed = { ...association, signed_at: signedAt };
        const evidence = version.signed_at === null ? await recordSignature(context, version.id) : {};
        await auditWrites(request, trx, [
          { resource, action: 'sign', before: association, after: signed },
          ...(version.signed_at === null
            ? [
                {
                  resource: contractVersionResource,
                  action: 'sign' as const,
                  before: version,
                  after: { ...version, signed_at: signedAt },
                  extra: evidence,
                },
              ]
            : []),
        ]);
        return version.id;
      });
      const context = contextOf(request, app.db.kysely);
      const row = await app.db.kysely
        .selectFrom('customer_associations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // The association, the signed version and (as their parent) the contract: each list showing them refreshes.
      await publish(request, app.db.kysely, resource, row, 'updated');
      await publish(request, app.db.kysely, contractVersionResource, signedVersion, 'updated');
      return answerItem(reply, resource, context, row);
    },
  );
}
