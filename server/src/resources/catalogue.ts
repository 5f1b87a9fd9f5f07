import type { FastifyInstance } from 'fastify';
import { addressResource } from './addresses.js';
import { allowedOriginResource } from './allowed-origins.js';
import { categoryTexts, contractCategoryResource } from './contract-categories.js';
import { contractProductResource } from './contract-products.js';
import { contractTermResource } from './contract-terms.js';
import { countryResource } from './countries.js';
import { countryTagResource } from './country-tags.js';
import { registerResource } from './crud.js';
import { fallbackLocaleResource } from './fallback-locales.js';
import { jwkUrlResource } from './jwk-urls.js';
import { notificationTemplateResource, notificationTexts } from './notification-templates.js';
import { registerProviderChain } from './provider-chain.js';
import { providerResource } from './providers.js';
import { registerTranslations } from './translations.js';

/**
 * The catalogue and configuration resources (countries, country tags, origins, locales, JWK URL,
 * notification templates, categories, products, terms, addresses, providers), registered in one
 * call so index.ts stays a short list of groups.
 */
export function registerCatalogue(app: FastifyInstance): void {
  registerResource(app, countryResource);
  registerResource(app, countryTagResource);
  registerResource(app, allowedOriginResource);
  registerResource(app, fallbackLocaleResource);
  registerResource(app, jwkUrlResource);
  registerResource(app, notificationTemplateResource);
  registerTranslations(app, {
    name: 'notification_template',
    type: 'NotificationTemplateTranslation',
    parent: notificationTemplateResource,
    searchBy: { type: 'notification_templates.type' },
    ...notificationTexts,
  });
  registerResource(app, contractCategoryResource);
  registerTranslations(app, {
    name: 'contract_category',
    type: 'ContractCategoryTranslation',
    parent: contractCategoryResource,
    ...categoryTexts,
  });
  registerResource(app, contractProductResource);
  registerResource(app, contractTermResource);
  registerResource(app, addressResource);
  registerResource(app, providerResource);
  registerProviderChain(app);
}
