import { type Iri, ROLES, countryTagBody, RESOURCES } from '../../../../contract/index.js';
import { invalidIri } from '../../hydra/errors.js';
import { hydraItem, intIdFromIri, iriOf } from '../../hydra/serialize.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { readableBy, tenantForCreate, tenantForUpdate, tenantIri } from '../engine/tenant-owned.js';
import { uniqueValue, type Uniqueness } from '../engine/unique.js';
import { linkedIds, replaceLinks, type LinkTable } from '../engine/links.js';

const TAG_COUNTRIES: LinkTable = { table: 'country_tag_countries', owner: 'country_tag_id', linked: 'country_id' };

const UNIQUE_NAME: Uniqueness = { table: 'country_tags', column: 'name', property: 'name', caseInsensitive: true };

/** Country IRIs → ids; a list naming anything but an existing country is refused whole. */
async function countryIds(context: ResourceContext, iris: readonly Iri[]): Promise<number[]> {
  const ids = [...new Set(iris.map((iri) => intIdFromIri(iri, 'countries')))];
  if (ids.some((id) => id === null)) throw invalidIri();
  if (ids.length === 0) return [];
  const found = await context.db
    .selectFrom('countries')
    .select('id')
    .where('id', 'in', ids as number[])
    .execute();
  if (found.length !== ids.length) throw invalidIri();
  return ids as number[];
}

/**
 * Named groups of countries (e.g. DACH) that templates are offered in. The tenant admin manages
 * them; editors read them because the templates they edit carry them.
 */
export const countryTagResource = defineResource('countryTags', {
  table: 'country_tags',
  filterSpecs: {
    name: { kind: 'partial', column: 'country_tags.name' },
  },
  order: { id: 'id', name: 'name' },
  schemas: { create: countryTagBody },
  allows: readableBy(ROLES.EDITOR),
  serialize: async (rows, { db }) => {
    const countries = await linkedIds(
      db,
      TAG_COUNTRIES,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem(RESOURCES.countryTags, row.id, {
        id: row.id,
        name: row.name,
        tenant: tenantIri(row.tenant_id) as Iri,
        countries: (countries.get(row.id) ?? []).map((id) => iriOf('countries', id)),
      }),
    );
  },
  toInsert: async (body, context) => {
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    if (body.countries) await countryIds(context, body.countries);
    const name = await uniqueValue(context, UNIQUE_NAME, body.name, { tenantId, ownId: null });
    return { name: name ?? '', tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    if (body.countries) await countryIds(context, body.countries);
    const name = await uniqueValue(context, UNIQUE_NAME, body.name ?? (moved != null ? row.name : undefined), {
      tenantId: moved ?? row.tenant_id,
      ownId: row.id,
    });
    return { ...(name !== undefined && { name }), ...(moved != null && { tenant_id: moved }) };
  },
  /** The list replaces the tag's countries (merge-patch replaces arrays). */
  afterWrite: async (id, body, context) => {
    if (body.countries !== undefined)
      await replaceLinks(context.db, TAG_COUNTRIES, id, await countryIds(context, body.countries));
  },
});
