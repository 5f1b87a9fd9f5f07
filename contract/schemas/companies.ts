import { flag, iriOrNull, optionalText, requiredText } from './common';

/** Bodies of addresses, companies, providers and their one-transaction chains. */

const addressFields = {
  street: requiredText(255),
  postalCode: requiredText(32),
  city: requiredText(255),
  country: iriOrNull,
} as const;

/** `POST /api/addresses` (PATCH: the same fields, none required). */
export const addressBody = {
  type: 'object',
  additionalProperties: false,
  required: ['street', 'postalCode', 'city'],
  properties: { ...addressFields, tenant: iriOrNull },
} as const;

/** `POST /api/companies` (PATCH: the same fields, none required). */
export const companyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: requiredText(255),
    groupCompany: flag,
    resellerCompany: flag,
    activity: flag,
    tenant: iriOrNull,
    address: iriOrNull,
    provider: iriOrNull,
    contractCountry: iriOrNull,
  },
} as const;

/** The address inside a company chain: blank texts may come as null (a new address still needs them). */
export const companyChainAddressBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    street: optionalText(255),
    postalCode: optionalText(32),
    city: optionalText(255),
    country: iriOrNull,
  },
} as const;

/** `provider` of a company chain: an existing provider's IRI, null, or a new provider to create. */
export const providerChoice = {
  anyOf: [
    iriOrNull,
    {
      type: 'object',
      additionalProperties: false,
      required: ['new'],
      properties: {
        new: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: requiredText(255) },
        },
      },
    },
  ],
} as const;

const { address: _address, provider: _provider, ...companyFields } = companyBody.properties;

/** `POST /api/companies/chain` (PATCH …/{uuid}/chain: the same fields, none required). */
export const companyChainBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'address'],
  properties: { ...companyFields, address: companyChainAddressBody, provider: providerChoice },
} as const;

/** `POST /api/providers` (PATCH: the same fields, none required). */
export const providerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: requiredText(255), address: iriOrNull, tenant: iriOrNull },
} as const;

/**
 * `POST /api/providers/chain`. The address is the company chain's (blank texts may come as null),
 * with street, postal code and city required, so a form sees every missing one at once.
 */
export const providerChainBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'address'],
  properties: {
    name: requiredText(255),
    tenant: iriOrNull,
    address: { ...companyChainAddressBody, required: ['street', 'postalCode', 'city'] },
  },
} as const;

/** `PATCH /api/providers/{id}/chain`: any of the fields; the address is changed in place. */
export const providerChainPatchBody = {
  type: 'object',
  additionalProperties: false,
  properties: { name: requiredText(255), tenant: iriOrNull, address: companyChainAddressBody },
} as const;
