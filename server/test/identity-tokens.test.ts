import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_HTTPONLY_COOKIE } from '../../contract/index.js';
import { verifyAccessToken } from '../src/auth/jwt.js';
import { buildTestApp } from './helpers.js';
import { CookieJar, PUBLIC_URL, signIn } from './identity-helpers.js';

const INVALID = { code: 401, message: 'Invalid JWT Refresh Token' };

describe('refresh tokens', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  /** A refresh token from a real sign-in, as the browser keeps it in its HttpOnly cookie. */
  async function signedInRefreshToken(userName = 'tenant.admin'): Promise<string> {
    const jar = new CookieJar();
    await signIn(app, jar, userName);
    const token = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE);
    assert.ok(token, `${userName} got a refresh token cookie`);
    return token;
  }
  const refreshCookie = (token: string) => `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(token)}`;

  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: refreshToken } });

  it('rotates: the new pair works, the spent token is refused', async () => {
    const first = await signedInRefreshToken();
    const rotated = await refresh(first);
    assert.equal(rotated.statusCode, 200);
    const pair = rotated.json<{ token: string; refresh_token: string }>();
    assert.notEqual(pair.refresh_token, first);
    const verified = await verifyAccessToken(app.keys, pair.token);
    assert.ok(verified.ok && verified.claims.username === 'tenant.admin');
    const cookies = String(rotated.headers['set-cookie']);
    assert.ok(
      cookies.includes(`token=${pair.token}`) && cookies.includes(refreshCookie(pair.refresh_token)),
      'the cookies follow the rotation',
    );

    const me = await app.inject({
      url: '/api/users?userName=tenant.admin',
      headers: { authorization: `Bearer ${pair.token}` },
    });
    assert.equal(me.statusCode, 200);

    const again = await refresh(pair.refresh_token);
    assert.equal(again.statusCode, 200, 'the successor refreshes once');
  });

  /** Moves a spent token's use back in time, past the grace window. */
  const ageUse = (seconds: number) =>
    app.db.kysely
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('used_at', 'is not', null)
      .execute();

  it('reuse of a spent token after the grace window revokes the whole chain', async () => {
    const first = await signedInRefreshToken();
    const second = (await refresh(first)).json<{ refresh_token: string }>().refresh_token;
    await ageUse(app.config.refreshGraceSeconds + 1);

    const replay = await refresh(first);
    assert.equal(replay.statusCode, 401);
    assert.deepEqual(replay.json(), INVALID);

    const successor = await refresh(second);
    assert.equal(successor.statusCode, 401, 'the token rotated from the leaked one is dead too');
  });

  it('within the grace window, a reused token answers the same new pair (concurrent tabs, a lost answer)', async () => {
    const first = await signedInRefreshToken();
    const rotated = await refresh(first);
    const again = await refresh(first);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), rotated.json(), 'the same pair, not a second branch of the chain');
    const next = await refresh(rotated.json<{ refresh_token: string }>().refresh_token);
    assert.equal(next.statusCode, 200, 'the chain goes on');
  });

  it('of parallel uses of one token, every one answers the same new pair', async () => {
    const token = await signedInRefreshToken();
    const answers = await Promise.all([refresh(token), refresh(token), refresh(token)]);
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200],
    );
    const pairs = new Set(answers.map((a) => a.body));
    assert.equal(pairs.size, 1, 'one pair for all');
    const rows = await app.db.kysely.selectFrom('refresh_tokens').select('id').execute();
    assert.equal(new Set(rows.map((r) => r.id)).size, rows.length);
  });

  it('the grace answer is kept encrypted, never as the token itself', async () => {
    const first = await signedInRefreshToken();
    const pair = (await refresh(first)).json<{ token: string; refresh_token: string }>();
    const stored = JSON.stringify(await app.db.kysely.selectFrom('refresh_tokens').selectAll().execute());
    assert.ok(!stored.includes(pair.refresh_token) && !stored.includes(pair.token));
  });

  it('refuses unknown, empty and missing tokens with the JWT error shape', async () => {
    for (const payload of [{ refresh_token: 'not-a-token' }, { refresh_token: '' }, {}]) {
      const response = await app.inject({ method: 'POST', url: '/api/token/refresh', payload });
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), INVALID);
    }
  });

  it('accepts a form body and, without a body, the HttpOnly refresh cookie', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refresh_token=${encodeURIComponent(await signedInRefreshToken())}`,
    });
    assert.equal(form.statusCode, 200);

    const cookie = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { cookie: refreshCookie(await signedInRefreshToken()) },
    });
    assert.equal(cookie.statusCode, 200);
  });

  it('refuses an expired family even when the token is unused', async () => {
    const token = await signedInRefreshToken();
    await app.db.kysely
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    assert.equal((await refresh(token)).statusCode, 401);
  });

  it('answers 460 for a deactivated account and ends its session', async () => {
    const token = await signedInRefreshToken('inactive');
    const response = await refresh(token);
    assert.equal(response.statusCode, 460);
    assert.equal(response.json<Record<string, string>>()['hydra:description'], 'Account deactivated');
    assert.match(String(response.headers['set-cookie']), /refresh_token=; Path=\/; Max-Age=0/);
  });

  it('says "account deactivated" in the caller\'s language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      payload: { refresh_token: await signedInRefreshToken('inactive') },
    });
    assert.equal(response.statusCode, 460);
    assert.equal(response.json<Record<string, string>>()['hydra:description'], 'Compte désactivé');
    assert.equal(response.headers['content-language'], 'fr');
  });

  it('invalidate: 200, the token no longer refreshes, and a second call is also 200', async () => {
    const token = await signedInRefreshToken();
    const first = await app.inject({
      method: 'POST',
      url: '/api/refresh-token/invalidate',
      headers: { cookie: refreshCookie(token) },
    });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), {});
    const cleared = String(first.headers['set-cookie']);
    assert.match(cleared, /(^|,)token=; Path=\/; Max-Age=0/);
    assert.match(cleared, /refresh_token=; Path=\/; Max-Age=0/);

    assert.equal((await refresh(token)).statusCode, 401);
    const second = await app.inject({
      method: 'POST',
      url: '/api/refresh-token/invalidate',
      headers: { cookie: refreshCookie(token) },
    });
    assert.equal(second.statusCode, 200);
    const bare = await app.inject({
      method: 'POST',
      url: '/api/refresh-token/invalidate',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(bare.statusCode, 200, 'no body and no cookie is still fine');
  });

  it('invalidate with only a bearer token signs the caller out of every session', async () => {
    const jar = new CookieJar();
    await signIn(app, jar, 'company.admin');
    const other = await signedInRefreshToken('company.admin');
    const response = await app.inject({
      method: 'POST',
      url: '/api/refresh-token/invalidate',
      headers: { authorization: `Bearer ${jar.get('token')}` },
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await refresh(jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!)).statusCode, 401);
    assert.equal((await refresh(other)).statusCode, 401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const token = await signedInRefreshToken();
    const rows = await app.db.kysely.selectFrom('refresh_tokens').select('token_hash').execute();
    assert.ok(rows.length > 0);
    assert.ok(rows.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)));
  });
});
