import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import { companyChainRoutes } from '../special/company-chain.js';
import { dashboardRoutes } from '../special/dashboard.js';
import { filesRoutes } from '../special/files.js';
import { applicationResource } from './applications.js';
import { registerCatalogue } from './catalogue.js';
import { companyResource } from './companies.js';
import { registerContracts } from './contract-routes.js';
import { registerResource } from './crud.js';
import { tenantResource } from './tenants.js';
import { userResource } from './users.js';

/**
 * Everything under /api that needs a signed-in caller. The identity endpoints
 * (/api/token/refresh, /api/refresh-token/invalidate) live in the identity plugin and
 * authenticate themselves, so they are not behind this hook.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireUser);

  registerResource(app, applicationResource);
  registerResource(app, tenantResource);
  registerResource(app, companyResource);
  registerResource(app, userResource);
  await registerContracts(app);
  registerCatalogue(app);

  await app.register(dashboardRoutes);
  await app.register(companyChainRoutes);
  await app.register(filesRoutes);
}
