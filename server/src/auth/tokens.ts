import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { auditAccount } from '../audit/accounts.js';
import type { Database } from '../db/schema.js';
import {
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS,
  SESSION_MARKER_COOKIE,
  TOKEN_COOKIE,
  type TokenPair,
} from '../../../contract/index.js';
import { parseJsonList } from '../db/portable.js';
import { appendCookie, clearCookie, isSecureOrigin } from './cookies.js';
import { signAccessToken } from './jwt.js';
import { openRefreshSession } from './refresh.js';

export interface SessionUser {
  id: number;
  user_name: string;
  /** JSON list as stored in the users table. */
  roles: string;
}

/** An access JWT of this session with the user's current roles from the database. */
export function accessTokenFor(app: FastifyInstance, user: SessionUser, sessionId: string): Promise<string> {
  return signAccessToken(
    app.keys,
    { username: user.user_name, roles: parseJsonList(user.roles), sid: sessionId },
    app.config.accessTokenTtlSeconds,
  );
}

/** A fresh sign-in: a new session, its access token and the first refresh token of its family. */
export async function startSession(
  app: FastifyInstance,
  user: SessionUser,
  request?: FastifyRequest,
): Promise<TokenPair> {
  const audit = request && ((trx: Kysely<Database>) => auditAccount(trx, request, { userId: user.id }, ['sign-in']));
  const { sessionId, refreshToken } = await openRefreshSession(
    app.db,
    user.id,
    app.config.refreshTokenTtlSeconds,
    audit,
  );
  return { token: await accessTokenFor(app, user, sessionId), refresh_token: refreshToken };
}

/**
 * The session cookies. Readable by the console (spec section 4): the access token and a non-secret
 * marker that a refresh token exists, Lax so they survive the top-level redirect back from the
 * identity service. The refresh token itself only HttpOnly, SameSite=Strict, on the two token
 * paths: page scripts never see it, API calls never carry it. The readable refresh-token cookie of
 * earlier releases is deleted wherever a browser still holds one.
 */
export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, pair: TokenPair): void {
  const secure = isSecureOrigin(app.config.publicUrl);
  appendCookie(reply, TOKEN_COOKIE, pair.token, {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: app.config.accessTokenTtlSeconds,
  });
  appendCookie(reply, SESSION_MARKER_COOKIE, '1', {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: app.config.refreshTokenTtlSeconds,
  });
  clearCookie(reply, REFRESH_TOKEN_COOKIE, { path: '/', sameSite: 'Lax', secure });
  for (const path of REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS)
    appendCookie(reply, REFRESH_TOKEN_HTTPONLY_COOKIE, pair.refresh_token, {
      path,
      httpOnly: true,
      sameSite: 'Strict',
      secure,
      maxAge: app.config.refreshTokenTtlSeconds,
    });
}

export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  const secure = isSecureOrigin(app.config.publicUrl);
  for (const name of [TOKEN_COOKIE, SESSION_MARKER_COOKIE, REFRESH_TOKEN_COOKIE])
    clearCookie(reply, name, { path: '/', sameSite: 'Lax', secure });
  for (const path of REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS)
    clearCookie(reply, REFRESH_TOKEN_HTTPONLY_COOKIE, { path, httpOnly: true, sameSite: 'Strict', secure });
}
