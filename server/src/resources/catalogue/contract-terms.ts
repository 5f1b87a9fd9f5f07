import type { CatalogueInput, CatalogueItem } from '../../../../contract/index.js';
import { catalogueResource } from './catalogue-resource.js';
import type { TranslationTable } from '../engine/translation-texts.js';

export const termTexts: TranslationTable = {
  table: 'contract_term_translations',
  parentColumn: 'term_id',
  texts: { title: { required: true, maxLength: 255 }, content: { required: false, maxLength: 65535 } },
};

/** Terms and conditions of a tenant's contracts: nothing beyond the catalogue's shared fields. */
export const contractTermResource = catalogueResource<'contract_terms', CatalogueItem, CatalogueInput>({
  path: 'contract_terms',
  type: 'ContractTerm',
  table: 'contract_terms',
  texts: termTexts,
  fields: () => ({}),
});
