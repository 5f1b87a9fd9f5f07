import { iriList, iriOrNull, optionalText, requiredText, translationsOf } from './common';

/** Bodies of the contract vocabulary (categories, products, terms) and country tags. */

const catalogueFields = { externalId: optionalText(255), tenant: iriOrNull } as const;

export const categoryTranslations = translationsOf({ title: requiredText(255) }, ['title']);
export const productTranslations = translationsOf({ title: requiredText(255), description: optionalText(65535) }, [
  'title',
]);
export const termTranslations = translationsOf({ title: requiredText(255), content: optionalText(65535) }, ['title']);

/** `POST /api/contract_categories` (PATCH: the same fields). */
export const contractCategoryBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...catalogueFields, translations: categoryTranslations },
} as const;

/** `POST /api/contract_products` (PATCH: the same fields). */
export const contractProductBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...catalogueFields, category: iriOrNull, translations: productTranslations },
} as const;

/** `POST /api/contract_terms` (PATCH: the same fields). */
export const contractTermBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...catalogueFields, translations: termTranslations },
} as const;

/** `POST /api/country_tags` (PATCH: the same fields, none required). */
export const countryTagBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: requiredText(255), tenant: iriOrNull, countries: iriList(300) },
} as const;
