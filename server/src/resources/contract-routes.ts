import type { FastifyInstance } from 'fastify';
import { companyTemplateRoutes } from './company-mediate-contract-templates-routes.js';
import { companyTemplateResource } from './company-mediate-contract-templates.js';
import { currentTemplateVersionRoute } from './contract-template-version-current.js';
import { mediateFileResource, mediateFileTexts } from './contract-template-version-mediate-files.js';
import { contractTemplateVersionResource, versionTexts } from './contract-template-versions.js';
import { contractTemplateResource, templateTexts } from './contract-templates.js';
import { contractVersionBatchRoute } from './contract-versions-batch.js';
import { contractVersionResource } from './contract-versions.js';
import { contractResource } from './contracts.js';
import { customerAssociationSignRoute } from './customer-association-sign.js';
import { customerAssociationResource } from './customer-associations.js';
import { registerResource } from './crud.js';
import { registerTranslations } from './translations.js';

/**
 * Templates, their versions and attachments, template activation per company, contracts,
 * contract versions and customer associations, with their special calls (spec section 7),
 * registered in one call so index.ts stays a short list of groups.
 */
export async function registerContracts(app: FastifyInstance): Promise<void> {
  registerResource(app, contractTemplateResource);
  registerTranslations(app, {
    name: 'contract_template',
    type: 'ContractTemplateTranslation',
    parent: contractTemplateResource,
    ...templateTexts,
  });

  registerResource(app, contractTemplateVersionResource);
  await app.register(currentTemplateVersionRoute);
  registerTranslations(app, {
    name: 'contract_template_version',
    type: 'ContractTemplateVersionTranslation',
    parent: contractTemplateVersionResource,
    ...versionTexts,
  });

  registerResource(app, mediateFileResource);
  registerTranslations(app, {
    name: 'contract_template_version_mediate_file',
    type: 'ContractTemplateVersionMediateFileTranslation',
    parent: mediateFileResource,
    ...mediateFileTexts,
  });

  registerResource(app, companyTemplateResource);
  await app.register(companyTemplateRoutes);

  registerResource(app, contractResource);
  registerResource(app, contractVersionResource);
  await app.register(contractVersionBatchRoute);
  registerResource(app, customerAssociationResource);
  await app.register(customerAssociationSignRoute);
}
