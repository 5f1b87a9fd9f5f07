import {
  type Iri,
  type NotificationTemplate,
  type NotificationTemplateInput,
  notificationTemplateBody,
  notificationTranslations,
  RESOURCES,
} from '../../../../contract/index.js';
import { hydraItem } from '../../hydra/serialize.js';
import { defineResource } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from '../engine/tenant-owned.js';
import {
  checkTranslationList,
  loadTranslations,
  replaceTranslations,
  translationTexts,
  type TranslationTable,
} from '../engine/translation-texts.js';
import { Violations } from '../engine/violations.js';
import { specsFor } from '../engine/filter-specs.js';

export const notificationTexts: TranslationTable = {
  table: 'notification_template_translations',
  parentColumn: 'template_id',
  texts: translationTexts(notificationTranslations),
};

/** Mail texts per event and locale; a tenant admin's configuration. */
export const notificationTemplateResource = defineResource<
  'notification_templates',
  NotificationTemplate,
  NotificationTemplateInput
>({
  ...RESOURCES.notificationTemplates,
  table: 'notification_templates',
  filterSpecs: specsFor(RESOURCES.notificationTemplates, {
    type: { kind: 'exact', column: 'notification_templates.type', value: 'string' },
    locale: { kind: 'exact', column: 'notification_templates.locale', value: 'string' },
  }),
  order: {
    id: 'notification_templates.id',
    type: 'notification_templates.type',
    locale: 'notification_templates.locale',
  },
  defaultOrder: [{ column: 'notification_templates.id', direction: 'asc' }],
  schemas: { create: notificationTemplateBody },
  allows: (user) => managesTenant(user),
  scope: tenantRows('notification_templates.tenant_id'),
  serialize: async (rows, { db }) => {
    const translations = await loadTranslations(
      db,
      notificationTexts,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem(RESOURCES.notificationTemplates, row.id, {
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
