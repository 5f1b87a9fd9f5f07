import {
  type CountryTag,
  type CountryTagInput,
  type Iri,
  ROLES,
  countryTagBody,
  RESOURCES,
} from '../../../../contract/index.js';
import { invalidIri } from '../../hydra/errors.js';
import { hydraItem, intIdFromIri, iriOf } from '../../hydra/serialize.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { readableBy, tenantForCreate, tenantForUpdate, tenantIri, tenantRows } from '../engine/tenant-owned.js';
import { uniqueText, type Uniqueness } from '../engine/unique.js';
import { Violations } from '../engine/violations.js';
import { specsFor } from '../engine/filter-specs.js';

const UNIQUE_NAME: Uniqueness = { table: 'country_tags', column: 'name', property: 'name', caseInsensitive: true };

const checkName = (
  context: ResourceContext,
  raw: string | undefined,
  tenantId: number,
  ownId: number | null,
  violations: Violations,
) => uniqueText(context, violations, UNIQUE_NAME, raw, { tenantId, ownId });

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
export const countryTagResource = defineResource<'country_tags', CountryTag, CountryTagInput>({
  ...RESOURCES.countryTags,
  table: 'country_tags',
  filterSpecs: specsFor(RESOURCES.countryTags, {
    name: { kind: 'partial', column: 'country_tags.name' },
  }),
  order: { id: 'country_tags.id', name: 'country_tags.name' },
  defaultOrder: [{ column: 'country_tags.id', direction: 'asc' }],
  schemas: { create: countryTagBody },
  allows: readableBy(ROLES.EDITOR),
  scope: tenantRows('country_tags.tenant_id'),
  serialize: async (rows, { db }) => {
    const links =
      rows.length === 0
        ? []
        : await db
            .selectFrom('country_tag_countries')
            .select(['country_tag_id', 'country_id'])
            .where(
              'country_tag_id',
              'in',
              rows.map((row) => row.id),
            )
            .orderBy('country_id')
            .execute();
    return rows.map((row) =>
      hydraItem(RESOURCES.countryTags, row.id, {
        id: row.id,
        name: row.name,
        tenant: tenantIri(row.tenant_id) as Iri,
        countries: links
          .filter((link) => link.country_tag_id === row.id)
          .map((link) => iriOf('countries', link.country_id)),
      }),
    );
  },
  toInsert: async (body, context) => {
    const tenantId = (await tenantForCreate(context, body.tenant, true)) as number;
    if (body.countries) await countryIds(context, body.countries);
    const violations = new Violations();
    const name = await checkName(context, body.name, tenantId, null, violations);
    violations.throwIfAny();
    return { name: name ?? '', tenant_id: tenantId };
  },
  toUpdate: async (body, row, context) => {
    const moved = await tenantForUpdate(context, body.tenant, row.tenant_id, true);
    if (body.countries) await countryIds(context, body.countries);
    const violations = new Violations();
    const name = await checkName(
      context,
      body.name ?? (moved != null ? row.name : undefined),
      moved ?? row.tenant_id,
      row.id,
      violations,
    );
    violations.throwIfAny();
    return { ...(name !== undefined && { name }), ...(moved != null && { tenant_id: moved }) };
  },
  /** The list replaces the tag's countries (merge-patch replaces arrays). */
  afterWrite: async (id, body, context) => {
    if (body.countries === undefined) return;
    const ids = await countryIds(context, body.countries);
    await context.db.deleteFrom('country_tag_countries').where('country_tag_id', '=', id).execute();
    if (ids.length > 0)
      await context.db
        .insertInto('country_tag_countries')
        .values(ids.map((countryId) => ({ country_tag_id: id, country_id: countryId })))
        .execute();
  },
});
