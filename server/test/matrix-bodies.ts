import type { FastifyInstance } from 'fastify';
import { findItem, type CallerInfo } from './matrix-targets.js';

/**
 * Valid create bodies for any resource, generated from the create schema the OpenAPI document
 * publishes: required fields get plausible values, relations get IRIs of rows in the caller's own
 * tenant (so a refusal can only come from the role, never from the body).
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minItems?: number;
  minimum?: number;
  maxLength?: number;
  minLength?: number;
};

/** Property name → the collection its IRI points into. */
export const RELATIONS: Readonly<Record<string, string>> = {
  tenant: 'tenants',
  company: 'companies',
  recipientCompany: 'companies',
  address: 'addresses',
  provider: 'providers',
  country: 'countries',
  contractCountry: 'countries',
  countries: 'countries',
  countryTags: 'country_tags',
  category: 'contract_categories',
  template: 'contract_templates',
  contractTemplate: 'contract_templates',
  templateVersion: 'contract_template_versions',
  file: 'files',
  contract: 'contracts',
  customer: 'users',
  recipientUser: 'users',
  senderUser: 'users',
  defaultApplication: 'applications',
  applications: 'applications',
};

/** Relations worth sending even when optional: they decide where the row lands. */
const PLACEMENT = new Set(['tenant', 'company']);

interface OverrideContext {
  app: FastifyInstance;
  tenantId: number;
  n: number;
}

/** Per resource, fields the schema cannot tell a valid value for (business rules beyond the schema). */
const OVERRIDES: Readonly<Record<string, (context: OverrideContext) => Promise<Record<string, unknown>>>> = {
  allowed_origins: async ({ n }) => ({ name: `https://matrix-${n}.example.com` }),
  jwk_urls: async ({ n }) => ({ url: `https://keys-${n}.example.com/certs` }),
  // A version carries the text the recipient signs.
  contract_versions: async ({ n }) => ({ content: `Matrix contract text ${n}` }),
  // One link per template version and file: pick a file the version does not carry yet.
  contract_template_version_mediate_files: async ({ app, tenantId }) => {
    // Any version of the tenant with a file of the tenant it does not carry yet.
    const pair = await app.db.kysely
      .selectFrom('contract_template_versions as v')
      .innerJoin('contract_templates as t', 't.id', 'v.template_id')
      .innerJoin('files as f', 'f.tenant_id', 't.tenant_id')
      .select(['v.id as versionId', 'f.id as fileId'])
      .where('t.tenant_id', '=', tenantId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('contract_template_version_mediate_files as m')
              .select('m.id')
              .whereRef('m.template_version_id', '=', 'v.id')
              .whereRef('m.file_id', '=', 'f.id'),
          ),
        ),
      )
      .orderBy('v.id')
      .orderBy('f.id')
      .executeTakeFirst();
    return pair
      ? { templateVersion: `/api/contract_template_versions/${pair.versionId}`, file: `/api/files/${pair.fileId}` }
      : {};
  },
  // One association per contract and customer: pick a user of the tenant that has none yet.
  customer_associations: async ({ app, tenantId }) => {
    const row = await app.db.kysely
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'not in', (eb) => eb.selectFrom('customer_associations').select('customer_user_id'))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ? { customer: `/api/users/${row.id}` } : {};
  },
};

let counter = 0;
/** A two-letter code no seed uses (the seed has real languages; these start at "qa"). */
const freshLocale = (n: number) => `q${String.fromCharCode(97 + (n % 26))}`;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

function scalar(name: string, schema: JsonSchema, n: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const types = typesOf(schema);
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return Math.max(schema.minimum ?? 1, 1);
  if (schema.format === 'email' || /mail/i.test(name)) return `matrix${n}@example.com`;
  if (schema.format === 'uri' || /url|origin/i.test(name)) return `https://matrix-${n}.example.com`;
  if (schema.format === 'date') return '2031-01-15';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (/locale/i.test(name) || schema.pattern?.startsWith('^[a-z]{2}')) return freshLocale(n);
  if (schema.pattern?.includes('ROLE_')) return 'ROLE_USER';
  const text = `Matrix ${name} ${n}`;
  return schema.maxLength && text.length > schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

async function valueFor(
  app: FastifyInstance,
  name: string,
  schema: JsonSchema,
  caller: CallerInfo | null,
  tenantId: number,
  n: number,
): Promise<unknown> {
  const relation = RELATIONS[name];
  const types = typesOf(schema);
  if (relation) {
    const iri = await findItem(app, relation, tenantId, caller);
    if (types.includes('array')) return iri ? [iri] : [];
    return iri;
  }
  if (types.includes('array')) {
    const count = Math.max(schema.minItems ?? 0, name === 'translations' ? 1 : 0);
    const items: unknown[] = [];
    for (let i = 0; i < count; i += 1)
      items.push(schema.items ? await valueFor(app, `${name}Item`, schema.items, caller, tenantId, n + i) : 'x');
    return items;
  }
  if (types.includes('object') || schema.properties) {
    const object: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      const property = schema.properties?.[key] ?? {};
      // Translations are per language; a real one keeps the item readable in the default locale.
      object[key] =
        key === 'locale' && name === 'translationsItem'
          ? 'en'
          : await valueFor(app, key, property, caller, tenantId, n);
    }
    return object;
  }
  return scalar(name, schema, n);
}

/** A body the caller could rightfully send to create a row in its own tenant (Acme for the supervisor). */
export async function createBody(
  app: FastifyInstance,
  resource: string,
  schema: JsonSchema | undefined,
  caller: CallerInfo | null,
  tenantId: number,
): Promise<Record<string, unknown>> {
  counter += 1;
  const n = counter;
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (!schema?.required?.includes(name) && !PLACEMENT.has(name)) continue;
    const value = await valueFor(app, name, property, caller, tenantId, n);
    if (value !== null || schema?.required?.includes(name)) body[name] = value;
  }
  return { ...body, ...((await OVERRIDES[resource]?.({ app, tenantId, n })) ?? {}) };
}
