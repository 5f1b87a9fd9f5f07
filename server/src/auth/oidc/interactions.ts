import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecureOrigin } from '../cookies.js';
import { hashPassword, verifyPassword } from '../password.js';
import { deviceCookie } from './device-cookie.js';
import { durationText, identityLanguage, identityPageCsp, renderMessagePage, renderSignInPage } from './pages.js';
import type { BuiltInIdentity } from './provider.js';
import { signInThrottle, throttleKeys } from './throttle.js';
import { auditAccount, type AccountAction } from '../../audit/accounts.js';

type Params = { uid: string };
type SignInForm = { username?: unknown; password?: unknown };

/**
 * The built-in provider's sign-in page (GET shows it, POST checks the password). The form is bound
 * to oidc-provider's interaction cookie (SameSite=Lax), so a cross-site post cannot complete it.
 * Inactive accounts may sign in here; the platform API answers them 460 (spec section 4). A success
 * leaves a device cookie, which spares that browser the account's slowdown next time (device-cookie.ts).
 */
export async function interactionRoutes(
  app: FastifyInstance,
  identity: BuiltInIdentity,
  options: { cookieKeys: string[] },
): Promise<void> {
  const { provider, mountPath } = identity;
  const csp = identityPageCsp([app.config.publicUrl, app.config.consoleUrl]);
  const path = `${mountPath}/login-actions/:uid`;
  const devices = deviceCookie(options.cookieKeys, {
    path: `${mountPath}/login-actions`,
    secure: isSecureOrigin(app.config.publicUrl),
  });
  // Compared against when the user name is unknown, so both answers take the same time.
  const decoyHash = hashPassword('decoy password for unknown user names');

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  const throttle = signInThrottle(app.db, app.config);

  /**
   * A refused sign-in (and the lock it caused) in the audit trail, in a transaction of its own:
   * the attempt was counted before the password was checked. Never the password tried.
   */
  const refused = (request: FastifyRequest, userName: string, actions: AccountAction[], reason: string) =>
    app.db.kysely
      .transaction()
      .execute((trx) => auditAccount(trx, request, { userName }, actions, { reason: { before: null, after: reason } }));

  /** 429 with the sign-in form and a message that says how long to wait. */
  function tooMany(
    request: FastifyRequest,
    reply: FastifyReply,
    action: string,
    username: string,
    locked: boolean,
    seconds: number,
  ) {
    const language = identityLanguage(request.headers);
    const { lang, texts } = language;
    const error = locked
      ? texts.locked.replace('{time}', durationText(lang, Math.ceil(seconds / 60), 'minutes'))
      : texts.wait.replace('{time}', durationText(lang, seconds, 'seconds'));
    reply.header('retry-after', String(seconds));
    return html(reply, 429, renderSignInPage({ action, username, error, language }));
  }

  function expired(request: FastifyRequest, reply: FastifyReply) {
    const language = identityLanguage(request.headers);
    const { texts } = language;
    return html(
      reply,
      400,
      renderMessagePage(
        texts.signIn,
        texts.expired,
        { href: `${app.config.consoleUrl}/login`, text: texts.back },
        language,
      ),
    );
  }

  /** The interaction named by the address, if the browser's interaction cookie is for that one. */
  async function currentInteraction(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch {
      return null; // no interaction cookie, or the interaction expired
    }
  }

  app.get<{ Params: Params }>(path, async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const action = `${mountPath}/login-actions/${encodeURIComponent(interaction.uid)}`;
    return html(reply, 200, renderSignInPage({ action, language: identityLanguage(request.headers) }));
  });

  app.post<{ Params: Params; Body: SignInForm }>(path, async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return expired(request, reply);
    const action = `${mountPath}/login-actions/${encodeURIComponent(interaction.uid)}`;
    const username = typeof request.body?.username === 'string' ? request.body.username.trim() : '';
    const password = typeof request.body?.password === 'string' ? request.body.password : '';

    const keys = throttleKeys(username, request.ip);
    const log = { userName: username, clientAddress: request.ip };

    // The attempt is counted before the password is checked (a wrong one leaves it counted).
    const verdict = await throttle.attempt(keys, { trustedDevice: devices.accountOf(request) === keys.account });
    if (!verdict.allowed) {
      request.log.warn({ event: 'sign_in_refused', ...log, ...verdict }, 'sign-in refused: too many failures');
      await refused(request, username, ['sign-in-refused'], verdict.locked ? 'locked' : 'throttled');
      return tooMany(request, reply, action, username, verdict.locked, verdict.retryAfterSeconds);
    }
    // Past the account's ceiling every attempt on it waits here, known user or not, right password or not.
    if (verdict.holdSeconds > 0) await sleep(verdict.holdSeconds * 1000);
    const user = username
      ? await app.db.kysely
          .selectFrom('users')
          .select(['user_name', 'password_hash'])
          .where('user_name', '=', username)
          .executeTakeFirst()
      : undefined;
    // Unknown users and users without a password are checked against the decoy, so all answers take as long.
    const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash));
    if (!user?.password_hash || !valid) {
      const { accountFailures, pairFailures, addressFailures, locked, holdSeconds } = verdict;
      const counts = { accountFailures, pairFailures, addressFailures, locked, heldSeconds: holdSeconds };
      request.log.warn({ event: 'sign_in_failed', ...log, ...counts }, 'sign-in failed');
      await refused(request, username, locked ? ['sign-in-refused', 'account-locked'] : ['sign-in-refused'], 'invalid');
      if (locked) return tooMany(request, reply, action, username, true, app.config.signInLockSeconds);
      const language = identityLanguage(request.headers);
      return html(reply, 401, renderSignInPage({ action, username, error: language.texts.invalid, language }));
    }
    await throttle.recordSuccess(keys);
    devices.remember(reply, keys.account);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: user.user_name } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
}
