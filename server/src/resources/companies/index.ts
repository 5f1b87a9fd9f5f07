import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { addressResource } from './addresses.js';
import { companyResource } from './companies.js';
import { companyChainRoutes } from './company-chain.routes.js';
import { providerChainRoutes } from './provider-chain.routes.js';
import { providerResource } from './providers.js';

/** What other families may use: company scope and links (users, contracts, templates, dashboard). */
export { companyScope, visibleCompany } from './companies.js';
export { companyTenantOf } from './companies-write.js';
export { companyInTenant, companyIrisOf, companyUuids } from './company-links.js';

/** Companies, their addresses and providers, and the company and provider chains. */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, companyResource);
  registerResource(app, addressResource);
  registerResource(app, providerResource);
  await app.register(providerChainRoutes);
  await app.register(companyChainRoutes);
}
