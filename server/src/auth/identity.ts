import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectRoutes } from './connect.js';
import { keySourceOf, loadIdentitySecrets } from './key-source.js';
import { consentRoutes } from './oidc/consent.js';
import { interactionRoutes } from './oidc/interactions.js';
import { builtInIssuerClient, externalIssuerClient, type IssuerClient } from './oidc/issuer-client.js';
import { mountProvider } from './oidc/mount.js';
import { createBuiltInIdentity } from './oidc/provider.js';
import { tokenRoutes } from './token-routes.js';

const FORM = 'application/x-www-form-urlencoded';

/** HTML forms (the sign-in page) and OAuth-style clients post url-encoded bodies. */
function acceptForms(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser(FORM)) return;
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * The identity service: the built-in OpenID provider (unless OIDC_ISSUER names an external realm),
 * the SSO connect and callback, and the refresh-token endpoints.
 */
export const identityPlugin = fp(
  async (app) => {
    const { config } = app;
    // From where the access-token key comes (key-source.ts): the environment, a keys folder, or memory.
    const secrets = await loadIdentitySecrets(keySourceOf(config));

    let issuer: IssuerClient;
    if (config.oidcIssuer) {
      if (!config.oidcClientSecret)
        app.log.warn('OIDC_ISSUER is set without OIDC_CLIENT_SECRET: the code exchange will be refused');
      issuer = externalIssuerClient(config);
    } else {
      const identity = await createBuiltInIdentity(app, secrets);
      mountProvider(app, identity);
      await app.register(async (scope) => {
        acceptForms(scope);
        await interactionRoutes(scope, identity, { cookieKeys: secrets.cookieKeys });
        await consentRoutes(scope, identity);
      });
      issuer = builtInIssuerClient(app, identity);
    }

    await app.register(async (scope) => {
      acceptForms(scope);
      await connectRoutes(scope, { issuer, cookieKeys: secrets.cookieKeys });
      await tokenRoutes(scope);
    });
  },
  { name: 'identity' },
);
