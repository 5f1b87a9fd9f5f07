import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import {
  type ProviderChainInput,
  providerChainBody,
  providerChainPatchBody,
  routeOf,
} from '../../../../contract/index.js';
import { callerOf } from '../../auth/plugin.js';
import { accessDenied, notFound } from '../../hydra/errors.js';
import { publish } from '../../http/events.js';
import { iriOf } from '../../hydra/serialize.js';
import { itemParamsSchema } from '../engine/schemas.js';
import { tenantForCreate } from '../engine/tenant-owned.js';
import { addressAudit, addressRow, writeAddress } from './chain-address.js';
import { auditWrites } from '../engine/audit.js';
import { providerResource, providerToInsert, providerToUpdate } from './providers.js';
import { answerItem, contextOf, inWrite } from '../engine/crud.js';
import { itemAnswer } from '../../hydra/answers.js';

/**
 * The spec's provider create (POST addresses, then POST providers) and update (PATCH providers,
 * then PATCH addresses) as single calls, each in one transaction, so a refused provider never
 * leaves an orphan address behind. The separate calls keep working as well.
 */
export async function providerChainRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Provider'];

  async function answer(request: FastifyRequest, reply: FastifyReply, id: number, status: number) {
    const row = await app.db.kysely.selectFrom('providers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return answerItem(reply, providerResource, contextOf(request, app.db.kysely), row, status);
  }

  app.post<{ Body: ProviderChainInput }>(
    routeOf('providerChainCreate'),
    {
      schema: {
        tags,
        summary: 'Create a provider and its address in one transaction',
        body: providerChainBody,
        answers: itemAnswer(providerResource.path, 201, 'Created: the new provider as JSON-LD'),
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!providerResource.allows(user, 'create')) throw accessDenied();
      const id = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const tenantId = await tenantForCreate(context, request.body.tenant, false);
        const addressId = await writeAddress(context, request.body.address, tenantId, null, {});
        const values = await providerToInsert(
          { name: request.body.name, tenant: request.body.tenant, address: iriOf('addresses', addressId) },
          context,
        );
        const created = await trx.insertInto('providers').values(values).returningAll().executeTakeFirstOrThrow();
        await auditWrites(request, trx, [
          { resource: providerResource, action: 'create', after: created },
          ...(await addressAudit(context, undefined, addressId)),
        ]);
        return created.id;
      });
      await publish(request, app.db.kysely, providerResource, id, 'created');
      return answer(request, reply, id, 201);
    },
  );

  app.patch<{ Params: { id: string }; Body: Partial<ProviderChainInput> }>(
    routeOf('providerChainUpdate'),
    {
      schema: {
        tags,
        summary: 'Update a provider and its address in one transaction (merge-patch)',
        params: itemParamsSchema('int'),
        body: providerChainPatchBody,
        answers: itemAnswer(providerResource.path),
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const id = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const scope = providerResource.scope(context);
        const provider = await trx
          .selectFrom('providers')
          .selectAll()
          .where('id', '=', Number(request.params.id))
          .where(scope ?? sql<SqlBool>`1 = 1`)
          .executeTakeFirst();
        if (!provider) throw notFound();
        if (!providerResource.allows(user, 'update')) throw accessDenied();
        const { address, ...fields } = request.body ?? {};
        const addressBefore = address ? await addressRow(context, provider.address_id) : undefined;
        const changes = await providerToUpdate(fields, provider, context);
        const tenantId = changes.tenant_id === undefined ? provider.tenant_id : changes.tenant_id;
        if (address) {
          changes.address_id = await writeAddress(context, address, tenantId, provider.address_id, {
            providerId: provider.id,
          });
          // The address follows its provider when a supervisor moves the provider to another tenant.
          await trx
            .updateTable('addresses')
            .set({ tenant_id: tenantId })
            .where('id', '=', changes.address_id)
            .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '!=', tenantId)]))
            .execute();
        }
        if (Object.keys(changes).length > 0)
          await trx.updateTable('providers').set(changes).where('id', '=', provider.id).execute();
        const after = await trx
          .selectFrom('providers')
          .selectAll()
          .where('id', '=', provider.id)
          .executeTakeFirstOrThrow();
        await auditWrites(request, trx, [
          { resource: providerResource, action: 'update', before: provider, after },
          ...(address ? await addressAudit(context, addressBefore, changes.address_id ?? null) : []),
        ]);
        return provider.id;
      });
      await publish(request, app.db.kysely, providerResource, id, 'updated');
      return answer(request, reply, id, 200);
    },
  );
}
