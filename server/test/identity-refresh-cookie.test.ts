import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE,
  REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS,
  REFRESH_TOKEN_INVALIDATE_PATH,
  SESSION_MARKER_COOKIE,
  TOKEN_COOKIE,
  TOKEN_REFRESH_PATH,
} from '../../contract/index.js';
import { startSession } from '../src/auth/tokens.js';
import { buildTestApp } from './helpers.js';
import { CookieJar, PUBLIC_URL, signIn } from './identity-helpers.js';

/**
 * The refresh token travels only as an HttpOnly, SameSite=Strict cookie that only the two token
 * endpoints receive (one cookie per path): no readable cookie and no answer to a cookie refresh
 * ever carries it. A readable, non-secret marker tells the console a refresh may succeed.
 */

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
};
const named = (headers: Record<string, unknown>, name: string) =>
  setCookies(headers).filter((line) => line.startsWith(`${name}=`));
const valueOf = (line: string) => decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('='));
const readable = (headers: Record<string, unknown>) => setCookies(headers).filter((line) => !/; HttpOnly/.test(line));
/** Only the HttpOnly cookie, as the browser sends it to the refresh path. */
const httpOnlyHeader = (jar: CookieJar) =>
  `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!)}`;

describe('the HttpOnly refresh cookie', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  before(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL, logLevel: 'trace' }, { logStream });
  });
  after(() => app.close());

  async function signedIn() {
    const jar = new CookieJar();
    const steps = await signIn(app, jar, 'tenant.admin');
    const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'))!;
    return { jar, callback };
  }

  it('the sign-in callback sets it HttpOnly, SameSite=Strict, on each token path, and no readable refresh token', async () => {
    const { callback, jar } = await signedIn();
    const lines = named(callback.response.headers, REFRESH_TOKEN_HTTPONLY_COOKIE);
    assert.deepEqual(
      lines.map((line) => /Path=([^;]+)/.exec(line)?.[1]).sort(),
      [...REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS].sort(),
    );
    const refreshToken = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!;
    assert.ok(refreshToken.length > 20);
    for (const line of lines) {
      assert.match(line, /; HttpOnly/);
      assert.match(line, /; SameSite=Strict/);
      assert.doesNotMatch(line, /; Secure/, 'plain http: a Secure cookie would be dropped');
      assert.equal(valueOf(line), refreshToken);
    }
    for (const line of readable(callback.response.headers))
      assert.notEqual(valueOf(line), refreshToken, `readable cookie ${line.split('=')[0]} carries no refresh token`);
    // The readable refresh token of earlier releases is deleted, the marker set in its place.
    assert.match(
      named(callback.response.headers, REFRESH_TOKEN_COOKIE)[0] ?? '',
      /^refresh_token=; Path=\/; Max-Age=0/,
    );
    assert.equal(jar.get(REFRESH_TOKEN_COOKIE), undefined);
    const [marker] = named(callback.response.headers, SESSION_MARKER_COOKIE);
    assert.equal(marker, `${SESSION_MARKER_COOKIE}=1; Path=/; Max-Age=2592000; SameSite=Lax`);
  });

  it('refresh with no body reads it, answers the access token only, and rotates the cookies', async () => {
    const { jar } = await signedIn();
    const presented = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!;
    const response = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      headers: { cookie: httpOnlyHeader(jar) },
    });
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<Record<string, unknown>>();
    assert.deepEqual(Object.keys(answer), ['token'], 'the successor stays in the HttpOnly cookie');
    assert.doesNotMatch(response.body, new RegExp(presented));
    jar.store(response.headers['set-cookie']);
    const rotated = named(response.headers, REFRESH_TOKEN_HTTPONLY_COOKIE);
    assert.equal(rotated.length, REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS.length);
    const successor = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!;
    assert.notEqual(successor, presented);
    assert.ok(!response.body.includes(successor));
    for (const line of readable(response.headers)) assert.notEqual(valueOf(line), successor);
    assert.equal(jar.get(TOKEN_COOKIE), answer.token);
    assert.equal(jar.get(SESSION_MARKER_COOKIE), '1');
  });

  it('the same cookie presented twice at once answers the same pair (two tabs, grace window)', async () => {
    const { jar } = await signedIn();
    const send = () =>
      app.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, headers: { cookie: httpOnlyHeader(jar) } });
    const [first, second] = await Promise.all([send(), send()]);
    assert.equal(first.statusCode, 200);
    assert.equal(second.statusCode, 200);
    assert.equal(first.json<{ token: string }>().token, second.json<{ token: string }>().token);
    assert.deepEqual(
      named(first.headers, REFRESH_TOKEN_HTTPONLY_COOKIE).map(valueOf),
      named(second.headers, REFRESH_TOKEN_HTTPONLY_COOKIE).map(valueOf),
    );
  });

  it('a token in the body still wins and gets both tokens back (the spec’s form keeps working)', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      headers: { cookie: first.jar.header(TOKEN_REFRESH_PATH) },
      payload: { refresh_token: second.jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE) },
    });
    assert.equal(response.statusCode, 200);
    const pair = response.json<{ token: string; refresh_token: string }>();
    assert.ok(pair.token && pair.refresh_token);
    // The first session's token was not spent.
    const firstStillWorks = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      payload: { refresh_token: first.jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE) },
    });
    assert.equal(firstStillWorks.statusCode, 200);
  });

  it('a refused cookie clears the session cookies, marker included; a refused body leaves cookies alone', async () => {
    const { jar } = await signedIn();
    const cookie = httpOnlyHeader(jar);
    await app.inject({ method: 'POST', url: REFRESH_TOKEN_INVALIDATE_PATH, headers: { cookie } });
    const refused = await app.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, headers: { cookie } });
    assert.equal(refused.statusCode, 401);
    for (const name of [TOKEN_COOKIE, SESSION_MARKER_COOKIE, REFRESH_TOKEN_HTTPONLY_COOKIE])
      assert.ok(
        named(refused.headers, name).every((line) => /Max-Age=0/.test(line)) && named(refused.headers, name).length > 0,
        `${name} cleared`,
      );
    const body = await app.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, payload: { refresh_token: 'unknown' } });
    assert.equal(body.statusCode, 401);
    assert.deepEqual(setCookies(body.headers), []);
  });

  it('the readable refresh_token cookie of earlier releases no longer refreshes', async () => {
    const { jar } = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      headers: { cookie: `${REFRESH_TOKEN_COOKIE}=${encodeURIComponent(jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!)}` },
    });
    assert.equal(response.statusCode, 401);
  });

  it('invalidate with no body reads it on its own path, ends the session and clears every session cookie', async () => {
    const { jar } = await signedIn();
    const token = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!;
    const response = await app.inject({
      method: 'POST',
      url: REFRESH_TOKEN_INVALIDATE_PATH,
      headers: { cookie: httpOnlyHeader(jar) },
    });
    assert.equal(response.statusCode, 200);
    const cleared = named(response.headers, REFRESH_TOKEN_HTTPONLY_COOKIE);
    assert.equal(cleared.length, REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS.length);
    for (const line of [...cleared, ...named(response.headers, SESSION_MARKER_COOKIE)]) assert.match(line, /Max-Age=0/);
    const refused = await app.inject({ method: 'POST', url: TOKEN_REFRESH_PATH, payload: { refresh_token: token } });
    assert.equal(refused.statusCode, 401);
  });

  it('no log line ever holds an access or refresh token', async () => {
    const { jar } = await signedIn();
    const secrets = [jar.get(TOKEN_COOKIE)!, jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!];
    const byCookie = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      headers: { cookie: httpOnlyHeader(jar) },
    });
    jar.store(byCookie.headers['set-cookie']);
    const byBody = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      payload: { refresh_token: jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE) },
    });
    const pair = byBody.json<{ token: string; refresh_token: string }>();
    secrets.push(byCookie.json<{ token: string }>().token, jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!, pair.token);
    secrets.push(pair.refresh_token);
    await app.inject({
      method: 'POST',
      url: REFRESH_TOKEN_INVALIDATE_PATH,
      payload: { refresh_token: pair.refresh_token },
    });
    const log = logLines.join('');
    assert.ok(log.includes(TOKEN_REFRESH_PATH), 'the requests were logged');
    for (const secret of secrets) assert.ok(!log.includes(secret), 'a token reached the log');
  });

  it('is Secure when the server is reached over https, the marker too', async () => {
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
      const lines = named(response.headers, REFRESH_TOKEN_HTTPONLY_COOKIE);
      assert.equal(lines.length, REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS.length);
      for (const line of lines) assert.match(line, /; HttpOnly; Secure; SameSite=Strict/);
      const set = readable(response.headers).filter((line) => !/Max-Age=0/.test(line));
      assert.deepEqual(set.map((line) => line.split('=')[0]).sort(), [SESSION_MARKER_COOKIE, TOKEN_COOKIE].sort());
      for (const line of set) assert.match(line, /; Secure; SameSite=Lax$/);
    } finally {
      await secureApp.close();
    }
  });
});
