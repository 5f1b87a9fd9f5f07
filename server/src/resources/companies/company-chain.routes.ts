import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AddressChainInput,
  type CompanyChainInput,
  type CompanyInput,
  type Iri,
  type ProviderChoice,
  companyChainBody,
  routeOf,
} from '../../../../contract/index.js';
import { callerOf, isSupervisor } from '../../auth/plugin.js';
import { accessDenied } from '../../hydra/errors.js';
import { publish } from '../../http/events.js';
import { companyResource } from './companies.js';
import { answerItem, contextOf, inWrite, itemFor } from '../engine/crud.js';
import { companyTenantOf, companyToInsert, companyToUpdate, managesCompanies } from './companies-write.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { itemParamsSchema, patchSchemaOf } from '../engine/schemas.js';
import { addressAudit, addressRow, copyAddress, writeAddress } from './chain-address.js';
import { auditWrites } from '../engine/audit.js';
import { providerResource } from './providers.js';
import { itemAnswer } from '../../hydra/answers.js';

/** The create chain needs the address the company is written with; the update may leave it out. */
type CreateChainBody = CompanyChainInput & { address: AddressChainInput };
type UpdateChainBody = Partial<CompanyChainInput>;

/**
 * Only supervisors manage providers (api-contract.md), in the chain as in POST /api/providers:
 * a tenant admin may link its tenant's provider but not create one.
 */
async function createProvider(
  context: ResourceContext,
  name: string,
  tenantId: number | null,
  addressId: number | null,
) {
  if (!isSupervisor(context.user)) throw accessDenied();
  const row = await context.db
    .insertInto('providers')
    .values({
      name: name.trim(),
      tenant_id: tenantId,
      address_id: addressId === null ? null : await copyAddress(context, addressId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The provider IRI the company step links: a new provider gets a copy of the company's address. */
async function providerIri(
  context: ResourceContext,
  choice: ProviderChoice | undefined,
  tenantId: number | null,
  addressId: number | null,
): Promise<Iri | null | undefined> {
  if (choice === undefined || choice === null || typeof choice === 'string') return choice;
  return `/api/providers/${await createProvider(context, choice.new.name, tenantId, addressId)}`;
}

async function insertCompany(context: ResourceContext, body: CompanyInput): Promise<RowOf<'companies'>> {
  const values = await companyToInsert(body, context);
  return context.db.insertInto('companies').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The company create and update chains of spec section 7 behind one call each, in one
 * transaction: a refused step (an invalid IRI, a duplicate name, a forbidden provider) leaves
 * no address, provider or company behind. The spec's separate calls keep working too.
 */
export async function companyChainRoutes(app: FastifyInstance): Promise<void> {
  const tags = ['Company'];
  const inTransaction = <T>(request: FastifyRequest, work: (context: ResourceContext) => Promise<T>) =>
    inWrite(request, app.db.kysely, work);
  /** A provider the chain created (ProviderChoice `{ new }`), for its audit entry. */
  const newProvider = async (
    context: ResourceContext,
    choice: ProviderChoice | undefined,
    providerId: number | null,
  ) =>
    choice && typeof choice === 'object' && providerId !== null
      ? [
          {
            resource: providerResource,
            action: 'create' as const,
            after: await context.db
              .selectFrom('providers')
              .selectAll()
              .where('id', '=', providerId)
              .executeTakeFirstOrThrow(),
          },
        ]
      : [];

  app.post<{ Body: CreateChainBody }>(
    routeOf('companyChainCreate'),
    {
      schema: {
        tags,
        summary: 'Create a company with its address and, optionally, a new provider, all or nothing',
        body: companyChainBody,
        answers: itemAnswer(companyResource.path, 201, 'Created: the new company as JSON-LD'),
      },
    },
    async (request, reply) => {
      if (!managesCompanies(callerOf(request))) throw accessDenied();
      const created = await inTransaction(request, async (context) => {
        const { address, provider, ...company } = request.body;
        const tenantId = await companyTenantOf(context, company.tenant, null);
        const addressId = await writeAddress(context, address, tenantId, null, {});
        const row = await insertCompany(context, {
          ...company,
          address: `/api/addresses/${addressId}`,
          provider: await providerIri(context, provider, tenantId, addressId),
        });
        await auditWrites(request, context.db, [
          { resource: companyResource, action: 'create', after: row },
          ...(await addressAudit(context, undefined, addressId)),
          ...(await newProvider(context, provider, row.provider_id)),
        ]);
        return row;
      });
      await publish(request, app.db.kysely, companyResource, created, 'created');
      return answerItem(reply, companyResource, contextOf(request, app.db.kysely), created, 201);
    },
  );

  app.patch<{ Params: { id: string }; Body: UpdateChainBody }>(
    routeOf('companyChainUpdate'),
    {
      schema: {
        tags,
        summary: 'Update a company, its address and its provider, all or nothing',
        params: itemParamsSchema('uuid'),
        body: patchSchemaOf(companyChainBody),
        answers: itemAnswer(companyResource.path),
      },
    },
    async (request, reply) => {
      const updated = await inTransaction(request, async (context) => {
        const row = await itemFor(companyResource, context, request.params.id, 'update');
        const { address, provider, ...company } = request.body ?? {};
        const tenantId = await companyTenantOf(context, company.tenant, row.tenant_id);
        const addressBefore = address === undefined ? undefined : await addressRow(context, row.address_id);
        // PATCH the existing address, or POST one when the company has none yet (spec section 7).
        const addressId =
          address === undefined
            ? row.address_id
            : await writeAddress(context, address, tenantId, tenantId === row.tenant_id ? row.address_id : null, {
                companyId: row.id,
              });
        const changes = await companyToUpdate(
          {
            ...company,
            ...(provider === undefined ? {} : { provider: await providerIri(context, provider, tenantId, addressId) }),
          },
          row,
          context,
          // The chain's own address (written above, or a copy of a shared one) needs no link check.
          addressId !== row.address_id && addressId !== null ? { addressId } : {},
        );
        if (Object.keys(changes).length > 0)
          await context.db.updateTable('companies').set(changes).where('id', '=', row.id).execute();
        const after = await context.db
          .selectFrom('companies')
          .selectAll()
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow();
        await auditWrites(request, context.db, [
          { resource: companyResource, action: 'update', before: row, after },
          ...(address === undefined ? [] : await addressAudit(context, addressBefore, addressId)),
          ...(await newProvider(context, provider, after.provider_id)),
        ]);
        return after;
      });
      await publish(request, app.db.kysely, companyResource, updated, 'updated');
      return answerItem(reply, companyResource, contextOf(request, app.db.kysely), updated);
    },
  );
}
