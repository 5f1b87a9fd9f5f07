import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importJWK, type CryptoKey } from 'jose';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import { CONNECT_CALLBACK_PATH } from '../../../../contract/index.js';
import { databaseAdapter } from './adapter.js';
import type { BuiltInIdentity } from './identity.js';
import { consentPath } from './consent.js';
import { logoutSuccessUrls } from './languages.js';
import { AUTO_SUBMIT_HASH, identityLanguage, identityPageCsp, renderMessagePage, renderSignOutPage } from './pages.js';
import { ID_TOKEN_ALG, publicJwkOf, type IdentitySecrets } from './secrets.js';

/** The identity pages' language for an oidc-provider request (Koa's get gives '' when absent). */
const languageOf = (ctx: KoaContextWithOIDC) =>
  identityLanguage({ cookie: ctx.get('cookie'), 'accept-language': ctx.get('accept-language') });

/** Keycloak's paths, so the console (and a later switch to a real Keycloak) sees the same URLs. */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
  pushed_authorization_request: '/protocol/openid-connect/ext/par/request',
  device_authorization: '/protocol/openid-connect/auth/device',
  backchannel_authentication: '/protocol/openid-connect/ext/ciba/auth',
  registration: '/clients-registrations/openid-connect',
  code_verification: '/device',
} as const;

export const SCOPES = 'openid profile email';
const CLOCK_TOLERANCE_SECONDS = 15;
/** The client's callback reads the query only; fragment and form_post answers would never reach it. */
const RESPONSE_MODES = ['query'];
const GRANT_SECONDS = 8 * 3600;

export type { BuiltInIdentity };

/**
 * The built-in OpenID provider: one confidential first-party client (the platform's SSO connect),
 * accounts from the users table, our own sign-in page. Sessions, grants, codes and interactions live
 * in the platform database (adapter.ts), so any number of instances on one database (sharing the
 * data folder's keys) and a restarted one know every sign-in.
 */
export async function createBuiltInIdentity(app: FastifyInstance, secrets: IdentitySecrets): Promise<BuiltInIdentity> {
  const { config, db } = app;
  const mountPath = `/realms/${config.realm}`;
  const issuer = `${config.publicUrl}${mountPath}`;
  const clientId = config.oidcClientId;
  const clientSecret = config.oidcClientSecret || randomBytes(32).toString('base64url');
  const formTargets = [config.publicUrl, config.consoleUrl];

  async function findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
    const user = await db.kysely
      .selectFrom('users')
      .select(['user_name', 'given_name', 'family_name', 'email', 'locale'])
      .where('user_name', '=', sub)
      .executeTakeFirst();
    if (!user) return undefined;
    return {
      accountId: user.user_name,
      claims: () => ({
        sub: user.user_name,
        preferred_username: user.user_name,
        given_name: user.given_name ?? undefined,
        family_name: user.family_name ?? undefined,
        email: user.email ?? undefined,
        locale: user.locale ?? undefined,
      }),
    };
  }

  const provider = new Provider(issuer, {
    adapter: databaseAdapter(db, CLOCK_TOLERANCE_SECONDS),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}${CONNECT_CALLBACK_PATH}`],
        post_logout_redirect_uris: logoutSuccessUrls(config.consoleUrl),
        // refresh_token only with offline_access, which oidc-provider keeps only under prompt=consent.
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        response_modes: RESPONSE_MODES,
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: ID_TOKEN_ALG,
      },
    ],
    jwks: { keys: [secrets.idTokenKey] },
    cookies: { keys: secrets.cookieKeys },
    routes: { ...KEYCLOAK_ROUTES },
    // What discovery advertises follows from these: the code flow only, one way to authenticate.
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'given_name', 'family_name', 'locale'],
      email: ['email'],
    },
    // The platform reads preferred_username from the id_token itself, not from userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: {
      url: (_ctx, interaction) =>
        interaction.prompt.name === 'consent'
          ? consentPath(mountPath, interaction.uid)
          : `${mountPath}/login-actions/${interaction.uid}`,
    },
    findAccount,
    // First-party client: consent is implied, so a grant for our scopes is made instead of asking
    // (what a request asks beyond them, or prompt=consent, goes through consent.ts, also without a page).
    async loadExistingGrant(ctx) {
      const { client, session, result, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await op.Grant.find(grantId) : undefined;
      if (existing || client.clientId !== clientId) return existing;
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      // On by default in oidc-provider, used by no client of ours: not offered.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      resourceIndicators: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.set('content-security-policy', identityPageCsp(formTargets, [AUTO_SUBMIT_HASH]));
          ctx.type = 'html';
          ctx.body = renderSignOutPage(form, languageOf(ctx));
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          const language = languageOf(ctx);
          const { texts } = language;
          ctx.body = renderMessagePage(
            texts.signedOut,
            texts.signedOutMessage,
            { href: `${config.consoleUrl}/login`, text: texts.signInAgain },
            language,
          );
        },
      },
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 300,
      IdToken: 300,
      Interaction: 600,
      Session: 8 * 3600,
      Grant: GRANT_SECONDS,
      // A refresh needs its grant, which rotation does not extend: no use living longer.
      RefreshToken: GRANT_SECONDS,
    },
    // Single use, as the platform's own refresh tokens: a reused one revokes its grant.
    rotateRefreshToken: true,
    async renderError(ctx, out) {
      ctx.type = 'html';
      const reason = out.error_description ?? out.error ?? 'The request could not be processed.';
      const language = languageOf(ctx);
      const { texts } = language;
      ctx.body = renderMessagePage(
        texts.problem,
        reason,
        { href: `${config.consoleUrl}/login`, text: texts.back },
        language,
      );
    },
  });
  // It reads the forwarded headers mount.ts sets from PUBLIC_URL (never the client's own).
  provider.proxy = true;
  // oidc-provider writes a fixed list of response modes into discovery; this client has only one.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery')
      (ctx.body as Record<string, unknown>).response_modes_supported = RESPONSE_MODES;
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity service error'));

  const idTokenKey = (await importJWK(publicJwkOf(secrets.idTokenKey), ID_TOKEN_ALG)) as CryptoKey;
  return { provider, issuer, mountPath, clientId, clientSecret, idTokenKey };
}
