import { randomUUID } from 'node:crypto';
import type { CatalogueInput, ContractCategory } from '../../../../contract/index.js';
import { catalogueResource } from './catalogue-resource.js';
import type { TranslationTable } from '../engine/translation-texts.js';

export const categoryTexts: TranslationTable = {
  table: 'contract_category_translations',
  parentColumn: 'category_id',
  texts: { title: { required: true, maxLength: 255 } },
};

/** Categories group templates and products; the uuid lets external systems name one across tenants. */
export const contractCategoryResource = catalogueResource<'contract_categories', ContractCategory, CatalogueInput>({
  path: 'contract_categories',
  type: 'ContractCategory',
  table: 'contract_categories',
  texts: categoryTexts,
  filters: [{ kind: 'exact', param: 'uuid', column: 'contract_categories.uuid', value: 'string' }],
  fields: (row) => ({ uuid: row.uuid }),
  insert: async () => ({ uuid: randomUUID() }),
});
