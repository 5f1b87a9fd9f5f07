import { iriOrNull, LOCALE_PATTERN, requiredText, translationsOf } from './common';

/** The events the platform sends mail for. */
export const NOTIFICATION_TYPES = [
  'CONTRACT_SENT',
  'CONTRACT_SIGNED',
  'CONTRACT_REMINDER',
  'CONTRACT_ENDED',
  'USER_INVITED',
  'PASSWORD_RESET',
] as const;

/** Bodies of a tenant's platform settings. */

/** `POST /api/allowed_origins` (PATCH: the same fields, none required). */
export const allowedOriginBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: requiredText(255), tenant: iriOrNull },
} as const;

/** `POST /api/fallback_locales`: the spec's console sends it only when a locale is set. */
export const fallbackLocaleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['locale'],
  properties: { locale: { type: 'string', minLength: 1, maxLength: 16, pattern: LOCALE_PATTERN }, tenant: iriOrNull },
} as const;

/** `POST /api/jwk_urls`: keys fetched over plain http could be swapped on the way, so https only. */
export const jwkUrlBody = {
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2048, format: 'uri', pattern: '^https://[^/?#\\s]+' },
    tenant: iriOrNull,
  },
} as const;

export const notificationTranslations = translationsOf({ subject: requiredText(255), body: requiredText(65535) }, [
  'subject',
  'body',
]);

/** `POST /api/notification_templates` (PATCH: the same fields, none required). */
export const notificationTemplateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'locale'],
  properties: {
    type: { type: 'string', enum: NOTIFICATION_TYPES },
    locale: { type: 'string', maxLength: 16, pattern: LOCALE_PATTERN },
    tenant: iriOrNull,
    translations: notificationTranslations,
  },
} as const;
