import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hydraErrorSchema,
  JSONLD,
  jwtErrorSchema,
  REFRESH_TOKEN_HTTPONLY_COOKIE,
  REFRESH_TOKEN_INVALIDATE_PATH,
  STATUS_DEACTIVATED,
  TOKEN_REFRESH_PATH,
  tokenRefreshSchema,
  type CookieRefreshAnswer,
  type JwtError,
} from '../../../contract/index.js';
import { auditAccount } from '../audit/accounts.js';
import { toBool } from '../db/portable.js';
import { jsonAnswer } from '../hydra/answers.js';
import { ApiError } from '../hydra/errors.js';
import { sendHydraError } from '../hydra/plugin.js';
import { readCookie } from './cookies.js';
import { verifyAccessToken } from './jwt.js';
import { revokeRefreshTokenSession, rotateRefreshToken } from './refresh.js';
import { revokeSession, revokeUserSessions } from './sessions.js';
import { accessTokenFor, clearSessionCookies, setSessionCookies } from './tokens.js';

const INVALID_REFRESH: JwtError = { code: 401, message: 'Invalid JWT Refresh Token' };

interface Presented {
  token: string;
  /** 'body': an API client holding its token (the spec's form); 'cookie': the console, which never sees it. */
  from: 'body' | 'cookie';
}

/** The refresh token from a JSON or form body (the spec's form), else from the HttpOnly cookie. */
function presentedRefreshToken(request: FastifyRequest): Presented | undefined {
  const body = request.body;
  if (body && typeof body === 'object' && 'refresh_token' in body) {
    const value = (body as { refresh_token: unknown }).refresh_token;
    if (typeof value === 'string' && value) return { token: value, from: 'body' };
  }
  const cookie = readCookie(request, REFRESH_TOKEN_HTTPONLY_COOKIE);
  return cookie ? { token: cookie, from: 'cookie' } : undefined;
}

function refuse(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer').send(INVALID_REFRESH);
}

/** POST /api/token/refresh and POST /api/refresh-token/invalidate (spec section 7). */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const noStore = { 'cache-control': 'no-store' };

  // Never compressed: secrets beside anything a request echoes are what length side channels (BREACH) read.
  const plain = { compress: false } as const;
  const refreshRefused = {
    401: { description: 'Missing, invalid or expired refresh token', content: { 'application/json': jwtErrorSchema } },
    [STATUS_DEACTIVATED]: {
      description: 'The account is deactivated; its session is revoked',
      content: { [JSONLD]: hydraErrorSchema },
    },
  };
  const refresh = {
    ...plain,
    schema: {
      summary: 'New tokens for a refresh token (in the body, or the HttpOnly cookie)',
      produces: ['application/json'],
      answers: {
        ...jsonAnswer(200, 'A new pair (body) or only the access token (cookie)', tokenRefreshSchema),
        ...refreshRefused,
      },
    },
  };
  const invalidate = {
    ...plain,
    schema: {
      summary: 'Revoke a refresh token and its session (sign-out)',
      produces: ['application/json'],
      answers: { ...jsonAnswer(200, 'Revoked', { type: 'object', additionalProperties: false }), ...refreshRefused },
    },
  };

  app.post(TOKEN_REFRESH_PATH, refresh, async (request, reply) => {
    reply.headers(noStore);
    const presented = presentedRefreshToken(request);
    if (!presented) return refuse(reply);
    // A cookie that no longer refreshes is dropped, marker included, so the console stops trying.
    const refuseAndForget = () => {
      if (presented.from === 'cookie') clearSessionCookies(app, reply);
      return refuse(reply);
    };
    const userOf = (id: number) =>
      app.db.kysely
        .selectFrom('users')
        .select(['id', 'user_name', 'roles', 'activity'])
        .where('id', '=', id)
        .executeTakeFirst();
    const rotation = await rotateRefreshToken(app.db, presented.token, {
      graceSeconds: app.config.refreshGraceSeconds,
      secretKey: app.keys.secretKey,
      accessToken: async (id, sessionId) => {
        const user = await userOf(id);
        return user ? accessTokenFor(app, user, sessionId) : null;
      },
    });
    // A reused token revoked its session just now: its access tokens and streams end with it.
    if (!rotation.ok && rotation.reason === 'reused') app.streams.sessionsRevoked([rotation.sessionId]);
    // Same answer as every API call of a deactivated account (spec section 8: 460 logs out); its
    // session may already be revoked by the deactivation.
    const deactivated = async (sessionId: string) => {
      await revokeSession(app.db.kysely, sessionId);
      app.streams.sessionsRevoked([sessionId]);
      clearSessionCookies(app, reply);
      return sendHydraError(reply, new ApiError(STATUS_DEACTIVATED, 'Account deactivated'));
    };
    if (!rotation.ok) {
      const owner = 'userId' in rotation ? await userOf(rotation.userId) : undefined;
      if (owner && !toBool(owner.activity) && rotation.reason === 'revoked') return deactivated(rotation.sessionId);
      return refuseAndForget();
    }

    const user = await userOf(rotation.userId);
    if (!user) return refuseAndForget();
    if (!toBool(user.activity)) return deactivated(rotation.sessionId);
    const { pair } = rotation;
    setSessionCookies(app, reply, pair);
    // Whoever sent the token in the body gets its successor there; a cookie's successor stays in the cookie.
    if (presented.from === 'body') return reply.send(pair);
    const answer: CookieRefreshAnswer = { token: pair.token };
    return reply.send(answer);
  });

  /** The sign-out's audit entry, right after its revocation (refresh.ts says why not in one transaction). */
  const signedOut = (request: FastifyRequest, userId: number) =>
    app.db.kysely.transaction().execute((trx) => auditAccount(trx, request, { userId }, ['sign-out']));

  app.post(REFRESH_TOKEN_INVALIDATE_PATH, invalidate, async (request, reply) => {
    reply.headers(noStore);
    const presented = presentedRefreshToken(request);
    if (presented) {
      const sessionId = await revokeRefreshTokenSession(app.db, presented.token, (userId) =>
        signedOut(request, userId),
      );
      if (sessionId) app.streams.sessionsRevoked([sessionId]);
    } else {
      // No refresh token reached us (e.g. a console on another origin): a valid bearer signs the caller out everywhere.
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const verified = bearer ? await verifyAccessToken(app.keys, bearer) : null;
      if (verified?.ok) {
        const user = await app.db.kysely
          .selectFrom('users')
          .select('id')
          .where('user_name', '=', verified.claims.username)
          .executeTakeFirst();
        if (user) {
          const revoked = await revokeUserSessions(app.db.kysely, user.id);
          if (revoked.length > 0) await signedOut(request, user.id);
          app.streams.sessionsRevoked(revoked);
        }
      }
    }
    clearSessionCookies(app, reply);
    return reply.send({});
  });
}
