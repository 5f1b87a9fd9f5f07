import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { type Iri, contractTemplateBody, templateTranslations, RESOURCES } from '../../../../contract/index.js';
import { fromBool, nowIso, toBool } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { badRequest, invalidIri } from '../../hydra/errors.js';
import { containsText, single, type QueryParams } from '../../hydra/query.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { queryId, sameTenant, tenantForWrite } from '../engine/tenant-owned.js';
import { templateRights } from './template-access.js';
import type { ResourceContext } from '../engine/define.js';
import { linkedIds, replaceLinks, resolveLink, type LinkTable } from '../engine/links.js';
import { translatedResource } from '../engine/translated.js';
import { translationTable } from '../engine/translation-texts.js';

const templates = expressionBuilder<Database, 'contract_templates'>();

export const templateTexts = translationTable('contract_template_translations', 'template_id', templateTranslations);

/** Every value of a parameter that may repeat (`countryTags.countries.id[]=1&…[]=2` or a single value). */
function allValues(query: QueryParams, name: string): string[] {
  return [query[name], query[`${name}[]`]].flat().filter((value): value is string => typeof value === 'string');
}

/** `countryTags.countries.id`: templates tagged with a country tag that contains one of the countries. */
function countryCondition(query: QueryParams): Expression<SqlBool>[] {
  const raw = allValues(query, 'countryTags.countries.id');
  if (raw.length === 0) return [];
  const ids = raw.map((value) => queryId(value, 'countries'));
  if (ids.some((id) => id === null)) throw badRequest('countryTags.countries.id should be an id');
  return [
    templates.exists(
      templates
        .selectFrom('contract_template_country_tags')
        .innerJoin(
          'country_tag_countries',
          'country_tag_countries.country_tag_id',
          'contract_template_country_tags.country_tag_id',
        )
        .select(sql`1`.as('one'))
        .whereRef('contract_template_country_tags.contract_template_id', '=', 'contract_templates.id')
        .where('country_tag_countries.country_id', 'in', ids as number[]),
    ),
  ];
}

const TEMPLATE_TAGS: LinkTable = {
  table: 'contract_template_country_tags',
  owner: 'contract_template_id',
  linked: 'country_tag_id',
};

async function countryTagIds(context: ResourceContext, iris: readonly Iri[], tenantId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const iri of iris) ids.push(await resolveLink(context, iri, 'country_tags', tenantId));
  return [...new Set(ids)];
}

async function categoryId(context: ResourceContext, iri: Iri | null | undefined, tenantId: number) {
  if (iri === undefined || iri === null) return iri;
  return resolveLink(context, iri, 'contract_categories', tenantId);
}

/**
 * `translations.title=…`: a case- and accent-insensitive substring of a title, in any locale, or only in the
 * locale `translations.locale` names (the console's translation filter, spec section 9, default en).
 * The locale alone filters nothing: it says where the title is looked for.
 */
function searchByTitle({ query }: Pick<ResourceContext, 'query'>): Expression<SqlBool>[] {
  const title = single(query, 'translations.title');
  if (title === undefined || title === '') return [];
  const locale = single(query, 'translations.locale');
  const inLocale = locale ? sql`and t.locale = ${locale}` : sql``;
  return [
    sql<SqlBool>`exists (select 1 from contract_template_translations as t where t.template_id = contract_templates.id ${inLocale} and ${containsText(sql.ref('t.title'), title)})`,
  ];
}

export const contractTemplateResource = translatedResource('contractTemplates', templateTexts, {
  table: 'contract_templates',
  filterSpecs: {
    activity: { kind: 'boolean', column: 'contract_templates.activity' },
    category: { kind: 'exact', column: 'contract_templates.category_id', value: 'int', iriPath: 'contract_categories' },
  },
  order: { createdAt: 'created_at', id: 'id' },
  schemas: { create: contractTemplateBody },
  allows: templateRights,
  scope: ({ user }) => sameTenant(user, 'contract_templates.tenant_id'),
  conditions: (context) => [...countryCondition(context.query), ...searchByTitle(context)],
  serialize: async (rows, context) => {
    const tags = await linkedIds(
      context.db,
      TEMPLATE_TAGS,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem(RESOURCES.contractTemplates, row.id, {
        id: row.id,
        tenant: iriOf('tenants', row.tenant_id),
        activity: toBool(row.activity),
        category: row.category_id === null ? null : iriOf('contract_categories', row.category_id),
        countryTags: (tags.get(row.id) ?? []).map((id) => iriOf('country_tags', id)),
        createdAt: row.created_at,
      }),
    );
  },
  toInsert: async (body, context) => {
    const tenantId = await tenantForWrite(context, body.tenant, null);
    return {
      tenant_id: tenantId,
      // A new template is usable unless its author says otherwise (the console sends activity explicitly).
      activity: fromBool(body.activity ?? true),
      category_id: (await categoryId(context, body.category, tenantId)) ?? null,
      created_at: nowIso(),
    };
  },
  toUpdate: async (body, row, context) => {
    const tenantId = await tenantForWrite(context, body.tenant, row.tenant_id);
    // Moving a template to another tenant would strand its versions, contracts and activations there.
    if (tenantId !== row.tenant_id) throw invalidIri();
    const category = await categoryId(context, body.category, tenantId);
    return {
      ...(body.activity === undefined ? {} : { activity: fromBool(body.activity) }),
      ...(category === undefined ? {} : { category_id: category }),
    };
  },
  afterWrite: async (id, body, context) => {
    if (body.countryTags === undefined) return;
    const row = await context.db
      .selectFrom('contract_templates')
      .select('tenant_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await replaceLinks(context.db, TEMPLATE_TAGS, id, await countryTagIds(context, body.countryTags, row.tenant_id));
  },
});
