import {
  type FallbackLocale,
  type FallbackLocaleInput,
  type Iri,
  fallbackLocaleBody,
  RESOURCES,
} from '../../../../contract/index.js';
import { hydraItem } from '../../hydra/serialize.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { managesTenant } from '../engine/roles.js';
import { tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from '../engine/tenant-owned.js';
import { uniqueText, type Uniqueness } from '../engine/unique.js';
import { Violations } from '../engine/violations.js';
import { specsFor } from '../engine/filter-specs.js';

/** "de" and "DE" would be the same fallback twice. */
const UNIQUE_LOCALE: Uniqueness = {
  table: 'fallback_locales',
  column: 'locale',
  property: 'locale',
  caseInsensitive: true,
};

const checkLocale = (
  context: ResourceContext,
  locale: string | undefined,
  tenantId: number,
  ownId: number | null,
  violations: Violations,
) => uniqueText(context, violations, UNIQUE_LOCALE, locale, { tenantId, ownId });

/** Locales a tenant's texts fall back to, each at most once per tenant. */
export const fallbackLocaleResource = defineResource<'fallback_locales', FallbackLocale, FallbackLocaleInput>({
  ...RESOURCES.fallbackLocales,
  table: 'fallback_locales',
  filterSpecs: specsFor(RESOURCES.fallbackLocales, {
    locale: { kind: 'exact', column: 'fallback_locales.locale', value: 'string' },
  }),
  order: { id: 'fallback_locales.id', locale: 'fallback_locales.locale' },
  defaultOrder: [{ column: 'fallback_locales.id', direction: 'asc' }],
  schemas: { create: fallbackLocaleBody },
  allows: (user) => managesTenant(user),
  scope: tenantRows('fallback_locales.tenant_id'),
  serialize: async (rows) =>
    rows.map((row) =>
      hydraItem(RESOURCES.fallbackLocales, row.id, {
        id: row.id,
        locale: row.locale,
        tenant: tenantIri(row.tenant_id) as Iri,
      }),
    ),
  toInsert: async (body, context) => {
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    const violations = new Violations();
    const locale = await checkLocale(context, body.locale, tenantId, null, violations);
    violations.throwIfAny();
    return { locale: locale ?? '', tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    const tenantId = moved ?? row.tenant_id;
    const violations = new Violations();
    const locale = await checkLocale(
      context,
      body.locale ?? (moved != null ? row.locale : undefined),
      tenantId,
      row.id,
      violations,
    );
    violations.throwIfAny();
    return { ...(locale !== undefined && { locale }), ...(moved != null && { tenant_id: moved }) };
  },
  uniqueProperty: 'locale',
});
