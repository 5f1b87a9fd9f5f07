/**
 * Configuration and contract catalogue resources as the platform serialises them (allowed
 * origins, fallback locales, countries, country tags, notification templates, contract
 * categories, products and terms). Relations are IRIs; per-locale texts come as `translations`.
 */
import type { HydraItem, Iri } from './index';

/** One locale's texts: `{ "locale": "de", "title": "…" }` (title, description, content, subject, body). */
export type LocaleTexts = { locale: string } & Record<string, string | null>;

export interface AllowedOrigin extends HydraItem {
  id: number;
  /** scheme://host[:port], kept lower-case by the platform. */
  name: string;
  tenant: Iri | null;
}

export interface AllowedOriginInput {
  name: string;
  tenant?: Iri | null;
}

export interface FallbackLocale extends HydraItem {
  id: number;
  locale: string;
  tenant: Iri;
}

export interface FallbackLocaleInput {
  locale: string;
  tenant?: Iri | null;
}

/** Where a tenant publishes the keys its own tokens are signed with; one URL per tenant. */
export interface JwkUrl extends HydraItem {
  id: number;
  url: string;
  tenant: Iri;
}

export interface JwkUrlInput {
  url: string;
  tenant?: Iri | null;
}

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

export interface CountryTagInput {
  name: string;
  tenant?: Iri | null;
  countries?: Iri[];
}

/** The events the platform sends mail for. */
export const NOTIFICATION_TYPES = [
  'CONTRACT_SENT',
  'CONTRACT_SIGNED',
  'CONTRACT_REMINDER',
  'CONTRACT_ENDED',
  'USER_INVITED',
  'PASSWORD_RESET',
] as const;

export interface NotificationTemplate extends HydraItem {
  id: number;
  type: string;
  locale: string;
  tenant: Iri;
  translations: LocaleTexts[];
}

export interface NotificationTemplateInput {
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

export interface ContractProductInput extends CatalogueInput {
  category?: Iri | null;
}

export type ContractTerm = CatalogueItem;
