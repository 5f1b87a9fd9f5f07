import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { browse, CookieJar, freePort, last, signIn } from './identity-helpers.js';

/**
 * Two servers on one origin, as a deployment with an external realm looks to a browser: one runs
 * only the built-in identity service (listening, so the other reaches it over real HTTP: discovery,
 * token endpoint, certs), the other is the platform with OIDC_ISSUER pointing at it and a database
 * of its own.
 */
describe('a platform that uses an external identity service (OIDC_ISSUER)', () => {
  let identityService: FastifyInstance;
  let platform: FastifyInstance;
  let origin: string;
  const route = (path: string) => (path.startsWith('/realms/') ? identityService : platform);

  before(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const shared = { publicUrl: origin, consoleUrl: origin, oidcClientSecret: 'test-secret-shared-by-both' };
    identityService = await buildTestApp(shared);
    await identityService.listen({ port, host: '127.0.0.1' });
    platform = await buildTestApp({ ...shared, oidcIssuer: `${origin}/realms/contracts` });
  });
  after(async () => {
    await platform.close();
    await identityService.close();
  });

  it('does not mount the built-in provider', async () => {
    const response = await platform.inject({ url: '/realms/contracts/.well-known/openid-configuration' });
    assert.equal(response.statusCode, 404);
  });

  it('signs a known user in through the external realm', async () => {
    const jar = new CookieJar();
    const steps = await signIn(route, jar, 'supervisor', 'demo', origin);
    const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'));
    assert.equal(callback?.status, 302);
    assert.equal(callback?.location, `${origin}/`);
    const me = await platform.inject({
      url: '/api/users?userName=supervisor',
      headers: { authorization: `Bearer ${jar.get('token')}` },
    });
    assert.equal(me.statusCode, 200);
  });

  it('sends an identity the platform does not know to the login page, and asks for credentials next time', async () => {
    // The realm knows "customer"; this platform's database no longer does.
    await platform.db.kysely
      .updateTable('users')
      .set({ user_name: 'customer.gone' })
      .where('user_name', '=', 'customer')
      .execute();
    const jar = new CookieJar();
    const steps = await signIn(route, jar, 'customer', 'demo', origin);
    const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'));
    assert.equal(callback?.status, 302);
    assert.equal(callback?.location, `${origin}/login?error=unknown_user`);
    assert.equal(jar.get('token'), undefined);
    assert.equal(jar.get('refresh_token'), undefined);

    // The realm session is still alive, so without a fresh prompt the same identity would come straight back.
    const retry = await platform.inject({
      url: '/connect/keycloak',
      headers: { cookie: jar.header('/connect/keycloak') },
    });
    assert.equal(new URL(retry.headers.location!).searchParams.get('prompt'), 'login');
    const page = last(await browse(route, jar, { url: retry.headers.location! }, origin));
    assert.match(page.response.body, /<title>Sign in<\/title>/);
  });
});
