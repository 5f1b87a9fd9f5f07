import { RESOURCES } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { registerTranslations } from '../engine/translations.js';
import { companyTemplateRoutes } from './company-templates.routes.js';
import { companyTemplateResource } from './company-templates.js';
import { contractTemplateVersionResource, versionTexts } from './contract-template-versions.js';
import { contractTemplateResource, templateTexts } from './contract-templates.js';
import { currentTemplateVersionRoute } from './current-version.routes.js';
import { mediateFileResource, mediateFileTexts } from './mediate-files.js';
import { publishVersionRoute } from './version-publish.routes.js';

/** What the contracts family may use: template titles for contract items, and version links. */
export { templateTexts } from './contract-templates.js';
export { templateVersionInTenant } from './template-access.js';

/**
 * Contract templates, their versions and attachments ("mediate files") with their translation
 * endpoints, and template activation per company, with the current-version, publish and activation calls.
 */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, contractTemplateResource);
  registerTranslations(app, {
    resource: RESOURCES.contractTemplateTranslations,
    parent: contractTemplateResource,
    ...templateTexts,
  });

  registerResource(app, contractTemplateVersionResource);
  await app.register(currentTemplateVersionRoute);
  await app.register(publishVersionRoute);
  registerTranslations(app, {
    resource: RESOURCES.contractTemplateVersionTranslations,
    parent: contractTemplateVersionResource,
    ...versionTexts,
  });

  registerResource(app, mediateFileResource);
  registerTranslations(app, {
    resource: RESOURCES.contractTemplateVersionMediateFileTranslations,
    parent: mediateFileResource,
    ...mediateFileTexts,
  });

  registerResource(app, companyTemplateResource);
  await app.register(companyTemplateRoutes);
}
/** The dashboard's activity counts with the same scopes as the collections. */
export { contractTemplateResource } from './contract-templates.js';
export { contractTemplateVersionResource } from './contract-template-versions.js';
