import type { ResourceDescriptor } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { sql, type Expression, type SqlBool } from 'kysely';
import { accessDenied, badRequest, invalidIri, notFound, unprocessable } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { publish } from '../../http/events.js';
import { idFromIri, iriOf } from '../../hydra/serialize.js';
import type { ResourceContext, ResourceDefinition, RowOf, TableName } from './define.js';
import {
  checkTranslationMap,
  loadTranslations,
  toTranslationMap,
  translationMapSchema,
  upsertTranslations,
  type TranslationMap,
  type TranslationTable,
  textChanges,
} from './translation-texts.js';
import { Violations } from './violations.js';
import { auditWrites } from './audit.js';
import { contextOf, inWrite } from './request-context.js';
import { dynamic } from '../../db/dynamic.js';

export * from './translation-texts.js';

/** The texts a translation call changed, as `locale.field` (de.title) → before/after. */

/**
 * One `translation/<name>_translations` endpoint pair of spec section 7, e.g.
 * `translation/contract_category_translations`. Access and scope are the parent resource's:
 * reading the texts needs the right to read the parent, writing them the right to update it.
 */
export interface TranslationEndpoint<TB extends TableName> extends TranslationTable {
  /** Path (e.g. "translation/contract_category_translations") and @type, from contract/resources.ts. */
  resource: ResourceDescriptor;
  parent: ResourceDefinition<TB, object, never>;
  /** `searchBy` values a client may name (wire field → column of the parent table), e.g. { type: 'notification_templates.type' }. */
  searchBy?: Readonly<Record<string, string>>;
}

interface TranslationBody {
  entityId: string | number;
  translations: TranslationMap;
  searchBy?: string;
}

export interface TranslationAnswer {
  '@context': string;
  '@type': string;
  entityId: string;
  translations: TranslationMap;
}

/** The parent key an entityId names: its IRI, or the bare id (uuid for uuid-keyed parents). */
function parentKey(definition: ResourceDefinition<TableName, object, never>, entityId: string | number): string | null {
  const raw = typeof entityId === 'number' ? String(entityId) : entityId;
  const key = raw.startsWith('/') ? idFromIri(raw, definition.path) : raw;
  if (key === null) return null;
  if (definition.key.kind === 'int') return /^\d{1,15}$/.test(key) ? key : null;
  return /^[0-9a-fA-F-]{36}$/.test(key) ? key : null;
}

/** Registers GET and POST of one translation endpoint. */
export function registerTranslations<TB extends TableName>(
  app: FastifyInstance,
  endpoint: TranslationEndpoint<TB>,
): void {
  const { parent } = endpoint;
  const parentTable: string = parent.table;
  const url = `/${endpoint.resource.path}`;
  const searchable = Object.keys(endpoint.searchBy ?? {});

  /**
   * The one parent the caller may see that the request names, or undefined. A searchBy lookup
   * that matches several parents is refused: writing to an arbitrary one of them would surprise.
   */
  async function findParent(context: ResourceContext, entityId: string | number, searchBy?: string) {
    const scope = parent.scope(context);
    let condition: Expression<SqlBool>;
    if (searchBy !== undefined) {
      const column = endpoint.searchBy?.[searchBy];
      if (column === undefined) throw badRequest(`searchBy should be one of ${searchable.join(', ') || 'nothing'}`);
      condition = sql<SqlBool>`${sql.ref(column)} = ${String(entityId)}`;
    } else {
      const key = parentKey(parent, entityId);
      if (key === null) return undefined;
      const value = parent.key.kind === 'int' ? Number(key) : key;
      condition = sql<SqlBool>`${sql.ref(`${parentTable}.${parent.key.column}`)} = ${value}`;
    }
    const rows = await dynamic(context.db)
      .selectFrom(parentTable)
      .selectAll()
      .where(condition)
      .where((eb) => eb.and(scope ? [scope] : []))
      .limit(2)
      .execute();
    if (rows.length > 1)
      throw unprocessable([{ propertyPath: 'entityId', message: 'This value matches more than one item.' }]);
    return rows[0] as RowOf<TB> | undefined;
  }

  async function answer(context: ResourceContext, row: RowOf<TB>): Promise<TranslationAnswer> {
    const record = row as Record<string, unknown>;
    const entries = (await loadTranslations(context.db, endpoint, [Number(record.id)])).get(Number(record.id)) ?? [];
    return {
      '@context': `/api/contexts/${endpoint.resource.type}`,
      '@type': endpoint.resource.type,
      entityId: iriOf(parent.path, String(record[parent.key.column])),
      translations: toTranslationMap(entries),
    };
  }

  const tags = [parent.type];
  const entityId = {
    anyOf: [
      { type: 'string', minLength: 1, maxLength: 255 },
      { type: 'integer', minimum: 1 },
    ],
  };
  const searchBy = { type: 'string', maxLength: 64 };
  const answerSchema = {
    type: 'object',
    properties: {
      '@context': { type: 'string' },
      '@type': { type: 'string' },
      entityId: { type: 'string' },
      translations: {
        type: 'object',
        additionalProperties: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
      },
    },
  };

  app.get<{ Querystring: { entityId: string; searchBy?: string } }>(
    url,
    {
      schema: {
        tags,
        summary: `Translations of one ${parent.type}, keyed by locale`,
        querystring: {
          type: 'object',
          required: ['entityId'],
          properties: { entityId: { type: 'string', minLength: 1, maxLength: 255 }, searchBy },
        },
        response: { 200: answerSchema },
      },
    },
    async (request, reply) => {
      const context = contextOf(request, app.db.kysely);
      if (!parent.allows(context.user, 'read')) throw accessDenied();
      const row = await findParent(context, request.query.entityId, request.query.searchBy);
      if (!row) throw notFound();
      return reply.type(JSONLD_CONTENT_TYPE).send(await answer(context, row));
    },
  );

  app.post<{ Body: TranslationBody }>(
    url,
    {
      schema: {
        tags,
        summary: `Add or change translations of one ${parent.type} (locales not named are kept)`,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['entityId', 'translations'],
          properties: { entityId, searchBy, translations: translationMapSchema(endpoint) },
        },
        response: { 201: answerSchema },
      },
    },
    async (request, reply) => {
      if (!parent.allows(callerOf(request), 'update')) throw accessDenied();
      const row = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const found = await findParent(context, request.body.entityId, request.body.searchBy);
        // The parent is named in the body: one the caller cannot see is a link it may not make.
        if (!found) throw invalidIri();
        if ((await parent.canChange?.(found, context, 'update')) === false) throw accessDenied();
        const violations = new Violations();
        checkTranslationMap(endpoint, request.body.translations, violations);
        violations.throwIfAny();
        const before = (await answer(context, found)).translations;
        await upsertTranslations(
          trx,
          endpoint,
          Number((found as Record<string, unknown>).id),
          request.body.translations,
        );
        const after = (await answer(context, found)).translations;
        await auditWrites(request, trx, [
          {
            resource: { ...parent, path: endpoint.resource.path as typeof parent.path },
            action: 'translate',
            // The parent row itself is unchanged: only its texts are recorded.
            before: found,
            after: found,
            extra: textChanges(before, after),
          },
        ]);
        return found;
      });
      await publish(request, app.db.kysely, parent, row, 'updated');
      return reply
        .code(201)
        .type(JSONLD_CONTENT_TYPE)
        .send(await answer(contextOf(request, app.db.kysely), row));
    },
  );
}
