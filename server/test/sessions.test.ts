import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_HTTPONLY_COOKIE, STATUS_DEACTIVATED, TOKEN_COOKIE } from '../../contract/index.js';
import { signAccessToken } from '../src/auth/jwt.js';
import { as, buildTestApp } from './helpers.js';
import { CookieJar, PUBLIC_URL, signIn } from './identity-helpers.js';
import { openEventStream } from './stream-helpers.js';

/**
 * Sign-out ends access (issue 28): an access token names its sign-in session, and revoking the
 * session (sign-out, a reused refresh token, a deactivation, a deletion) refuses the token from
 * the next request on, not at its expiry, and ends the session's event streams at once. The
 * heartbeat here is the default 25 s: a stream that ends within a second ended because of the
 * revocation, not because a heartbeat found it.
 */

let app: FastifyInstance;
let base: string;

before(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL, refreshGraceSeconds: 0 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => app.close());

interface SignedIn {
  token: string;
  refreshToken: string;
  jar: CookieJar;
}

/** A sign-in through the sign-in page, as the console does it. */
async function signedIn(userName: string): Promise<SignedIn> {
  const jar = new CookieJar();
  await signIn(app, jar, userName);
  const token = jar.get(TOKEN_COOKIE);
  const refreshToken = jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE);
  assert.ok(token && refreshToken, `${userName} is signed in`);
  return { token, refreshToken, jar };
}

const call = (token: string, url = '/api/companies') =>
  app.inject({ url, headers: { authorization: `Bearer ${token}` } });

const signOut = (session: SignedIn) =>
  app.inject({
    method: 'POST',
    url: '/api/refresh-token/invalidate',
    headers: { cookie: `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(session.refreshToken)}` },
  });

const openStream = (token: string) => openEventStream(base, token);

const userId = async (userName: string) =>
  (await app.db.kysely.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow()).id;

describe('sign-out ends access', () => {
  it("signing out refuses the session's access token at once and ends its streams; other sessions go on", async () => {
    const session = await signedIn('editor');
    const other = await signedIn('editor');
    assert.equal((await call(session.token)).statusCode, 200, 'the token works (and its check is now kept)');
    const stream = await openStream(session.token);
    const otherStream = await openStream(other.token);
    try {
      assert.equal((await signOut(session)).statusCode, 200);
      const refused = await call(session.token);
      assert.equal(refused.statusCode, 401);
      assert.deepEqual(refused.json(), { code: 401, message: 'Invalid JWT Token' });
      assert.equal(await stream.endReason(), 'revoked');
      assert.equal((await call(other.token)).statusCode, 200, 'the other sign-in is not signed out');
      assert.equal(await otherStream.endReason(300), null, "the other sign-in's stream stays open");
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it('signing out with only a bearer token refuses every session of the caller at once', async () => {
    const first = await signedIn('company.admin');
    const second = await signedIn('company.admin');
    const stream = await openStream(second.token);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/refresh-token/invalidate',
        headers: { authorization: `Bearer ${first.token}` },
      });
      assert.equal(response.statusCode, 200);
      assert.equal((await call(first.token)).statusCode, 401);
      assert.equal((await call(second.token)).statusCode, 401);
      assert.equal(await stream.endReason(), 'revoked');
    } finally {
      stream.close();
    }
  });

  it("a reused refresh token revokes its session: the thief's and the owner's access tokens stop at once", async () => {
    const session = await signedIn('api.user');
    const refresh = (token: string) =>
      app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh_token: token } });
    const rotated = await refresh(session.refreshToken);
    assert.equal(rotated.statusCode, 200);
    const { token } = rotated.json<{ token: string }>();
    const stream = await openStream(token);
    try {
      // Grace 0: the spent token used again is a reuse, at once.
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal((await refresh(session.refreshToken)).statusCode, 401);
      assert.equal((await call(token)).statusCode, 401, 'the rotated access token of the revoked session');
      assert.equal((await call(session.token)).statusCode, 401, 'the first access token of the revoked session');
      assert.equal(await stream.endReason(), 'revoked');
    } finally {
      stream.close();
    }
  });

  it('deactivating a user answers 460 at once, ends its streams at once, and reactivating does not bring its sessions back', async () => {
    const session = await signedIn('customer');
    const stream = await openStream(session.token);
    const id = await userId('customer');
    const patch = (activity: boolean) =>
      as(app, 'supervisor', {
        method: 'PATCH',
        url: `/api/users/${id}`,
        payload: { activity },
        headers: { 'content-type': 'application/merge-patch+json' },
      });
    try {
      assert.equal((await patch(false)).statusCode, 200);
      assert.equal((await call(session.token, '/api/contracts')).statusCode, STATUS_DEACTIVATED);
      assert.equal(await stream.endReason(), 'revoked');
      assert.equal((await patch(true)).statusCode, 200);
      assert.equal((await call(session.token, '/api/contracts')).statusCode, 401, 'the old session stays revoked');
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refresh_token: session.refreshToken },
      });
      assert.equal(refreshed.statusCode, 401, 'its refresh token too');
      assert.equal(
        (await call((await signedIn('customer')).token, '/api/contracts')).statusCode,
        200,
        'a new sign-in works',
      );
    } finally {
      stream.close();
    }
  });

  it('deleting a user ends its streams at once', async () => {
    const created = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'leaving.soon', roles: ['ROLE_USER'], tenant: null },
      headers: { 'content-type': 'application/ld+json' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const iri = created.json<{ '@id': string }>()['@id'];
    const token = await (async () => {
      const { id } = await app.db.kysely
        .selectFrom('users')
        .select('id')
        .where('user_name', '=', 'leaving.soon')
        .executeTakeFirstOrThrow();
      const { openSession } = await import('../src/auth/sessions.js');
      const sid = await openSession(app.db.kysely, id, 600);
      return signAccessToken(app.keys, { username: 'leaving.soon', roles: ['ROLE_USER'], sid }, 600);
    })();
    const stream = await openStream(token);
    try {
      assert.equal((await as(app, 'supervisor', { method: 'DELETE', url: iri })).statusCode, 204);
      assert.equal(await stream.endReason(), 'revoked');
      assert.equal((await call(token, '/api/users')).statusCode, 401);
    } finally {
      stream.close();
    }
  });

  it("a token without a session, or naming another user's session, is refused", async () => {
    const session = await signedIn('user');
    const sid = (
      await app.db.kysely
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', await userId('user'))
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
    assert.equal((await call(session.token, '/api/users')).statusCode, 200);
    const { SignJWT } = await import('jose');
    const { ACCESS_TOKEN_ALG } = await import('../src/auth/keys.js');
    const { JWT_ISSUER } = await import('../src/auth/jwt.js');
    const withoutSession = await new SignJWT({ username: 'user', roles: ['ROLE_USER'] })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, kid: app.keys.kid, typ: 'JWT' })
      .setIssuedAt()
      .setIssuer(JWT_ISSUER)
      .setExpirationTime('10m')
      .sign(app.keys.privateKey);
    assert.equal((await call(withoutSession, '/api/users')).statusCode, 401);
    const borrowed = await signAccessToken(
      app.keys,
      { username: 'tenant.admin', roles: ['ROLE_TENANT_ADMIN'], sid },
      600,
    );
    assert.equal((await call(borrowed, '/api/users')).statusCode, 401);
  });
});
