import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { verifyAccessToken } from '../src/auth/jwt.js';
import { buildTestApp } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL, signIn } from './identity-helpers.js';

describe('signing in through the built-in identity service', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  it('publishes a discovery document with the Keycloak-style endpoints', async () => {
    const response = await app.inject({
      url: '/realms/contracts/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    assert.equal(response.statusCode, 200);
    const discovery = response.json<Record<string, unknown>>();
    const realm = `${PUBLIC_URL}/realms/contracts`;
    assert.equal(discovery.issuer, realm);
    assert.equal(discovery.authorization_endpoint, `${realm}/protocol/openid-connect/auth`);
    assert.equal(discovery.token_endpoint, `${realm}/protocol/openid-connect/token`);
    assert.equal(discovery.userinfo_endpoint, `${realm}/protocol/openid-connect/userinfo`);
    assert.equal(discovery.jwks_uri, `${realm}/protocol/openid-connect/certs`);
    assert.equal(discovery.end_session_endpoint, `${realm}/protocol/openid-connect/logout`);
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);

    const certs = await app.inject({
      url: '/realms/contracts/protocol/openid-connect/certs',
      headers: { host: 'localhost:8080' },
    });
    const { keys } = certs.json<{ keys: Record<string, unknown>[] }>();
    assert.equal(keys.length, 1);
    assert.equal(keys[0]!.kty, 'RSA');
    assert.equal(keys[0]!.d, undefined, 'the private part is never published');
  });

  it('sends the browser to the authorization endpoint with code, PKCE S256, state and nonce', async () => {
    const response = await app.inject({ url: '/connect/keycloak' });
    assert.equal(response.statusCode, 302);
    const location = new URL(response.headers.location!);
    assert.equal(
      `${location.origin}${location.pathname}`,
      `${PUBLIC_URL}/realms/contracts/protocol/openid-connect/auth`,
    );
    const query = location.searchParams;
    assert.equal(query.get('response_type'), 'code');
    assert.equal(query.get('client_id'), 'console');
    assert.equal(query.get('redirect_uri'), `${PUBLIC_URL}/connect/keycloak/check`);
    assert.equal(query.get('scope'), 'openid profile email');
    assert.equal(query.get('code_challenge_method'), 'S256');
    assert.match(query.get('code_challenge') ?? '', /^[\w-]{43}$/);
    assert.ok(query.get('state') && query.get('nonce'));
    const cookie = String(response.headers['set-cookie']);
    assert.match(cookie, /sso_state=[^;]+; Path=\/connect; Max-Age=\d+; HttpOnly; SameSite=Lax/);
  });

  it('shows an accessible sign-in page, refuses a wrong password and signs in the supervisor', async () => {
    const jar = new CookieJar();
    const toPage = await browse(app, jar, { url: '/connect/keycloak' });
    const page = last(toPage);
    assert.equal(page.status, 200);
    assert.match(page.url, /^\/realms\/contracts\/login-actions\/[\w-]+$/);
    const html = page.response.body;
    assert.match(html, /<title>Sign in<\/title>/);
    assert.match(html, /<label for="username">Username<\/label>/);
    assert.match(html, /<input id="username" name="username"[^>]*autocomplete="username"/);
    assert.match(html, /<label for="password">Password<\/label>/);
    assert.match(html, /<input id="password" name="password" type="password"/);
    assert.match(html, /<button type="submit">Sign in<\/button>/);
    assert.match(
      String(page.response.headers['content-security-policy']),
      /default-src 'none'.*frame-ancestors 'none'/,
    );
    assert.doesNotMatch(html, /<script/);

    const { action } = firstForm(html);
    const wrong = await browse(app, jar, {
      method: 'POST',
      url: action,
      form: { username: 'supervisor', password: 'not-demo' },
    });
    assert.equal(wrong.length, 1, 'a wrong password does not redirect');
    assert.equal(wrong[0]!.status, 401);
    assert.match(wrong[0]!.response.body, /role="alert">Invalid username or password\.</);
    assert.match(wrong[0]!.response.body, /name="username"[^>]*value="supervisor"/, 'the user name stays filled in');

    const signedIn = await browse(app, jar, {
      method: 'POST',
      url: action,
      form: { username: 'supervisor', password: 'demo' },
    });
    const callback = signedIn.find((step) => step.url.startsWith('/connect/keycloak/check'));
    assert.ok(callback, 'the identity service returns to the callback');
    assert.equal(callback.status, 302);
    assert.equal(callback.location, `${PUBLIC_URL}/`);
    const cookies = ([] as string[]).concat(callback.response.headers['set-cookie'] ?? []);
    const tokenCookie = cookies.find((c) => c.startsWith('token='));
    const markerCookie = cookies.find((c) => c.startsWith('signed_in='));
    assert.match(tokenCookie ?? '', /; Path=\/; Max-Age=900; SameSite=Lax$/, 'readable by the console: not HttpOnly');
    // The refresh token is HttpOnly only (identity-refresh-cookie.test.ts); the console reads a marker.
    assert.match(markerCookie ?? '', /^signed_in=1; Path=\/; Max-Age=2592000; SameSite=Lax$/);

    const token = jar.get('token')!;
    const verified = await verifyAccessToken(app.keys, token);
    assert.ok(verified.ok);
    assert.equal(verified.claims.username, 'supervisor');
    assert.deepEqual(verified.claims.roles, ['ROLE_SUPERVISOR']);

    const me = await app.inject({
      url: '/api/users?userName=supervisor',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json<{ 'hydra:member': { userName: string }[] }>()['hydra:member'][0]?.userName, 'supervisor');
  });

  it('escapes what the user typed when it shows the page again', async () => {
    const jar = new CookieJar();
    const page = last(await browse(app, jar, { url: '/connect/keycloak' }));
    const { action } = firstForm(page.response.body);
    const attempt = await browse(app, jar, {
      method: 'POST',
      url: action,
      form: { username: '"><script>alert(1)</script>', password: 'x' },
    });
    assert.doesNotMatch(attempt[0]!.response.body, /<script>alert/);
    assert.match(attempt[0]!.response.body, /&quot;&gt;&lt;script&gt;/);
  });

  it('refuses a callback whose state does not match the one it sent', async () => {
    const jar = new CookieJar();
    await browse(app, jar, { url: '/connect/keycloak' });
    const forged = await browse(app, jar, { url: '/connect/keycloak/check?code=anything&state=forged' });
    assert.equal(forged[0]!.status, 400);
    assert.equal(forged[0]!.response.headers['set-cookie']?.toString().includes('token='), false);

    const noCookie = await app.inject({ url: '/connect/keycloak/check?code=anything&state=anything' });
    assert.equal(noCookie.statusCode, 400);
  });

  it('does not accept a code twice (the second callback has no pending sign-in)', async () => {
    const jar = new CookieJar();
    const steps = await signIn(app, jar, 'editor');
    const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'))!;
    const replay = await app.inject({ url: callback.url, headers: { cookie: jar.header('/connect/keycloak/check') } });
    assert.equal(replay.statusCode, 400);
  });

  it('an expired or unknown interaction shows a restart message, not the form', async () => {
    const response = await app.inject({ url: '/realms/contracts/login-actions/unknown-uid' });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /expired or is not valid/);
    assert.doesNotMatch(response.body, /name="password"/);
  });
});
