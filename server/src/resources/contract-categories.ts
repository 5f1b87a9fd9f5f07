import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { ROLES, type HydraItem, type Iri } from '../../../src/api/contract/index.js';
import { containsPattern, single } from '../hydra/query.js';
import { hydraItem } from '../hydra/serialize.js';
import { defineResource } from './define.js';
import { iriOrNull } from './schemas.js';
import { readableBy, tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from './tenant-owned.js';
import {
  checkTranslationList,
  loadTranslations,
  replaceTranslations,
  translationListSchema,
  type TranslationEntry,
  type TranslationTable,
} from './translation-texts.js';
import { Violations } from './violations.js';

export interface ContractCategory extends HydraItem {
  id: number;
  uuid: string;
  externalId: string | null;
  tenant: Iri | null;
  translations: TranslationEntry[];
}

export interface ContractCategoryInput {
  externalId?: string | null;
  tenant?: Iri | null;
  translations?: TranslationEntry[];
}

export const categoryTexts: TranslationTable = {
  table: 'contract_category_translations',
  parentColumn: 'category_id',
  texts: { title: { required: true, maxLength: 255 } },
};

export const externalIdSchema = { type: ['string', 'null'], maxLength: 255 } as const;

/**
 * `translations.title=…`: a case-insensitive substring of the title in any locale, so the
 * console's search finds a category whatever language it was named in.
 */
export function titleSearch(query: Record<string, unknown>, texts: TranslationTable, parentIdColumn: string) {
  const raw = single(query as Record<string, string | string[] | undefined>, 'translations.title');
  if (raw === undefined || raw === '') return [];
  return [
    sql<SqlBool>`exists (select 1 from ${sql.table(texts.table)} as t where t.${sql.ref(texts.parentColumn)} = ${sql.ref(parentIdColumn)} and lower(t.title) like ${containsPattern(raw)} escape '\\')`,
  ];
}

/** Categories group templates and products; the tenant admin manages them, editors read them. */
export const contractCategoryResource = defineResource<'contract_categories', ContractCategory, ContractCategoryInput>({
  path: 'contract_categories',
  type: 'ContractCategory',
  table: 'contract_categories',
  key: { column: 'id', kind: 'int' },
  operations: ['list', 'read', 'create', 'update', 'delete'],
  filters: [
    { kind: 'exact', param: 'externalId', column: 'contract_categories.external_id', value: 'string' },
    { kind: 'exact', param: 'uuid', column: 'contract_categories.uuid', value: 'string' },
    { kind: 'exact', param: 'tenant.id', column: 'contract_categories.tenant_id', value: 'int', iriPath: 'tenants' },
  ],
  order: { id: 'contract_categories.id', externalId: 'contract_categories.external_id' },
  defaultOrder: [{ column: 'contract_categories.id', direction: 'asc' }],
  schemas: {
    create: {
      type: 'object',
      additionalProperties: false,
      properties: {
        externalId: externalIdSchema,
        tenant: iriOrNull,
        translations: translationListSchema(categoryTexts),
      },
    },
  },
  allows: readableBy(ROLES.EDITOR),
  scope: tenantRows('contract_categories.tenant_id'),
  conditions: ({ query }) => titleSearch(query, categoryTexts, 'contract_categories.id'),
  serialize: async (rows, { db }) => {
    const translations = await loadTranslations(
      db,
      categoryTexts,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem('contract_categories', 'ContractCategory', row.id, {
        id: row.id,
        uuid: row.uuid,
        externalId: row.external_id,
        tenant: tenantIri(row.tenant_id),
        translations: translations.get(row.id) ?? [],
      }),
    );
  },
  toInsert: async (body, context) => {
    const violations = new Violations();
    checkTranslationList(categoryTexts, body.translations, violations);
    violations.throwIfAny();
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    return { uuid: randomUUID(), external_id: body.externalId?.trim() || null, tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const violations = new Violations();
    checkTranslationList(categoryTexts, body.translations, violations);
    violations.throwIfAny();
    const tenantId = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    return {
      ...(body.externalId !== undefined && { external_id: body.externalId?.trim() || null }),
      ...(tenantId != null && { tenant_id: tenantId }),
    };
  },
  afterWrite: async (id, body, context) => {
    if (body.translations) await replaceTranslations(context.db, categoryTexts, id, body.translations);
  },
});
