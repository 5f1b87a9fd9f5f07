import { type Iri, fallbackLocaleBody } from '../../../../contract/index.js';
import { defineResource } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { uniqueValue, type Uniqueness } from '../engine/unique.js';

/** "de" and "DE" would be the same fallback twice. */
const UNIQUE_LOCALE: Uniqueness = {
  table: 'fallback_locales',
  column: 'locale',
  property: 'locale',
  caseInsensitive: true,
};

/** Locales a tenant's texts fall back to, each at most once per tenant. */
export const fallbackLocaleResource = defineResource('fallbackLocales', {
  table: 'fallback_locales',
  filterSpecs: {
    locale: { kind: 'exact', column: 'fallback_locales.locale', value: 'string' },
  },
  order: { id: 'id', locale: 'locale' },
  schemas: { create: fallbackLocaleBody },
  allows: managesTenant,
  item: (row) => ({ id: row.id, locale: row.locale, tenant: tenantIri(row.tenant_id) as Iri }),
  toInsert: async (body, context) => {
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    const locale = await uniqueValue(context, UNIQUE_LOCALE, body.locale, { tenantId, ownId: null });
    return { locale: locale ?? '', tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    const locale = await uniqueValue(context, UNIQUE_LOCALE, body.locale ?? (moved != null ? row.locale : undefined), {
      tenantId: moved ?? row.tenant_id,
      ownId: row.id,
    });
    return { ...(locale !== undefined && { locale }), ...(moved != null && { tenant_id: moved }) };
  },
  uniqueProperty: 'locale',
});
