import { type Iri, notificationTemplateBody, notificationTranslations, RESOURCES } from '../../../../contract/index.js';
import { hydraItem } from '../../hydra/serialize.js';
import { defineResource } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import {
  checkTranslations,
  replaceTranslations,
  translationTable,
  withTranslations,
} from '../engine/translation-texts.js';

export const notificationTexts = translationTable(
  'notification_template_translations',
  'template_id',
  notificationTranslations,
);

/** Mail texts per event and locale; a tenant admin's configuration. */
export const notificationTemplateResource = defineResource('notificationTemplates', {
  table: 'notification_templates',
  filterSpecs: {
    type: { kind: 'exact', column: 'notification_templates.type', value: 'string' },
    locale: { kind: 'exact', column: 'notification_templates.locale', value: 'string' },
  },
  order: { id: 'id', type: 'type', locale: 'locale' },
  schemas: { create: notificationTemplateBody },
  allows: managesTenant,
  serialize: async (rows, { db }) =>
    withTranslations(
      db,
      notificationTexts,
      rows.map((row) =>
        hydraItem(RESOURCES.notificationTemplates, row.id, {
          id: row.id,
          type: row.type,
          locale: row.locale,
          tenant: tenantIri(row.tenant_id) as Iri,
        }),
      ),
    ),
  toInsert: async (body, context) => {
    checkTranslations(notificationTexts, body);
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    return { type: body.type, locale: body.locale, tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    checkTranslations(notificationTexts, body);
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
