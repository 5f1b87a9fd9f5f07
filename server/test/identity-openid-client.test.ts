import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { buildTestApp } from './helpers.js';
import { CookieJar, firstForm, freePort } from './identity-helpers.js';

const CLIENT_ID = 'console';
const CLIENT_SECRET = 'openid-client-test-secret';

/** Where a browser ended: back at the client's callback or elsewhere off the identity service, or on one of its pages. */
type Arrival = { left: URL } | { page: { url: string; status: number; body: string } };

/**
 * A real relying party (panva's openid-client) against the built-in identity service listening on
 * a real port, with a browser played by fetch and a cookie jar: what any standard client sees.
 */
describe('the built-in identity service with a standard OpenID client', () => {
  let app: FastifyInstance;
  let origin: string;
  let realm: string;
  let callback: string;
  let config: client.Configuration;

  before(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    realm = `${origin}/realms/contracts`;
    callback = `${origin}/connect/keycloak/check`;
    app = await buildTestApp({ publicUrl: origin, consoleUrl: origin, oidcClientSecret: CLIENT_SECRET });
    await app.listen({ port, host: '127.0.0.1' });
    config = await client.discovery(new URL(realm), CLIENT_ID, undefined, client.ClientSecretBasic(CLIENT_SECRET), {
      execute: [client.allowInsecureRequests],
    });
  });
  after(() => app.close());

  /** Follows redirects while they stay on the identity service; stops at its first page or where it sends the browser. */
  async function navigate(jar: CookieJar, start: string, form?: Record<string, string>): Promise<Arrival> {
    let url = new URL(start, origin);
    let body = form ? new URLSearchParams(form).toString() : undefined;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: {
          cookie: jar.header(url.pathname),
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body,
      });
      jar.store(response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (!location) return { page: { url: url.pathname, status: response.status, body: await response.text() } };
      await response.body?.cancel();
      url = new URL(location, url);
      if (url.origin !== origin || !url.pathname.startsWith('/realms/')) return { left: url };
      body = undefined;
    }
    throw new Error('too many redirects');
  }

  const isSignInPage = (arrival: Arrival) => 'page' in arrival && /name="password"/.test(arrival.page.body);

  function leftTo(arrival: Arrival): URL {
    if ('left' in arrival) return arrival.left;
    throw new Error(`stopped on ${arrival.page.url} (${arrival.page.status}) instead of going back to the client`);
  }

  /** One authorization request as the client builds it, with the checks it keeps for the answer. */
  async function authorizationRequest(parameters: Record<string, string> = {}) {
    const pkceCodeVerifier = client.randomPKCECodeVerifier();
    const checks = { pkceCodeVerifier, expectedState: client.randomState(), expectedNonce: client.randomNonce() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: callback,
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
      code_challenge_method: 'S256',
      state: checks.expectedState,
      nonce: checks.expectedNonce,
      ...parameters,
    });
    return { url, checks };
  }

  /** Submits the sign-in page the browser is on. */
  async function submitPassword(jar: CookieJar, arrival: Arrival, username: string, password = 'demo') {
    assert.ok(isSignInPage(arrival), 'the sign-in page is shown');
    const { action } = firstForm((arrival as { page: { body: string } }).page.body);
    return navigate(jar, action, { username, password });
  }

  /** Authorization code + PKCE through the sign-in form: the tokens the client gets. */
  async function signIn(jar: CookieJar, username: string, parameters: Record<string, string> = {}) {
    const { url, checks } = await authorizationRequest(parameters);
    const back = leftTo(await submitPassword(jar, await navigate(jar, url.href), username));
    return client.authorizationCodeGrant(config, back, checks);
  }

  it('discovery advertises the code flow and only what this client can use', () => {
    const metadata = config.serverMetadata();
    assert.equal(metadata.issuer, realm);
    assert.deepEqual(metadata.response_types_supported, ['code']);
    assert.deepEqual(metadata.response_modes_supported, ['query']);
    assert.deepEqual(metadata.grant_types_supported, ['authorization_code', 'refresh_token']);
    assert.deepEqual(metadata.token_endpoint_auth_methods_supported, ['client_secret_basic']);
    assert.equal(metadata.token_endpoint_auth_signing_alg_values_supported, undefined);
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(metadata.scopes_supported, ['openid', 'offline_access', 'profile', 'email']);
    assert.deepEqual([...(metadata.claims_supported ?? [])].sort(), [
      'auth_time',
      'email',
      'family_name',
      'given_name',
      'iss',
      'locale',
      'preferred_username',
      'sid',
      'sub',
    ]);
    assert.deepEqual(metadata.id_token_signing_alg_values_supported, ['RS256']);
    assert.equal(metadata.pushed_authorization_request_endpoint, undefined, 'no pushed authorization requests');
    assert.equal(metadata.dpop_signing_alg_values_supported, undefined, 'no DPoP');
    assert.equal(metadata.end_session_endpoint, `${realm}/protocol/openid-connect/logout`);
  });

  it('refuses implicit and hybrid response types and response modes other than query', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'tenant.admin'); // with a live session an allowed request would answer at once
    const refused: Record<string, string>[] = [
      { response_type: 'id_token' },
      { response_type: 'code id_token' },
      { response_type: 'none' },
      { response_mode: 'fragment' },
      { response_mode: 'form_post' },
    ];
    for (const parameters of refused) {
      const request = JSON.stringify(parameters);
      const { url } = await authorizationRequest(parameters);
      const arrival = await navigate(jar, url.href);
      if ('page' in arrival) {
        assert.equal(arrival.page.status, 400, `${request} is refused`);
        assert.doesNotMatch(arrival.page.body, /name="code"/, `${request} posts no code`);
        continue;
      }
      const answer = new URLSearchParams(arrival.left.hash.slice(1) || arrival.left.search);
      assert.ok(answer.get('error'), `${request} is refused`);
      assert.equal(answer.get('code'), null, `${request} gives no code`);
    }
  });

  it('signs in with code + PKCE, verifies the ID token, reads userinfo and accepts a code once', async () => {
    const jar = new CookieJar();
    const { url, checks } = await authorizationRequest();
    const back = leftTo(await submitPassword(jar, await navigate(jar, url.href), 'tenant.admin'));
    assert.equal(`${back.origin}${back.pathname}`, callback);
    assert.equal(back.searchParams.get('iss'), realm);

    const tokens = await client.authorizationCodeGrant(config, back, checks);
    const claims = tokens.claims()!;
    assert.equal(claims.sub, 'tenant.admin');
    assert.equal(claims.preferred_username, 'tenant.admin');
    assert.equal(claims.aud, CLIENT_ID);
    assert.equal(tokens.token_type.toLowerCase(), 'bearer');
    assert.equal(tokens.refresh_token, undefined, 'no refresh token without offline_access');

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, 'tenant.admin');
    assert.equal(userinfo.preferred_username, 'tenant.admin');

    await assert.rejects(client.authorizationCodeGrant(config, back, checks), { error: 'invalid_grant' });
  });

  it('refreshes with offline_access (asked with prompt=consent); reusing a refresh token revokes the grant', async () => {
    const tokens = await signIn(new CookieJar(), 'tenant.admin', {
      scope: 'openid profile offline_access',
      prompt: 'consent',
    });
    assert.ok(tokens.refresh_token, 'offline_access gives a refresh token');
    assert.match(tokens.scope ?? '', /\boffline_access\b/);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token);
    assert.ok(refreshed.access_token);
    assert.notEqual(refreshed.access_token, tokens.access_token);
    assert.ok(refreshed.refresh_token && refreshed.refresh_token !== tokens.refresh_token, 'rotated');
    assert.equal(refreshed.claims()?.sub, 'tenant.admin');
    const userinfo = await client.fetchUserInfo(config, refreshed.access_token, 'tenant.admin');
    assert.equal(userinfo.preferred_username, 'tenant.admin');

    // A reused refresh token is refused and revokes its grant: the rotated one dies with it.
    await assert.rejects(client.refreshTokenGrant(config, tokens.refresh_token), { error: 'invalid_grant' });
    await assert.rejects(client.refreshTokenGrant(config, refreshed.refresh_token), { error: 'invalid_grant' });
  });

  it('prompt=consent after a correct password returns a code, never the sign-in form again', async () => {
    const jar = new CookieJar();
    const { url, checks } = await authorizationRequest({ prompt: 'consent' });
    const back = leftTo(await submitPassword(jar, await navigate(jar, url.href), 'tenant.admin'));
    assert.equal(back.searchParams.get('error'), null);
    const tokens = await client.authorizationCodeGrant(config, back, checks);
    assert.equal(tokens.claims()?.sub, 'tenant.admin');

    // With a live session the first-party client's consent is granted without any page.
    const again = await authorizationRequest({ prompt: 'consent' });
    const silent = leftTo(await navigate(jar, again.url.href));
    assert.equal((await client.authorizationCodeGrant(config, silent, again.checks)).claims()?.sub, 'tenant.admin');

    // Both prompts: the password once, then the code.
    const both = await authorizationRequest({ prompt: 'login consent' });
    const afterPassword = leftTo(await submitPassword(jar, await navigate(jar, both.url.href), 'tenant.admin'));
    assert.equal(
      (await client.authorizationCodeGrant(config, afterPassword, both.checks)).claims()?.sub,
      'tenant.admin',
    );
  });

  it('prompt=login asks for the password again despite a live session', async () => {
    const jar = new CookieJar();
    await signIn(jar, 'tenant.admin');
    const session = await authorizationRequest();
    assert.ok('left' in (await navigate(jar, session.url.href)), 'the session is live: no form without a prompt');

    const { url, checks } = await authorizationRequest({ prompt: 'login' });
    const page = await navigate(jar, url.href);
    assert.ok(isSignInPage(page), 'prompt=login shows the sign-in form');
    const wrong = await submitPassword(jar, page, 'tenant.admin', 'not-demo');
    assert.ok(isSignInPage(wrong) && 'page' in wrong && wrong.page.status === 401, 'a wrong password gives no code');

    const typedAt = Math.floor(Date.now() / 1000);
    const back = leftTo(await submitPassword(jar, wrong, 'tenant.admin'));
    const claims = (await client.authorizationCodeGrant(config, back, checks)).claims()!;
    assert.equal(claims.sub, 'tenant.admin');
    assert.ok(claims.auth_time! >= typedAt, 'auth_time is the fresh sign-in');
  });

  it('prompt=none answers login_required without a session and a code with one', async () => {
    const jar = new CookieJar();
    const anonymous = await authorizationRequest({ prompt: 'none' });
    const refused = leftTo(await navigate(jar, anonymous.url.href));
    assert.equal(`${refused.origin}${refused.pathname}`, callback);
    await assert.rejects(client.authorizationCodeGrant(config, refused, anonymous.checks), {
      error: 'login_required',
    });

    await signIn(jar, 'tenant.admin');
    const silent = await authorizationRequest({ prompt: 'none' });
    const back = leftTo(await navigate(jar, silent.url.href));
    assert.equal((await client.authorizationCodeGrant(config, back, silent.checks)).claims()?.sub, 'tenant.admin');
  });

  it('RP-initiated logout ends the session: its access token is dead and prompt=none needs a sign-in', async () => {
    const jar = new CookieJar();
    const tokens = await signIn(jar, 'tenant.admin');
    const logout = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${origin}/logout_success`,
      state: 'after-logout',
    });
    const confirmation = await navigate(jar, logout.href);
    assert.ok('page' in confirmation && confirmation.page.status === 200, 'the confirmation page is shown');
    const form = firstForm(confirmation.page.body);
    const end = leftTo(await navigate(jar, form.action, form.fields));
    assert.equal(`${end.origin}${end.pathname}`, `${origin}/logout_success`);
    assert.equal(end.searchParams.get('state'), 'after-logout');

    await assert.rejects(client.fetchUserInfo(config, tokens.access_token, 'tenant.admin'), { status: 401 });
    const silent = await authorizationRequest({ prompt: 'none' });
    await assert.rejects(
      client.authorizationCodeGrant(config, leftTo(await navigate(jar, silent.url.href)), silent.checks),
      { error: 'login_required' },
    );
  });
});
