import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS,
  REFRESH_TOKEN_INVALIDATE_PATH,
  TOKEN_REFRESH_PATH,
} from '../../contract/index.js';
import { startSession } from '../src/auth/tokens.js';
import { buildTestApp } from './helpers.js';
import { CookieJar, PUBLIC_URL, signIn } from './identity-helpers.js';

/**
 * The refresh token also travels as an HttpOnly, SameSite=Strict cookie that only the two token
 * endpoints receive (one cookie per path), so page scripts never see it; the readable
 * refresh_token cookie stays until the console reads the HttpOnly one instead.
 */

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
};
const httpOnlyCookies = (headers: Record<string, unknown>) =>
  setCookies(headers).filter((line) => line.startsWith(`${REFRESH_TOKEN_HTTPONLY_COOKIE}=`));
const valueOf = (line: string) => decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('='));

describe('the HttpOnly refresh cookie', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  async function signedIn() {
    const jar = new CookieJar();
    const steps = await signIn(app, jar, 'tenant.admin');
    const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'))!;
    return { jar, callback };
  }

  it('the sign-in callback sets it HttpOnly, SameSite=Strict, on each token path only', async () => {
    const { callback, jar } = await signedIn();
    const lines = httpOnlyCookies(callback.response.headers);
    assert.deepEqual(
      lines.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort(),
      [...REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS].sort(),
    );
    for (const line of lines) {
      assert.match(line, /; HttpOnly/);
      assert.match(line, /; SameSite=Strict/);
      assert.doesNotMatch(line, /; Secure/, 'plain http: a Secure cookie would be dropped');
      assert.equal(valueOf(line), jar.get(REFRESH_TOKEN_COOKIE), 'the same token as the readable cookie');
    }
    // The readable cookie is still set for the console (until it reads the HttpOnly one).
    assert.ok(setCookies(callback.response.headers).some((line) => line.startsWith(`${REFRESH_TOKEN_COOKIE}=`)));
  });

  it('refresh with no body reads it, and rotates both cookies', async () => {
    const { jar } = await signedIn();
    const cookie = jar.header(TOKEN_REFRESH_PATH);
    assert.match(cookie, new RegExp(`${REFRESH_TOKEN_HTTPONLY_COOKIE}=`));
    const onlyHttpOnly = cookie
      .split('; ')
      .filter((part) => part.startsWith(`${REFRESH_TOKEN_HTTPONLY_COOKIE}=`))
      .join('; ');
    const response = await app.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, headers: { cookie: onlyHttpOnly } });
    assert.equal(response.statusCode, 200, response.body);
    const pair = response.json<{ refresh_token: string }>();
    const rotated = httpOnlyCookies(response.headers);
    assert.equal(rotated.length, REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS.length);
    for (const line of rotated) assert.equal(valueOf(line), pair.refresh_token);
  });

  it('a token in the body still wins (the spec’s form keeps working)', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      headers: { cookie: first.jar.header(TOKEN_REFRESH_PATH) },
      payload: { refresh_token: second.jar.get(REFRESH_TOKEN_COOKIE) },
    });
    assert.equal(response.statusCode, 200);
    // The first session's token was not spent.
    const firstStillWorks = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      payload: { refresh_token: first.jar.get(REFRESH_TOKEN_COOKIE) },
    });
    assert.equal(firstStillWorks.statusCode, 200);
  });

  it('invalidate with no body reads it on its own path, ends the session and clears both paths', async () => {
    const { jar } = await signedIn();
    const token = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!;
    const cookie = `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(token)}`;
    const response = await app.inject({ method: 'POST', url: REFRESH_TOKEN_INVALIDATE_PATH, headers: { cookie } });
    assert.equal(response.statusCode, 200);
    const cleared = httpOnlyCookies(response.headers);
    assert.equal(cleared.length, REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS.length);
    for (const line of cleared) assert.match(line, /Max-Age=0/);
    const refused = await app.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, payload: { refresh_token: token } });
    assert.equal(refused.statusCode, 401);
  });

  it('is Secure when the server is reached over https', async () => {
    const secureApp = await buildTestApp({
      publicUrl: 'https://console.example',
      consoleUrl: 'https://console.example',
    });
    try {
      const user = await secureApp.db.kysely
        .selectFrom('users')
        .select(['id', 'user_name', 'roles'])
        .where('user_name', '=', 'editor')
        .executeTakeFirstOrThrow();
      const { refresh_token } = await startSession(secureApp, user);
      const response = await secureApp.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, payload: { refresh_token } });
      assert.equal(response.statusCode, 200);
      const lines = httpOnlyCookies(response.headers);
      assert.equal(lines.length, REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS.length);
      for (const line of lines) assert.match(line, /; HttpOnly; Secure; SameSite=Strict/);
      const readable = setCookies(response.headers).filter((line) => /^(token|refresh_token)=/.test(line));
      assert.equal(readable.length, 2);
      for (const line of readable) assert.match(line, /; Secure; SameSite=Lax$/);
    } finally {
      await secureApp.close();
    }
  });
});
