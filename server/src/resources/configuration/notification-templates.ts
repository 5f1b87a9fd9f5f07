import {
  NOTIFICATION_TYPES,
  type Iri,
  type NotificationTemplate,
  type NotificationTemplateInput,
} from '../../../../contract/index.js';
import { hydraItem } from '../../hydra/serialize.js';
import { defineResource } from '../engine/define.js';
import { iriOrNull } from '../engine/schemas.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from '../engine/tenant-owned.js';
import {
  checkTranslationList,
  loadTranslations,
  LOCALE_PATTERN,
  replaceTranslations,
  translationListSchema,
  type TranslationTable,
} from '../engine/translation-texts.js';
import { Violations } from '../engine/violations.js';

export const notificationTexts: TranslationTable = {
  table: 'notification_template_translations',
  parentColumn: 'template_id',
  texts: { subject: { required: true, maxLength: 255 }, body: { required: true, maxLength: 65535 } },
};

const notificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'locale'],
  properties: {
    type: { type: 'string', enum: NOTIFICATION_TYPES },
    locale: { type: 'string', maxLength: 16, pattern: LOCALE_PATTERN },
    tenant: iriOrNull,
    translations: translationListSchema(notificationTexts),
  },
};

/** Mail texts per event and locale; a tenant admin's configuration. */
export const notificationTemplateResource = defineResource<
  'notification_templates',
  NotificationTemplate,
  NotificationTemplateInput
>({
  path: 'notification_templates',
  type: 'NotificationTemplate',
  table: 'notification_templates',
  key: { column: 'id', kind: 'int' },
  operations: ['list', 'read', 'create', 'update', 'delete'],
  filters: [
    { kind: 'exact', param: 'type', column: 'notification_templates.type', value: 'string' },
    { kind: 'exact', param: 'locale', column: 'notification_templates.locale', value: 'string' },
    { kind: 'exact', param: 'tenant.id', column: 'notification_templates.tenant_id', value: 'int', iriPath: 'tenants' },
  ],
  order: {
    id: 'notification_templates.id',
    type: 'notification_templates.type',
    locale: 'notification_templates.locale',
  },
  defaultOrder: [{ column: 'notification_templates.id', direction: 'asc' }],
  schemas: { create: notificationSchema },
  allows: (user) => managesTenant(user),
  scope: tenantRows('notification_templates.tenant_id'),
  serialize: async (rows, { db }) => {
    const translations = await loadTranslations(
      db,
      notificationTexts,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem('notification_templates', 'NotificationTemplate', row.id, {
        id: row.id,
        type: row.type,
        locale: row.locale,
        tenant: tenantIri(row.tenant_id) as Iri,
        translations: translations.get(row.id) ?? [],
      }),
    );
  },
  toInsert: async (body, context) => {
    const violations = new Violations();
    checkTranslationList(notificationTexts, body.translations, violations);
    violations.throwIfAny();
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    return { type: body.type, locale: body.locale, tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const violations = new Violations();
    checkTranslationList(notificationTexts, body.translations, violations);
    violations.throwIfAny();
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    return {
      ...(body.type !== undefined && { type: body.type }),
      ...(body.locale !== undefined && { locale: body.locale }),
      ...(moved != null && { tenant_id: moved }),
    };
  },
  afterWrite: async (id, body, context) => {
    if (body.translations) await replaceTranslations(context.db, notificationTexts, id, body.translations);
  },
});
