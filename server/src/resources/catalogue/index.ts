import { RESOURCES } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { registerTranslations } from '../engine/translations.js';
import { categoryTexts, contractCategoryResource } from './contract-categories.js';
import { contractProductResource } from './contract-products.js';
import { contractTermResource } from './contract-terms.js';
import { countryResource } from './countries.js';
import { countryTagResource } from './country-tags.js';

/** The contract vocabulary of a tenant (categories, products, terms, country tags) and the countries. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, countryResource);
  registerResource(app, countryTagResource);
  registerResource(app, contractCategoryResource);
  registerTranslations(app, {
    resource: RESOURCES.contractCategoryTranslations,
    parent: contractCategoryResource,
    ...categoryTexts,
  });
  registerResource(app, contractProductResource);
  registerResource(app, contractTermResource);
}
