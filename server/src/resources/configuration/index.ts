import { RESOURCES } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../engine/crud.js';
import { registerTranslations } from '../engine/translations.js';
import { allowedOriginResource } from './allowed-origins.js';
import { fallbackLocaleResource } from './fallback-locales.js';
import { jwkUrlResource } from './jwk-urls.js';
import { notificationTemplateResource, notificationTexts } from './notification-templates.js';

/** A tenant's platform settings: allowed origins, fallback locales, its JWK URL and notification templates. */
export async function configurationRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, allowedOriginResource);
  registerResource(app, fallbackLocaleResource);
  registerResource(app, jwkUrlResource);
  registerResource(app, notificationTemplateResource);
  registerTranslations(app, {
    resource: RESOURCES.notificationTemplateTranslations,
    parent: notificationTemplateResource,
    searchBy: { type: 'notification_templates.type' },
    ...notificationTexts,
  });
}
