import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { as } from './helpers.js';

/** The parsed JSON body of an inject() answer. */
export function json<T = Record<string, unknown>>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** An error body must never show how the server is built: no stack frames, no SQL. */
export function assertNoInternals(body: string): void {
  assert.doesNotMatch(body, /\bat [\w.<>]+ \(|\bat file:|node:internal|\.ts:\d+/, 'error body shows a stack trace');
  assert.doesNotMatch(body, /\bSELECT\b|\bINSERT\b|\bUPDATE\b.*\bSET\b|SQLITE_|\bsqlite\b/i, 'error body shows SQL');
}

/** GET as a signed-in demo user, parsed. */
export async function getAs<T = Record<string, unknown>>(app: FastifyInstance, userName: string, url: string) {
  const response = await as(app, userName, { method: 'GET', url });
  return { status: response.statusCode, body: response.statusCode === 204 ? ({} as T) : json<T>(response), response };
}

export interface Collection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
}

/** Ids (the `@id` IRIs) of a user's view of a collection, in one page of the largest size (demo lists fit). */
export async function visibleIris(app: FastifyInstance, userName: string, path: string): Promise<string[]> {
  const { body } = await getAs<Collection<{ '@id': string }>>(
    app,
    userName,
    `${path}${path.includes('?') ? '&' : '?'}itemsPerPage=100`,
  );
  assert.ok(body['hydra:totalItems'] <= 100, `${path} has more than one page`);
  return body['hydra:member'].map((member) => member['@id']);
}
