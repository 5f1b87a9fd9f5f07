import { createHash, randomBytes } from 'node:crypto';
import { CONNECT_CALLBACK_PATH, CONNECT_PATH, RETURN_TO_PARAM, returnPathOf } from '../../../contract/index.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appendCookie, clearCookie, isSecureOrigin, readCookie, signValue, unsignValue } from './cookies.js';
import type { IssuerClient } from './oidc/issuer-client.js';
import { renderMessagePage } from './oidc/pages.js';
import { SCOPES } from './oidc/provider.js';
import { setSessionCookies, startSession } from './tokens.js';
import { emptyAnswer } from '../hydra/answers.js';

const STATE_COOKIE = 'sso_state';
/** Set after an unknown identity so the next attempt asks for credentials instead of reusing the SSO session. */
const PROMPT_COOKIE = 'sso_prompt';
const STATE_TTL_SECONDS = 600;

interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds after which the attempt is stale. */
  expires: number;
  /** The console path to land on after sign-in (a same-origin path, checked on the way in). */
  returnTo?: string;
}

const random = (): string => randomBytes(32).toString('base64url');
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

function parsePending(keys: string[], cookie: string | undefined): PendingSignIn | null {
  const value = unsignValue(keys, cookie);
  if (!value) return null;
  try {
    const pending = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<PendingSignIn>;
    if (
      typeof pending.state !== 'string' ||
      typeof pending.nonce !== 'string' ||
      typeof pending.codeVerifier !== 'string'
    )
      return null;
    if (typeof pending.expires !== 'number' || pending.expires < Date.now()) return null;
    return { ...(pending as PendingSignIn), returnTo: returnPathOf(pending.returnTo) ?? undefined };
  } catch {
    return null;
  }
}

/**
 * SSO connect (authorization code + PKCE S256, state, nonce) and its callback, which turns the
 * identity service's answer into the platform's own access and refresh tokens.
 */
export async function connectRoutes(
  app: FastifyInstance,
  options: { issuer: IssuerClient; cookieKeys: string[] },
): Promise<void> {
  const { issuer, cookieKeys } = options;
  const { config } = app;
  const secure = isSecureOrigin(config.publicUrl);
  const redirectUri = `${config.publicUrl}${CONNECT_CALLBACK_PATH}`;
  const stateCookie = { path: '/connect', httpOnly: true, sameSite: 'Lax' as const, secure };

  function refuse(reply: FastifyReply, status: number, message: string) {
    clearCookie(reply, STATE_COOKIE, stateCookie);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderMessagePage('Sign-in failed', message, { href: `${config.consoleUrl}/login`, text: 'Back to sign in' }),
      );
  }

  const redirect = (description: string) => ({
    schema: {
      answers: {
        ...emptyAnswer(302, description),
        400: { description: 'Sign-in failed: a page that says why', content: { 'text/html': { type: 'string' } } },
      },
    },
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    CONNECT_PATH,
    redirect('To the identity service\u2019s sign-in'),
    async (request, reply) => {
      // Anything but a path on the console's own origin is ignored: sign-in must never become an open redirect.
      const returnTo = returnPathOf(request.query[RETURN_TO_PARAM]);
      const pending: PendingSignIn = {
        state: random(),
        nonce: random(),
        codeVerifier: random(),
        expires: Date.now() + STATE_TTL_SECONDS * 1000,
        ...(returnTo ? { returnTo } : {}),
      };
      const authorize = new URL(await issuer.authorizationEndpoint());
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: issuer.clientId,
        redirect_uri: redirectUri,
        scope: SCOPES,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: s256(pending.codeVerifier),
        code_challenge_method: 'S256',
        ...(readCookie(request, PROMPT_COOKIE) ? { prompt: 'login' } : {}),
      }).toString();
      const value = Buffer.from(JSON.stringify(pending)).toString('base64url');
      appendCookie(reply, STATE_COOKIE, signValue(cookieKeys[0]!, value), {
        ...stateCookie,
        maxAge: STATE_TTL_SECONDS,
      });
      clearCookie(reply, PROMPT_COOKIE, stateCookie);
      return reply.header('cache-control', 'no-store').redirect(authorize.toString(), 302);
    },
  );

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    CONNECT_CALLBACK_PATH,
    redirect('Signed in: back to the console, with the tokens in cookies'),
    async (request, reply) => {
      const { code, state, error } = request.query;
      const pending = parsePending(cookieKeys, readCookie(request, STATE_COOKIE));
      if (!pending || !state || state !== pending.state) {
        return refuse(reply, 400, 'This sign-in attempt is not valid any more. Please start again.');
      }
      if (error || !code) {
        clearCookie(reply, STATE_COOKIE, stateCookie);
        return reply.redirect(`${config.consoleUrl}/login?error=sso_failed`, 302);
      }

      const answer = await issuer.exchangeCode({ code, codeVerifier: pending.codeVerifier, redirectUri });
      if (!answer.id_token) {
        request.log.warn({ error: answer.error }, 'code exchange refused by the identity service');
        return refuse(reply, 502, 'The identity service did not confirm the sign-in. Please start again.');
      }
      let claims;
      try {
        claims = await issuer.verifyIdToken(answer.id_token);
      } catch (cause) {
        request.log.warn({ err: cause }, 'id_token rejected');
        return refuse(reply, 502, 'The identity service answered with an invalid identity. Please start again.');
      }
      if (claims.nonce !== pending.nonce)
        return refuse(reply, 400, 'This sign-in attempt is not valid any more. Please start again.');

      const subject = String(claims.sub ?? '');
      const userName = typeof claims.preferred_username === 'string' ? claims.preferred_username : '';
      const user = await app.db.kysely
        .selectFrom('users')
        .select(['id', 'user_name', 'roles'])
        .where((eb) => eb.or([eb('keycloak_id', '=', subject), ...(userName ? [eb('user_name', '=', userName)] : [])]))
        .orderBy((eb) => eb.case().when('keycloak_id', '=', subject).then(0).else(1).end())
        .executeTakeFirst();

      clearCookie(reply, STATE_COOKIE, stateCookie);
      if (!user) {
        appendCookie(reply, PROMPT_COOKIE, '1', { ...stateCookie, maxAge: STATE_TTL_SECONDS });
        return reply.redirect(`${config.consoleUrl}/login?error=unknown_user`, 302);
      }
      // A deactivated account still gets its tokens: the API answers 460 and the console signs it out (spec sections 4 and 8).
      setSessionCookies(app, reply, await startSession(app, user, request));
      return reply.header('cache-control', 'no-store').redirect(`${config.consoleUrl}${pending.returnTo ?? '/'}`, 302);
    },
  );
}
