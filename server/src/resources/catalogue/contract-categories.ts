import { randomUUID } from 'node:crypto';
import { categoryTranslations, contractCategoryBody } from '../../../../contract/index.js';
import { catalogueResource } from './catalogue-resource.js';
import { translationTable } from '../engine/translation-texts.js';

export const categoryTexts = translationTable('contract_category_translations', 'category_id', categoryTranslations);

/** Categories group templates and products; the uuid lets external systems name one across tenants. */
export const contractCategoryResource = catalogueResource('contractCategories', {
  texts: categoryTexts,
  body: contractCategoryBody,
  filterSpecs: {
    uuid: { kind: 'exact', column: 'contract_categories.uuid', value: 'string' },
  },
  fields: (row) => ({ uuid: row.uuid }),
  insert: async () => ({ uuid: randomUUID() }),
});
