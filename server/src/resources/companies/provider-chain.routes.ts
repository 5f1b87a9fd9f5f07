import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { AddressInput, Iri } from '../../../../contract/index.js';
import { callerOf } from '../../auth/plugin.js';
import { accessDenied, MESSAGES, notFound, unprocessable } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { iriOf } from '../../hydra/serialize.js';
import { addressProperties, addressToInsert, addressToUpdate } from './addresses.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { providerName, providerResource, providerToInsert, providerToUpdate, serializeProvider } from './providers.js';
import { itemParamsSchema } from '../engine/schemas.js';
import { iriOrNull } from '../engine/schemas.js';
import { tenantForCreate, tenantIri } from '../engine/tenant-owned.js';

interface ChainCreate {
  name: string;
  tenant?: Iri | null;
  address: AddressInput;
}

interface ChainUpdate {
  name?: string;
  tenant?: Iri | null;
  address?: Partial<AddressInput>;
}

const chainAddress = (required: string[]) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: addressProperties,
});

const ADDRESS_FIELDS = ['street', 'postalCode', 'city'];

/**
 * The spec's provider create (POST addresses, then POST providers) and update (PATCH providers,
 * then PATCH addresses) as single calls, each in one transaction, so a refused provider never
 * leaves an orphan address behind. The separate calls keep working as well.
 */
export async function providerChainRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Provider'];

  async function insertAddress(context: ResourceContext, address: AddressInput, tenantId: number | null) {
    const values = await addressToInsert({ ...address, tenant: tenantIri(tenantId) }, context, 'address.');
    const row = await context.db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow();
    return iriOf('addresses', row.id);
  }

  async function answer(id: number, status: number, reply: FastifyReply) {
    const row = await app.db.kysely.selectFrom('providers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return reply.code(status).type(JSONLD_CONTENT_TYPE).send(serializeProvider(row));
  }

  app.post<{ Body: ChainCreate }>(
    '/providers/chain',
    {
      schema: {
        tags,
        summary: 'Create a provider and its address in one transaction',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'address'],
          properties: { name: providerName, tenant: iriOrNull, address: chainAddress(ADDRESS_FIELDS) },
        },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!providerResource.allows(user, 'create')) throw accessDenied();
      const id = await app.db.kysely.transaction().execute(async (trx) => {
        const context: ResourceContext = { db: trx, user, query: {} };
        const tenantId = await tenantForCreate(context, request.body.tenant, false);
        const address = await insertAddress(context, request.body.address, tenantId);
        const values = await providerToInsert(
          { name: request.body.name, tenant: request.body.tenant, address },
          context,
        );
        return (await trx.insertInto('providers').values(values).returning('id').executeTakeFirstOrThrow()).id;
      });
      return answer(id, 201, reply);
    },
  );

  app.patch<{ Params: { id: string }; Body: ChainUpdate }>(
    '/providers/:id/chain',
    {
      schema: {
        tags,
        summary: 'Update a provider and its address in one transaction (merge-patch)',
        params: itemParamsSchema('int'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { name: providerName, tenant: iriOrNull, address: chainAddress([]) },
        },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const id = await app.db.kysely.transaction().execute(async (trx) => {
        const context: ResourceContext = { db: trx, user, query: {} };
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
        const changes = await providerToUpdate(fields, provider, context);
        const tenantId = changes.tenant_id === undefined ? provider.tenant_id : changes.tenant_id;
        if (address) changes.address_id = await writeAddress(context, provider, address, tenantId);
        if (Object.keys(changes).length > 0)
          await trx.updateTable('providers').set(changes).where('id', '=', provider.id).execute();
        return provider.id;
      });
      return answer(id, 200, reply);
    },
  );

  /** Changes the provider's address, or gives it one when it has none (then every field is needed). */
  async function writeAddress(
    context: ResourceContext,
    provider: RowOf<'providers'>,
    address: Partial<AddressInput>,
    tenantId: number | null,
  ): Promise<number> {
    if (provider.address_id === null) {
      const missing = ADDRESS_FIELDS.filter((field) => address[field as keyof AddressInput] === undefined);
      if (missing.length > 0)
        throw unprocessable(missing.map((field) => ({ propertyPath: `address.${field}`, message: MESSAGES.blank })));
      const iri = await insertAddress(context, address as AddressInput, tenantId);
      return Number(iri.split('/').pop());
    }
    const row = await context.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', provider.address_id)
      .executeTakeFirstOrThrow();
    const changes = await addressToUpdate(address, row, context, 'address.');
    // The address follows its provider when a supervisor moves the provider to another tenant.
    if (tenantId !== row.tenant_id) changes.tenant_id = tenantId;
    if (Object.keys(changes).length > 0)
      await context.db.updateTable('addresses').set(changes).where('id', '=', row.id).execute();
    return row.id;
  }
}
