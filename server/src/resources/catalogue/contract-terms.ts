import { contractTermBody, termTranslations } from '../../../../contract/index.js';
import { catalogueResource } from './catalogue-resource.js';
import { translationTable } from '../engine/translation-texts.js';

export const termTexts = translationTable('contract_term_translations', 'term_id', termTranslations);

/** Terms and conditions of a tenant's contracts: nothing beyond the catalogue's shared fields. */
export const contractTermResource = catalogueResource('contractTerms', {
  texts: termTexts,
  body: contractTermBody,
  fields: () => ({}),
});
