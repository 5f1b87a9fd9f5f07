import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { callerOf } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import { MESSAGES, unprocessable } from '../../hydra/errors.js';
import type { QueryParams } from '../../hydra/query.js';
import type { ResourceContext } from './define.js';

/** What a definition sees of a request: its caller, its query and the database (or a transaction). */
export function contextOf(request: FastifyRequest, db: Kysely<Database>): ResourceContext {
  return { db, user: callerOf(request), query: (request.query ?? {}) as QueryParams, request };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs a write in one transaction, so a refused step (403/422) leaves nothing behind: the generic
 * routes and the special ones alike. A duplicate the database refuses (a race past the explicit
 * check) answers 422 on `uniqueProperty` when there is one.
 */
export async function inWrite<T>(
  request: FastifyRequest,
  db: Kysely<Database>,
  work: (context: ResourceContext) => Promise<T>,
  uniqueProperty?: string,
): Promise<T> {
  try {
    return await db.transaction().execute((trx) => work(contextOf(request, trx)));
  } catch (error) {
    if (uniqueProperty && isUniqueViolation(error))
      throw unprocessable([{ propertyPath: uniqueProperty, message: MESSAGES.used }]);
    throw error;
  }
}
