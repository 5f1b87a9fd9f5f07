/**
 * Answer schemas: every resource item as the platform sends it, as JSON Schema objects (`as const`,
 * no runtime dependency). The OpenAPI document describes the answers with them, the answers test
 * checks live answers against them, and schemas.typetest.ts keeps them in step with the item types.
 * Items are strict (`additionalProperties: false`, every field required): a field the server adds
 * without adding it here fails the answers test.
 */
import type { JSONSchema } from 'json-schema-to-ts';

export const iriValue = { type: 'string', pattern: '^/api/' } as const;
export const iriValueOrNull = { type: ['string', 'null'], pattern: '^/api/' } as const;
export const iriValues = { type: 'array', items: iriValue } as const;
const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const flag = { type: 'boolean' } as const;

/** One locale's texts of a translated item: `{ locale: 'de', title: '…' }`. */
export const localeTexts = {
  type: 'object',
  required: ['locale'],
  properties: { locale: text },
  additionalProperties: { anyOf: [text, { type: 'null' }] },
} as const;
const localeTextsList = { type: 'array', items: localeTexts } as const;

/**
 * A strict JSON-LD item: `@id`, `@type` (this type) and the given fields, every one required but
 * those named in `optional`. Also for embedded objects (`jsonLd: false` leaves out `@type`).
 */
export function hydraItemSchema<
  const Type extends string,
  const Fields extends Record<string, JSONSchema>,
  const Optional extends keyof Fields & string = never,
>(type: Type, fields: Fields, optional: readonly Optional[] = []) {
  const required = ['@id', '@type', ...Object.keys(fields).filter((name) => !optional.includes(name as Optional))];
  return {
    type: 'object',
    additionalProperties: false,
    required: required as ('@id' | '@type' | Exclude<keyof Fields & string, Optional>)[],
    properties: { '@id': iriValue, '@type': { type: 'string', const: type }, ...fields },
  } as const;
}

/** An embedded reference without `@type`: `{ '@id', id, … }`. */
function referenceSchema<const Fields extends Record<string, JSONSchema>>(fields: Fields) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['@id', ...Object.keys(fields)] as ('@id' | (keyof Fields & string))[],
    properties: { '@id': iriValue, ...fields },
  } as const;
}

const applicationRef = referenceSchema({ id: integer, name: text });

export const applicationItem = hydraItemSchema('Application', { id: integer, name: text });

export const tenantItem = hydraItemSchema('Tenant', {
  id: integer,
  name: text,
  roles: { type: 'array', items: text },
  keycloakId: { type: ['integer', 'null'] },
  defaultApplication: iriValueOrNull,
});

export const companyItem = hydraItemSchema(
  'Company',
  {
    uuid: text,
    id: text,
    name: text,
    type: { type: 'string', enum: ['CUSTOMER_COMPANY', 'GROUP_COMPANY', 'PROVIDER_COMPANY'] },
    groupCompany: flag,
    address: iriValueOrNull,
    tenant: iriValueOrNull,
    tenantName: textOrNull,
    provider: iriValueOrNull,
    resellerCompany: flag,
    activity: flag,
    deletedAt: textOrNull,
    contractCountry: { anyOf: [referenceSchema({ id: integer }), { type: 'null' }] },
  },
  ['id', 'tenantName'],
);

export const addressItem = hydraItemSchema('Address', {
  id: integer,
  street: textOrNull,
  postalCode: textOrNull,
  city: textOrNull,
  country: iriValueOrNull,
  tenant: iriValueOrNull,
});

export const providerItem = hydraItemSchema('Provider', {
  id: integer,
  name: text,
  address: iriValueOrNull,
  tenant: iriValueOrNull,
});

export const userItem = hydraItemSchema('User', {
  id: integer,
  userName: text,
  givenName: textOrNull,
  familyName: textOrNull,
  email: textOrNull,
  roles: { type: 'array', items: text },
  activity: flag,
  locale: textOrNull,
  tenant: {
    anyOf: [
      referenceSchema({ id: integer, name: text, defaultApplication: { anyOf: [applicationRef, { type: 'null' }] } }),
      { type: 'null' },
    ],
  },
  company: { anyOf: [referenceSchema({ id: text, name: text }), { type: 'null' }] },
  applications: { type: 'array', items: applicationRef },
});

export const countryItem = hydraItemSchema('Country', { id: integer, code: text, name: text });

export const countryTagItem = hydraItemSchema('CountryTag', {
  id: integer,
  name: text,
  tenant: iriValue,
  countries: iriValues,
});

export const allowedOriginItem = hydraItemSchema('AllowedOrigin', { id: integer, name: text, tenant: iriValueOrNull });
export const fallbackLocaleItem = hydraItemSchema('FallbackLocale', { id: integer, locale: text, tenant: iriValue });
export const jwkUrlItem = hydraItemSchema('JwkUrl', { id: integer, url: text, tenant: iriValue });

export const notificationTemplateItem = hydraItemSchema('NotificationTemplate', {
  id: integer,
  type: text,
  locale: text,
  tenant: iriValue,
  translations: localeTextsList,
});

const catalogueFields = {
  id: integer,
  externalId: textOrNull,
  tenant: iriValueOrNull,
  translations: localeTextsList,
} as const;
export const contractCategoryItem = hydraItemSchema('ContractCategory', { ...catalogueFields, uuid: text });
export const contractProductItem = hydraItemSchema('ContractProduct', { ...catalogueFields, category: iriValueOrNull });
export const contractTermItem = hydraItemSchema('ContractTerm', catalogueFields);
