import { randomUUID } from 'node:crypto';
import {
  type CatalogueInput,
  type ContractCategory,
  categoryTranslations,
  contractCategoryBody,
  RESOURCE_FILTERS,
  served,
} from '../../../../contract/index.js';
import { specsFor } from '../engine/filter-specs.js';
import { catalogueResource } from './catalogue-resource.js';
import { translationTable } from '../engine/translation-texts.js';

export const categoryTexts = translationTable('contract_category_translations', 'category_id', categoryTranslations);

/** Categories group templates and products; the uuid lets external systems name one across tenants. */
export const contractCategoryResource = catalogueResource<'contract_categories', ContractCategory, CatalogueInput>({
  resource: served('contractCategories'),
  texts: categoryTexts,
  body: contractCategoryBody,
  filterSpecs: specsFor(RESOURCE_FILTERS.contractCategories, {
    uuid: { kind: 'exact', column: 'contract_categories.uuid', value: 'string' },
  }),
  fields: (row) => ({ uuid: row.uuid }),
  insert: async () => ({ uuid: randomUUID() }),
});
