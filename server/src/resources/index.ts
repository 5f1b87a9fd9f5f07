import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import { liveEventsPlugin } from '../http/events.js';
import { eventStreamRoute } from '../http/events-stream.js';
import { applicationRoutes } from './applications/index.js';
import { auditRoutes } from './audit/index.js';
import { catalogueRoutes } from './catalogue/index.js';
import { companyRoutes } from './companies/index.js';
import { configurationRoutes } from './configuration/index.js';
import { contractRoutes } from './contracts/index.js';
import { dashboardRoutes } from './dashboard/index.js';
import { filesRoutes } from './files/index.js';
import { templateRoutes } from './templates/index.js';
import { tenantRoutes } from './tenants/index.js';
import { userRoutes } from './users/index.js';

/*
 * Layout: engine/ is the generic machinery (definitions, the CRUD route factory, schemas, links,
 * uniqueness, violations, translations, tenant ownership); every other folder is one family of
 * resources. Arrows point one way: the engine imports no family; a family imports the engine and,
 * where it must, another family's index.ts (never its inner files). eslint.config.mjs enforces both.
 *
 * A special call is a route the generic factory cannot express: a chain writing several rows in
 * one transaction, a batch, an action (sign, disable), an upload or download, a computed answer
 * (dashboard, current template version). It lives in its family's folder as `<name>.routes.ts`
 * and goes through the engine (itemFor, definitions' scope and rights, schemas, violations), so
 * it answers 401/403/404/422 exactly as the generic routes do.
 */

/**
 * Everything under /api that needs a signed-in caller. The identity endpoints
 * (/api/token/refresh, /api/refresh-token/invalidate) live in the identity plugin and
 * authenticate themselves, so they are not behind this hook.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireUser);
  // Before the families: their writes announce themselves to open event streams (http/events.ts).
  await app.register(liveEventsPlugin);
  await app.register(eventStreamRoute);
  for (const family of [
    applicationRoutes,
    tenantRoutes,
    companyRoutes,
    userRoutes,
    templateRoutes,
    contractRoutes,
    catalogueRoutes,
    configurationRoutes,
    dashboardRoutes,
    filesRoutes,
    auditRoutes,
  ])
    await app.register(family);
}
