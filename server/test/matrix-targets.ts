import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { parseJsonList } from '../src/db/portable.js';

/**
 * Where the role matrix finds the rows it reads, changes and deletes: per resource, its table,
 * the tenant a row belongs to, and which row is "nearest" to a caller (its own company, itself, a
 * contract it receives). Written from the data model, not from the resource definitions, so a
 * definition's scope cannot decide what the test asks for.
 */

export interface CallerInfo {
  userName: string;
  id: number;
  roles: string[];
  tenantId: number | null;
  companyId: number | null;
}

interface Target {
  table: string;
  /** Column the IRI carries. */
  key: 'id' | 'uuid';
  /** SQL giving the owning tenant of row `t`; null for global tables. */
  tenant: string | null;
  /** Rows to prefer for this caller, in order; the first that matches any row wins. */
  nearest?: (caller: CallerInfo) => string[];
}

const isManager = (c: CallerInfo) =>
  c.roles.some((r) => r === 'ROLE_SUPERVISOR' || r === 'ROLE_TENANT_ADMIN' || r === 'ROLE_COMPANY_ADMIN');
const companyOf = (c: CallerInfo) => (c.companyId === null ? '1 = 0' : `t.id = ${c.companyId}`);
const viaTemplate = '(select tenant_id from contract_templates x where x.id = t.template_id)';
const viaVersion = `(select x.tenant_id from contract_templates x join contract_template_versions v on v.template_id = x.id where v.id = t.template_version_id)`;
const viaContract = '(select tenant_id from contracts x where x.id = t.contract_id)';
const receives = (c: CallerInfo) =>
  `exists (select 1 from contract_versions v where v.contract_id = t.id and v.recipient_user_id = ${c.id})`;

export const TARGETS: Readonly<Record<string, Target>> = {
  tenants: { table: 'tenants', key: 'id', tenant: 't.id' },
  // An entry about the caller's company's records is the nearest (a company admin reads only those).
  audit_entries: {
    table: 'audit_entries',
    key: 'id',
    tenant: 't.tenant_id',
    nearest: (c) => (c.companyId === null ? [] : [`t.company_id = ${c.companyId}`]),
  },
  applications: { table: 'applications', key: 'id', tenant: null },
  countries: { table: 'countries', key: 'id', tenant: null },
  users: {
    table: 'users',
    key: 'id',
    tenant: 't.tenant_id',
    // Managers act on a plain user of their scope; everyone else on its own record.
    nearest: (c) =>
      isManager(c)
        ? [
            `t.roles like '%ROLE_USER%' and t.roles not like '%ADMIN%' and ${c.companyId === null ? '1 = 1' : `t.company_id = ${c.companyId}`}`,
            `t.roles like '%ROLE_USER%'`,
          ]
        : [`t.id = ${c.id}`],
  },
  companies: { table: 'companies', key: 'uuid', tenant: 't.tenant_id', nearest: (c) => [companyOf(c)] },
  addresses: {
    table: 'addresses',
    key: 'id',
    tenant: 't.tenant_id',
    nearest: (c) => [`t.id = (select address_id from companies where id = ${c.companyId ?? 0})`],
  },
  providers: { table: 'providers', key: 'id', tenant: 't.tenant_id' },
  allowed_origins: { table: 'allowed_origins', key: 'id', tenant: 't.tenant_id' },
  fallback_locales: { table: 'fallback_locales', key: 'id', tenant: 't.tenant_id' },
  country_tags: { table: 'country_tags', key: 'id', tenant: 't.tenant_id' },
  jwk_urls: { table: 'jwk_urls', key: 'id', tenant: 't.tenant_id' },
  notification_templates: { table: 'notification_templates', key: 'id', tenant: 't.tenant_id' },
  contract_categories: { table: 'contract_categories', key: 'id', tenant: 't.tenant_id' },
  contract_products: { table: 'contract_products', key: 'id', tenant: 't.tenant_id' },
  contract_terms: { table: 'contract_terms', key: 'id', tenant: 't.tenant_id' },
  contract_templates: { table: 'contract_templates', key: 'id', tenant: 't.tenant_id' },
  contract_template_versions: { table: 'contract_template_versions', key: 'id', tenant: viaTemplate },
  contract_template_version_mediate_files: {
    table: 'contract_template_version_mediate_files',
    key: 'id',
    tenant: viaVersion,
  },
  files: { table: 'files', key: 'id', tenant: 't.tenant_id' },
  file_translations: {
    table: 'file_translations',
    key: 'id',
    tenant: '(select tenant_id from files x where x.id = t.file_id)',
  },
  company_mediate_contract_templates: {
    table: 'company_mediate_contract_templates',
    key: 'id',
    tenant: '(select tenant_id from companies x where x.id = t.company_id)',
  },
  contracts: {
    table: 'contracts',
    key: 'id',
    tenant: 't.tenant_id',
    nearest: (c) => [receives(c), `t.recipient_company_id = ${c.companyId ?? 0}`],
  },
  contract_versions: {
    table: 'contract_versions',
    key: 'id',
    tenant: viaContract,
    // A customer's own unsigned version is the one it may sign.
    nearest: (c) => [
      `t.recipient_user_id = ${c.id} and t.signed_at is null`,
      `t.recipient_user_id = ${c.id}`,
      `(select recipient_company_id from contracts x where x.id = t.contract_id) = ${c.companyId ?? 0}`,
    ],
  },
  customer_associations: {
    table: 'customer_associations',
    key: 'id',
    tenant: 't.tenant_id',
    nearest: (c) => [`t.customer_user_id = ${c.id}`],
  },
};

export async function callerInfo(app: FastifyInstance, userName: string): Promise<CallerInfo> {
  const row = await app.db.kysely
    .selectFrom('users')
    .select(['id', 'roles', 'tenant_id', 'company_id'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return { userName, id: row.id, roles: parseJsonList(row.roles), tenantId: row.tenant_id, companyId: row.company_id };
}

export async function tenantIdByName(app: FastifyInstance, name: string): Promise<number> {
  const row = await app.db.kysely.selectFrom('tenants').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

async function firstKey(app: FastifyInstance, target: Target, conditions: string[]): Promise<string | null> {
  const where: RawBuilder<unknown> = sql.raw(conditions.map((c) => `(${c})`).join(' and ') || '1 = 1');
  const { rows } = await sql<{ key: string | number }>`select t.${sql.raw(target.key)} as key from ${sql.raw(
    target.table,
  )} t where ${where} order by t.id limit 1`.execute(app.db.kysely);
  return rows[0] === undefined ? null : String(rows[0].key);
}

/**
 * The IRI of a row of `path` in `tenantId` (any row for global tables), preferring the rows
 * nearest to the caller; null when the seed holds none.
 */
export async function findItem(
  app: FastifyInstance,
  path: string,
  tenantId: number,
  caller: CallerInfo | null,
  options: { nearest?: boolean; key?: 'id' | 'uuid' } = {},
): Promise<string | null> {
  const known = TARGETS[path];
  if (!known) return null;
  // The IRI's key as the API documents it wins over this file's guess.
  const target = options.key ? { ...known, key: options.key } : known;
  const inTenant = target.tenant === null ? [] : [`${target.tenant} = ${tenantId}`];
  const preferences = options.nearest !== false && caller && target.nearest ? target.nearest(caller) : [];
  for (const preference of preferences) {
    const key = await firstKey(app, target, [...inTenant, preference]);
    if (key !== null) return `/api/${path}/${key}`;
  }
  const key = await firstKey(app, target, inTenant);
  return key === null ? null : `/api/${path}/${key}`;
}
