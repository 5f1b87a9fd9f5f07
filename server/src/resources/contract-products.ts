import { ROLES, type HydraItem, type Iri } from '../../../src/api/contract/index.js';
import { hydraItem, iriOf } from '../hydra/serialize.js';
import { externalIdSchema, titleSearch } from './contract-categories.js';
import { defineResource, type ResourceContext } from './define.js';
import { iriOrNull } from './schemas.js';
import { linkedId, readableBy, tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from './tenant-owned.js';
import {
  checkTranslationList,
  loadTranslations,
  replaceTranslations,
  translationListSchema,
  type TranslationEntry,
  type TranslationTable,
} from './translation-texts.js';
import { Violations } from './violations.js';

export interface ContractProduct extends HydraItem {
  id: number;
  externalId: string | null;
  tenant: Iri;
  category: Iri | null;
  translations: TranslationEntry[];
}

export interface ContractProductInput {
  externalId?: string | null;
  tenant?: Iri | null;
  category?: Iri | null;
  translations?: TranslationEntry[];
}

export const productTexts: TranslationTable = {
  table: 'contract_product_translations',
  parentColumn: 'product_id',
  texts: { title: { required: true, maxLength: 255 }, description: { required: false, maxLength: 65535 } },
};

const CATEGORY = { path: 'contract_categories', table: 'contract_categories' } as const;

/** A category of the product's own tenant, or none. */
async function categoryId(context: ResourceContext, iri: Iri | null | undefined, tenantId: number) {
  return iri === null || iri === undefined ? null : linkedId(context, iri, CATEGORY, tenantId);
}

/** Products a tenant sells under contract, optionally in a category; editors read them. */
export const contractProductResource = defineResource<'contract_products', ContractProduct, ContractProductInput>({
  path: 'contract_products',
  type: 'ContractProduct',
  table: 'contract_products',
  key: { column: 'id', kind: 'int' },
  operations: ['list', 'read', 'create', 'update', 'delete'],
  filters: [
    { kind: 'exact', param: 'externalId', column: 'contract_products.external_id', value: 'string' },
    { kind: 'exact', param: 'tenant.id', column: 'contract_products.tenant_id', value: 'int', iriPath: 'tenants' },
    {
      kind: 'exact',
      param: 'category.id',
      column: 'contract_products.category_id',
      value: 'int',
      iriPath: 'contract_categories',
    },
  ],
  order: { id: 'contract_products.id', externalId: 'contract_products.external_id' },
  defaultOrder: [{ column: 'contract_products.id', direction: 'asc' }],
  schemas: {
    create: {
      type: 'object',
      additionalProperties: false,
      properties: {
        externalId: externalIdSchema,
        tenant: iriOrNull,
        category: iriOrNull,
        translations: translationListSchema(productTexts),
      },
    },
  },
  allows: readableBy(ROLES.EDITOR),
  scope: tenantRows('contract_products.tenant_id'),
  conditions: ({ query }) => titleSearch(query, productTexts, 'contract_products.id'),
  serialize: async (rows, { db }) => {
    const translations = await loadTranslations(
      db,
      productTexts,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem('contract_products', 'ContractProduct', row.id, {
        id: row.id,
        externalId: row.external_id,
        tenant: tenantIri(row.tenant_id) as Iri,
        category: row.category_id === null ? null : iriOf('contract_categories', row.category_id),
        translations: translations.get(row.id) ?? [],
      }),
    );
  },
  toInsert: async (body, context) => {
    const violations = new Violations();
    checkTranslationList(productTexts, body.translations, violations);
    violations.throwIfAny();
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    return {
      external_id: body.externalId?.trim() || null,
      tenant_id: tenantId,
      category_id: await categoryId(context, body.category, tenantId),
    };
  },
  toUpdate: async (body, row, context) => {
    const violations = new Violations();
    checkTranslationList(productTexts, body.translations, violations);
    violations.throwIfAny();
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    const tenantId = moved ?? row.tenant_id;
    // A product moved to another tenant cannot keep a category of the old one.
    const category =
      body.category !== undefined
        ? await categoryId(context, body.category, tenantId)
        : moved != null && moved !== row.tenant_id
          ? null
          : undefined;
    return {
      ...(body.externalId !== undefined && { external_id: body.externalId?.trim() || null }),
      ...(moved != null && { tenant_id: moved }),
      ...(category !== undefined && { category_id: category }),
    };
  },
  afterWrite: async (id, body, context) => {
    if (body.translations) await replaceTranslations(context.db, productTexts, id, body.translations);
  },
});
