import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Selectable } from 'kysely';
import { ROLES, STATUS_DEACTIVATED, type JwtError, type Role } from '../../../contract/index.js';
import { parseJsonList, toBool } from '../db/portable.js';
import { ApiError } from '../hydra/errors.js';
import { sendHydraError } from '../hydra/plugin.js';
import type { ReadCache } from '../db/read-cache.js';
import type { Database } from '../db/schema.js';
import { verifyAccessToken } from './jwt.js';

/** The signed-in caller as every authorisation decision sees it: loaded from the database, not from the token. */
export interface AuthUser {
  id: number;
  userName: string;
  roles: Role[];
  tenantId: number | null;
  companyId: number | null;
}

/** The columns of the users row every signed-in request is answered for, with its session's state. */
const CALLER_COLUMNS = [
  'users.id',
  'users.user_name',
  'users.roles',
  'users.activity',
  'users.tenant_id',
  'users.company_id',
  'sessions.revoked_at',
] as const;
type CallerRow = Pick<
  Selectable<Database['users']>,
  'id' | 'user_name' | 'roles' | 'activity' | 'tenant_id' | 'company_id'
> &
  Pick<Selectable<Database['sessions']>, 'revoked_at'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes that do not require a signed-in user. */
    user: AuthUser | null;
    /** The caller's sign-in session and when its access token expires (ms since the epoch); set with `user`. */
    session: { id: string; tokenExpiresAt: number } | null;
  }
  interface FastifyInstance {
    /** Callers' rows and their sessions' state by session, kept until a write (or a second: writes of other processes to PostgreSQL). */
    callers: ReadCache<CallerRow | undefined>;
  }
}

/**
 * How long a caller's row may be given again without a write seen. Every write of this process (and,
 * on SQLite, of any process) ends it at once: a deactivation, a new role, a deleted user. Only a
 * write to PostgreSQL by another program is seen this late.
 */
const CALLER_MAX_AGE_MS = 1000;

export const hasRole = (user: Pick<AuthUser, 'roles'>, role: Role): boolean => user.roles.includes(role);
export const isSupervisor = (user: Pick<AuthUser, 'roles'>): boolean => hasRole(user, ROLES.SUPERVISOR);
export const isTenantAdmin = (user: Pick<AuthUser, 'roles'>): boolean => hasRole(user, ROLES.TENANT_ADMIN);
export const isCompanyAdmin = (user: Pick<AuthUser, 'roles'>): boolean => hasRole(user, ROLES.COMPANY_ADMIN);

/** Roles from the users table; an empty list means ROLE_USER (spec section 6). */
export function rolesOf(stored: string): Role[] {
  const roles = parseJsonList(stored);
  return roles.length > 0 ? roles : [ROLES.USER];
}

/** The caller of a route behind requireUser; a programming error elsewhere. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('route is missing the requireUser hook');
  return request.user;
}

function unauthorized(reply: FastifyReply, message: JwtError['message']): FastifyReply {
  const body: JwtError = { code: 401, message };
  return reply.code(401).header('www-authenticate', 'Bearer').type('application/json; charset=utf-8').send(body);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * onRequest hook for every /api route that needs a signed-in user. It runs before body parsing
 * and validation, so an anonymous caller learns nothing about the shape of a resource.
 */
export async function requireUser(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const token = bearerToken(request);
  if (token === null) return unauthorized(reply, 'JWT Token not found');
  const verified = await verifyAccessToken(this.keys, token);
  if (!verified.ok) return unauthorized(reply, verified.message);

  // Every request of a signed-in user reads this row; between writes it cannot change (read-cache.ts).
  const { username, sid, exp } = verified.claims;
  const row = await this.callers.read(sid, () =>
    this.db.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(CALLER_COLUMNS)
      .where('sessions.id', '=', sid)
      .executeTakeFirst(),
  );
  // A deleted user's token stays valid until it expires; it must not open anything. Nor a token
  // whose session is unknown or another user's.
  if (!row || row.user_name !== username) return unauthorized(reply, 'Invalid JWT Token');
  if (!toBool(row.activity)) {
    // In the caller's language, like every other error of the platform (before the session: a
    // deactivation also revokes the sessions, and the console must learn why it is signed out).
    return sendHydraError(reply, new ApiError(STATUS_DEACTIVATED, 'Account deactivated'));
  }
  // Signed out (or the session's refresh token was reused): its access tokens end now, not at their expiry.
  if (row.revoked_at !== null) return unauthorized(reply, 'Invalid JWT Token');
  request.user = {
    id: row.id,
    userName: row.user_name,
    roles: rolesOf(row.roles),
    tenantId: row.tenant_id,
    companyId: row.company_id,
  };
  request.session = { id: sid, tokenExpiresAt: exp * 1000 };
  return undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorate(
      'callers',
      app.db.readCache<CallerRow | undefined>({ maxEntries: 10_000, maxAgeMs: CALLER_MAX_AGE_MS }),
    );
  },
  { name: 'auth' },
);
