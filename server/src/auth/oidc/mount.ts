import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { identityPageCsp } from './pages.js';
import { KEYCLOAK_ROUTES, type BuiltInIdentity } from './provider.js';

/**
 * Keycloak's logout takes the older `redirect_uri`; oidc-provider only knows
 * `post_logout_redirect_uri`, and honours it only when the client is named.
 */
export function rewriteLegacyLogout(url: string, clientId: string): string {
  const parsed = new URL(url, 'http://placeholder');
  if (parsed.pathname !== KEYCLOAK_ROUTES.end_session) return url;
  const query = parsed.searchParams;
  const legacy = query.get('redirect_uri');
  if (legacy !== null) {
    query.delete('redirect_uri');
    if (!query.has('post_logout_redirect_uri')) query.set('post_logout_redirect_uri', legacy);
  }
  if (query.has('post_logout_redirect_uri') && !query.has('client_id') && !query.has('id_token_hint'))
    query.set('client_id', clientId);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Serves oidc-provider (a Koa app) under the realm path. It takes the raw request in onRequest,
 * before Fastify reads the body, because the provider parses its own bodies. Hijacked answers skip
 * Fastify's onSend hooks, so the security headers are set here on the raw response.
 */
export function mountProvider(app: FastifyInstance, identity: BuiltInIdentity): void {
  const handle = identity.provider.callback();
  const publicUrl = new URL(app.config.publicUrl);
  const baseCsp = identityPageCsp([app.config.publicUrl, app.config.consoleUrl], ["'self'"]);

  app.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    url: `${identity.mountPath}/*`,
    onRequest: async (request, reply) => {
      reply.hijack();
      const raw: IncomingMessage & { originalUrl?: string } = request.raw;
      const inner = rewriteLegacyLogout((raw.url ?? '/').slice(identity.mountPath.length) || '/', identity.clientId);
      // oidc-provider works out its mount path from originalUrl minus url when it builds its own links.
      raw.originalUrl = `${identity.mountPath}${inner}`;
      raw.url = inner;
      // The provider builds every address it hands out (discovery, redirects, cookies' Secure) from
      // these headers: they say PUBLIC_URL, whatever the client or a proxy wrote.
      raw.headers.host = publicUrl.host;
      raw.headers['x-forwarded-host'] = publicUrl.host;
      raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
      raw.headers['x-forwarded-for'] = request.ip;
      const res = reply.raw;
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
      res.setHeader('x-frame-options', 'DENY');
      // The provider adds the hash of any inline script it writes to script-src.
      res.setHeader('content-security-policy', baseCsp);
      try {
        await handle(raw, res);
      } catch (error) {
        request.log.error({ err: error }, 'identity service failed');
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }
    },
    handler: async () => undefined, // never reached: onRequest always takes the request over
  });
}
