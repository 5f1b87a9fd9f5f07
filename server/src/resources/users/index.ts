import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { userResource } from './users.js';

/** The dashboard counts users with the collection's own scope. */
export { userScope } from './edit-rights.js';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, userResource);
}
