import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS,
  TOKEN_COOKIE,
  type TokenPair,
} from '../../../contract/index.js';
import { parseJsonList } from '../db/portable.js';
import { appendCookie, clearCookie, isSecureOrigin } from './cookies.js';
import { signAccessToken } from './jwt.js';
import { issueRefreshToken } from './refresh.js';

export interface SessionUser {
  id: number;
  user_name: string;
  /** JSON list as stored in the users table. */
  roles: string;
}

/** An access JWT with the user's current roles from the database. */
export function accessTokenFor(app: FastifyInstance, user: SessionUser): Promise<string> {
  return signAccessToken(
    app.keys,
    { username: user.user_name, roles: parseJsonList(user.roles) },
    app.config.accessTokenTtlSeconds,
  );
}

/** A fresh sign-in: access token plus the first refresh token of a new family. */
export async function startSession(app: FastifyInstance, user: SessionUser): Promise<TokenPair> {
  const [token, refreshToken] = await Promise.all([
    accessTokenFor(app, user),
    issueRefreshToken(app.db, user.id, app.config.refreshTokenTtlSeconds),
  ]);
  return { token, refresh_token: refreshToken };
}

/**
 * The cookies the console reads at start (spec section 4): not HttpOnly because the console reads
 * them; Lax so they survive the top-level redirect back from the identity service. Plus the
 * HttpOnly refresh cookie, which the console will use instead of the readable one.
 */
export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, pair: TokenPair): void {
  const secure = isSecureOrigin(app.config.publicUrl);
  appendCookie(reply, TOKEN_COOKIE, pair.token, {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: app.config.accessTokenTtlSeconds,
  });
  appendCookie(reply, REFRESH_TOKEN_COOKIE, pair.refresh_token, {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: app.config.refreshTokenTtlSeconds,
  });
  // The same refresh token where scripts cannot read it and only the two token endpoints receive it.
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
  clearCookie(reply, TOKEN_COOKIE, { path: '/', sameSite: 'Lax', secure });
  clearCookie(reply, REFRESH_TOKEN_COOKIE, { path: '/', sameSite: 'Lax', secure });
  for (const path of REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS)
    clearCookie(reply, REFRESH_TOKEN_HTTPONLY_COOKIE, { path, httpOnly: true, sameSite: 'Strict', secure });
}
