import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { auditEntryResource } from './audit-entries.js';
import { auditVerifyRoute } from './audit-verify.routes.js';

/** The audit trail: its entries (list, item, CSV) and the check of its hash chains. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  await auditVerifyRoute(app);
  registerResource(app, auditEntryResource);
}
