import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { contractEvidenceRoutes } from './contract-evidence.routes.js';
import { contractVersionBatchRoute } from './contract-versions-batch.routes.js';
import { contractVersionResource } from './contract-versions.js';
import { contractResource } from './contracts.js';
import { customerAssociationSignRoute } from './customer-association-sign.routes.js';
import { customerAssociationResource } from './customer-associations.js';

/** Contracts, their versions and customer associations, with the batch and sign calls (spec section 7) and the signing evidence. */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, contractResource);
  registerResource(app, contractVersionResource);
  await app.register(contractVersionBatchRoute);
  await app.register(contractEvidenceRoutes);
  registerResource(app, customerAssociationResource);
  await app.register(customerAssociationSignRoute);
}
/** The dashboard's activity counts with the same scope as the collection. */
export { contractVersionResource } from './contract-versions.js';
