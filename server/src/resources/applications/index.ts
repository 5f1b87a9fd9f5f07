import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { applicationResource } from './applications.js';

/** Tenants and users name their applications by IRI. */
export { applicationIdFromIri } from './applications.js';

export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, applicationResource);
}
