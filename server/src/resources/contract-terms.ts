import { ROLES, type HydraItem, type Iri } from '../../../src/api/contract/index.js';
import { hydraItem } from '../hydra/serialize.js';
import { externalIdSchema, titleSearch } from './contract-categories.js';
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

export interface ContractTerm extends HydraItem {
  id: number;
  externalId: string | null;
  tenant: Iri;
  translations: TranslationEntry[];
}

export interface ContractTermInput {
  externalId?: string | null;
  tenant?: Iri | null;
  translations?: TranslationEntry[];
}

export const termTexts: TranslationTable = {
  table: 'contract_term_translations',
  parentColumn: 'term_id',
  texts: { title: { required: true, maxLength: 255 }, content: { required: false, maxLength: 65535 } },
};

/** Terms and conditions of a tenant's contracts; the tenant admin manages them, editors read them. */
export const contractTermResource = defineResource<'contract_terms', ContractTerm, ContractTermInput>({
  path: 'contract_terms',
  type: 'ContractTerm',
  table: 'contract_terms',
  key: { column: 'id', kind: 'int' },
  operations: ['list', 'read', 'create', 'update', 'delete'],
  filters: [
    { kind: 'exact', param: 'externalId', column: 'contract_terms.external_id', value: 'string' },
    { kind: 'exact', param: 'tenant.id', column: 'contract_terms.tenant_id', value: 'int', iriPath: 'tenants' },
  ],
  order: { id: 'contract_terms.id', externalId: 'contract_terms.external_id' },
  defaultOrder: [{ column: 'contract_terms.id', direction: 'asc' }],
  schemas: {
    create: {
      type: 'object',
      additionalProperties: false,
      properties: { externalId: externalIdSchema, tenant: iriOrNull, translations: translationListSchema(termTexts) },
    },
  },
  allows: readableBy(ROLES.EDITOR),
  scope: tenantRows('contract_terms.tenant_id'),
  conditions: ({ query }) => titleSearch(query, termTexts, 'contract_terms.id'),
  serialize: async (rows, { db }) => {
    const translations = await loadTranslations(
      db,
      termTexts,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem('contract_terms', 'ContractTerm', row.id, {
        id: row.id,
        externalId: row.external_id,
        tenant: tenantIri(row.tenant_id) as Iri,
        translations: translations.get(row.id) ?? [],
      }),
    );
  },
  toInsert: async (body, context) => {
    const violations = new Violations();
    checkTranslationList(termTexts, body.translations, violations);
    violations.throwIfAny();
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    return { external_id: body.externalId?.trim() || null, tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const violations = new Violations();
    checkTranslationList(termTexts, body.translations, violations);
    violations.throwIfAny();
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    return {
      ...(body.externalId !== undefined && { external_id: body.externalId?.trim() || null }),
      ...(moved != null && { tenant_id: moved }),
    };
  },
  afterWrite: async (id, body, context) => {
    if (body.translations) await replaceTranslations(context.db, termTexts, id, body.translations);
  },
});
