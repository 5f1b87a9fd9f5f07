import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { seedContent } from '../src/seeds/seed-content.js';
import { as, buildTestApp } from './helpers.js';
import { json } from './api-helpers.js';

/**
 * A test app with the demo content (catalogue and configuration) on top of the core demo seed.
 * seedContent is idempotent per tenant, so this keeps working once the demo seed runs it itself.
 */
export async function buildCatalogueApp(): Promise<FastifyInstance> {
  const app = await buildTestApp();
  await app.db.kysely.transaction().execute((trx) => seedContent(trx));
  return app;
}

export type Body = Record<string, unknown>;

/** One request as a demo user; answers the status and the parsed body (null when there is none). */
export async function call(
  app: FastifyInstance,
  userName: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Body }> {
  const response = await as(app, userName, {
    method,
    url,
    ...(payload !== undefined && {
      payload: payload as Body,
      headers: { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' },
    }),
  });
  return { status: response.statusCode, body: response.body === '' ? {} : json<Body>(response) };
}

/** Members of a collection as the user sees it, all on one page. */
export async function members(app: FastifyInstance, userName: string, url: string): Promise<Body[]> {
  const { status, body } = await call(app, userName, 'GET', `${url}${url.includes('?') ? '&' : '?'}itemsPerPage=100`);
  if (status !== 200) throw new Error(`GET ${url} as ${userName} answered ${status}`);
  return body['hydra:member'] as Body[];
}

/** Rows in a table, to prove a refused write left nothing behind. */
export async function countRows(app: FastifyInstance, table: 'addresses' | 'providers' | string): Promise<number> {
  const db = app.db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const row = await db
    .selectFrom(table)
    .select(db.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The violated property paths of a 422 body, each once (one field may break several rules). */
export const violatedPaths = (body: Body): string[] => [
  ...new Set(((body.violations as { propertyPath: string }[] | undefined) ?? []).map((v) => v.propertyPath)),
];
