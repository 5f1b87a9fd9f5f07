import {
  type CatalogueInput,
  type CatalogueItem,
  contractTermBody,
  termTranslations,
  served,
} from '../../../../contract/index.js';
import { catalogueResource } from './catalogue-resource.js';
import { translationTable } from '../engine/translation-texts.js';

export const termTexts = translationTable('contract_term_translations', 'term_id', termTranslations);

/** Terms and conditions of a tenant's contracts: nothing beyond the catalogue's shared fields. */
export const contractTermResource = catalogueResource<'contract_terms', CatalogueItem, CatalogueInput>({
  resource: served('contractTerms'),
  texts: termTexts,
  body: contractTermBody,
  fields: () => ({}),
});
