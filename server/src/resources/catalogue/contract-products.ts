import { contractProductBody, type Iri, productTranslations } from '../../../../contract/index.js';
import { iriOf } from '../../hydra/serialize.js';
import { catalogueResource } from './catalogue-resource.js';
import type { ResourceContext } from '../engine/define.js';
import { linkedId } from '../engine/tenant-owned.js';
import { translationTable } from '../engine/translation-texts.js';

export const productTexts = translationTable('contract_product_translations', 'product_id', productTranslations);

const CATEGORY = { path: 'contract_categories', table: 'contract_categories' } as const;

/** A category of the product's own tenant, or none. */
async function categoryId(context: ResourceContext, iri: Iri | null | undefined, tenantId: number) {
  return iri === null || iri === undefined ? null : linkedId(context, iri, CATEGORY, tenantId);
}

/** Products a tenant sells under contract, optionally in a category of the same tenant. */
export const contractProductResource = catalogueResource('contractProducts', {
  texts: productTexts,
  body: contractProductBody,
  filterSpecs: {
    'category.id': {
      kind: 'exact',
      column: 'contract_products.category_id',
      value: 'int',
      iriPath: 'contract_categories',
    },
  },
  fields: (row) => ({ category: row.category_id === null ? null : iriOf('contract_categories', row.category_id) }),
  insert: async (body, context, tenantId) => ({ category_id: await categoryId(context, body.category, tenantId) }),
  update: async (body, row, context, moved) => {
    // A product moved to another tenant cannot keep a category of the old one.
    const category =
      body.category !== undefined
        ? await categoryId(context, body.category, moved ?? row.tenant_id)
        : moved != null && moved !== row.tenant_id
          ? null
          : undefined;
    return category === undefined ? {} : { category_id: category };
  },
});
