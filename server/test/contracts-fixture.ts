import type { FastifyInstance } from 'fastify';
import { as } from './helpers.js';
import { json } from './api-helpers.js';

/** Look-ups of demo rows by their names (ids differ between SQLite and PostgreSQL runs). */

export async function userIri(app: FastifyInstance, userName: string): Promise<string> {
  const row = await app.db.kysely
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return `/api/users/${row.id}`;
}

export async function companyIri(app: FastifyInstance, name: string): Promise<string> {
  const row = await app.db.kysely
    .selectFrom('companies')
    .select('uuid')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return `/api/companies/${row.uuid}`;
}

/** A template by its English title. */
export async function templateIri(app: FastifyInstance, englishTitle: string): Promise<string> {
  const row = await app.db.kysely
    .selectFrom('contract_template_translations')
    .select('template_id')
    .where('locale', '=', 'en')
    .where('title', '=', englishTitle)
    .executeTakeFirstOrThrow();
  return `/api/contract_templates/${row.template_id}`;
}

export async function tenantIri(app: FastifyInstance, name: string): Promise<string> {
  const row = await app.db.kysely.selectFrom('tenants').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return `/api/tenants/${row.id}`;
}

/** A JSON write as a signed-in demo user; PATCH goes as merge-patch like the console sends it. */
export async function send(
  app: FastifyInstance,
  userName: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const response = await as(app, userName, {
    method,
    url,
    headers:
      payload === undefined
        ? {}
        : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  const body = response.body === '' ? {} : json<Record<string, unknown>>(response);
  return { status: response.statusCode, body };
}

/** Every row of a table, ordered, as comparable JSON: proof that a refused write changed nothing. */
export async function snapshot(
  app: FastifyInstance,
  table: 'company_mediate_contract_templates' | 'contract_versions' | 'customer_associations' | 'contracts',
): Promise<string> {
  const rows = await app.db.kysely.selectFrom(table).selectAll().orderBy('id').execute();
  return JSON.stringify(rows);
}

/** Member @ids of a collection answer. */
export const idsOf = (body: Record<string, unknown>): string[] =>
  (body['hydra:member'] as { '@id': string }[]).map((member) => member['@id']);
