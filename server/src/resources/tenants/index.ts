import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { tenantResource } from './tenants.js';

/** The dashboard counts tenants with the collection's own scope. */
export { tenantResource } from './tenants.js';

export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, tenantResource);
}
