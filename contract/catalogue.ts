/**
 * Configuration and contract catalogue resources as the platform serialises them (allowed
 * origins, fallback locales, countries, country tags, notification templates, contract
 * categories, products and terms). Relations are IRIs; per-locale texts come as `translations`.
 */
import type { HydraItem, Iri } from './core';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { contractCategoryBody, contractProductBody, contractTermBody, countryTagBody } from './schemas/catalogue';
import type { allowedOriginBody, fallbackLocaleBody, jwkUrlBody } from './schemas/configuration';

/** One locale's texts: `{ "locale": "de", "title": "…" }` (title, description, content, subject, body). */
export type LocaleTexts = { locale: string } & Record<string, string | null>;

/**
 * A body type derived from its schema, with `translations` as generic per-locale entries: which
 * texts a locale must carry is checked per entry by the server (422 at translations[i].title), and
 * forms build the entries from their own list of texts.
 */
export type TranslatedBody<Schema extends JSONSchema> = Omit<FromSchema<Schema>, 'translations'> & {
  translations?: LocaleTexts[];
};

export interface AllowedOrigin extends HydraItem {
  id: number;
  /** scheme://host[:port], kept lower-case by the platform. */
  name: string;
  tenant: Iri | null;
}

export type AllowedOriginInput = FromSchema<typeof allowedOriginBody>;

export interface FallbackLocale extends HydraItem {
  id: number;
  locale: string;
  tenant: Iri;
}

export type FallbackLocaleInput = FromSchema<typeof fallbackLocaleBody>;

/** Where a tenant publishes the keys its own tokens are signed with; one URL per tenant. */
export interface JwkUrl extends HydraItem {
  id: number;
  url: string;
  tenant: Iri;
}

export type JwkUrlInput = FromSchema<typeof jwkUrlBody>;

export interface Country extends HydraItem {
  id: number;
  code: string;
  name: string;
}

export interface CountryTag extends HydraItem {
  id: number;
  name: string;
  tenant: Iri;
  countries: Iri[];
}

export type CountryTagInput = FromSchema<typeof countryTagBody>;

export interface NotificationTemplate extends HydraItem {
  id: number;
  type: string;
  locale: string;
  tenant: Iri;
  translations: LocaleTexts[];
}

/** Hand-written (forms send `type` as a plain string); schemas.typetest.ts keeps it in step with the schema. */
export interface NotificationTemplateInput {
  /** One of NOTIFICATION_TYPES (schemas/configuration.ts). */
  type: string;
  locale: string;
  tenant?: Iri | null;
  translations?: LocaleTexts[];
}

/** Shared by categories, products and terms. */
export interface CatalogueItem extends HydraItem {
  id: number;
  externalId: string | null;
  tenant: Iri | null;
  translations: LocaleTexts[];
}

export interface CatalogueInput {
  externalId?: string | null;
  tenant?: Iri | null;
  translations?: LocaleTexts[];
}

export interface ContractCategory extends CatalogueItem {
  uuid: string;
}

export interface ContractProduct extends CatalogueItem {
  category: Iri | null;
}

export type ContractProductInput = TranslatedBody<typeof contractProductBody>;
export type ContractCategoryInput = TranslatedBody<typeof contractCategoryBody>;
export type ContractTermInput = TranslatedBody<typeof contractTermBody>;

export type ContractTerm = CatalogueItem;
