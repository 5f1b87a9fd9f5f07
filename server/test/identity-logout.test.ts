import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL, signIn, type Step } from './identity-helpers.js';

const LOGOUT = '/realms/contracts/protocol/openid-connect/logout';

describe('signing out at the identity service', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  /** Opens the logout address, then submits the confirmation form as its script would. */
  async function signOut(jar: CookieJar, query: string): Promise<{ confirmation: Step; end: Step[] }> {
    const confirmation = last(await browse(app, jar, { url: `${LOGOUT}?${query}` }));
    assert.equal(confirmation.status, 200, confirmation.response.body);
    const form = firstForm(confirmation.response.body);
    const end = await browse(app, jar, { method: 'POST', url: form.action, form: form.fields });
    return { confirmation, end };
  }

  it("accepts Keycloak's legacy redirect_uri and ends at the console's logout-success page", async () => {
    const jar = new CookieJar();
    await signIn(app, jar, 'supervisor');
    const { confirmation, end } = await signOut(
      jar,
      `redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/logout_success`)}`,
    );
    assert.match(
      confirmation.response.body,
      /<button id="sign-out" type="submit" form="op.logoutForm">Sign out<\/button>/,
    );
    const csp = String(confirmation.response.headers['content-security-policy']);
    assert.match(csp, /script-src 'sha256-[\w+/=]+'/, 'the auto-submit script is allowed by its hash only');
    assert.equal(end[0]!.status, 303);
    assert.equal(end[0]!.location, `${PUBLIC_URL}/logout_success`);
  });

  it('accepts post_logout_redirect_uri with client_id for a language-prefixed page', async () => {
    const jar = new CookieJar();
    await signIn(app, jar, 'editor');
    const target = `${PUBLIC_URL}/de/logout_success`;
    const { end } = await signOut(jar, `post_logout_redirect_uri=${encodeURIComponent(target)}&client_id=console`);
    assert.equal(end[0]!.location, target);
  });

  it('ends the identity session: the next connect asks for credentials again', async () => {
    const jar = new CookieJar();
    await signIn(app, jar, 'supervisor');
    const silent = await browse(app, jar, { url: '/connect/keycloak' });
    assert.ok(
      silent.some((step) => step.url.startsWith('/connect/keycloak/check')),
      'while signed in, SSO needs no form',
    );

    await signOut(jar, `redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/logout_success`)}`);
    const afterLogout = last(await browse(app, jar, { url: '/connect/keycloak' }));
    assert.match(afterLogout.url, /\/login-actions\//);
    assert.match(afterLogout.response.body, /<title>Sign in<\/title>/);
  });

  it('also works without an identity session (confirmation form still leads back)', async () => {
    const { end } = await signOut(
      new CookieJar(),
      `redirect_uri=${encodeURIComponent(`${PUBLIC_URL}/fr/logout_success`)}`,
    );
    assert.equal(end[0]!.location, `${PUBLIC_URL}/fr/logout_success`);
  });

  it('refuses a return address that is not a registered logout-success page', async () => {
    const response = await app.inject({
      url: `${LOGOUT}?redirect_uri=${encodeURIComponent('https://evil.example/logout_success')}`,
      headers: { host: 'localhost:8080' },
    });
    assert.equal(response.statusCode, 400);
    assert.doesNotMatch(response.body, /evil\.example/);
  });
});

describe('who may come back from the identity service', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  it('gives a deactivated account its tokens: the API answers 460 and the console signs it out', async () => {
    const jar = new CookieJar();
    await signIn(app, jar, 'inactive');
    assert.ok(jar.get('token'));
    const me = await app.inject({
      url: '/api/users?userName=inactive',
      headers: { authorization: `Bearer ${jar.get('token')}` },
    });
    assert.equal(me.statusCode, 460);
  });
});
