import type { FastifyInstance } from 'fastify';
import { contractCategoryResource } from './contract-categories.js';
import { registerResource } from './crud.js';
import { registerTranslations } from './translations.js';
import { categoryTexts } from './contract-categories.js';

/**
 * The catalogue and configuration resources (countries, country tags, origins, locales, JWK URL,
 * notification templates, categories, products, terms, addresses, providers), registered in one
 * call so index.ts stays a short list of groups.
 */
export function registerCatalogue(app: FastifyInstance): void {
  registerResource(app, contractCategoryResource);
  registerTranslations(app, {
    name: 'contract_category',
    type: 'ContractCategoryTranslation',
    parent: contractCategoryResource,
    ...categoryTexts,
  });
}
