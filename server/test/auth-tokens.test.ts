import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, testSessionOf, tokenFor } from './helpers.js';
import { assertNoInternals, json } from './api-helpers.js';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens on the API', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const call = (authorization: string) =>
    app.inject({ method: 'GET', url: '/api/users?userName=supervisor', headers: { authorization } });

  const assertRefused = (response: Awaited<ReturnType<typeof call>>, message: string) => {
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['www-authenticate'], 'Bearer');
    assert.deepEqual(json(response), { code: 401, message });
    assertNoInternals(response.body);
  };

  test('a valid token is accepted', async () => {
    assert.equal((await call(`Bearer ${await tokenFor(app, 'supervisor')}`)).statusCode, 200);
  });

  test('an expired token answers "Expired JWT Token"', async () => {
    assertRefused(await call(`Bearer ${await tokenFor(app, 'supervisor', -60)}`), 'Expired JWT Token');
  });

  test('a tampered payload or signature answers "Invalid JWT Token"', async () => {
    const [header, payload, signature] = (await tokenFor(app, 'user')).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const promoted = base64url({ ...claims, username: 'supervisor', roles: ['ROLE_SUPERVISOR'] });
    assertRefused(await call(`Bearer ${header}.${promoted}.${signature}`), 'Invalid JWT Token');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    assertRefused(await call(`Bearer ${header}.${payload}.${flipped}`), 'Invalid JWT Token');
  });

  test('an unsigned alg:none token answers "Invalid JWT Token"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ username: 'supervisor', roles: ['ROLE_SUPERVISOR'], iat: now, exp: now + 600, iss: 'contract-platform' })}.`;
    assertRefused(await call(`Bearer ${unsigned}`), 'Invalid JWT Token');
  });

  test('garbage and a token of a deleted user are refused', async () => {
    assertRefused(await call('Bearer not-a-jwt'), 'Invalid JWT Token');
    assertRefused(await call('Basic c3VwZXJ2aXNvcjpkZW1v'), 'Invalid JWT Token');
    const token = await tokenFor(app, 'user.nocompany');
    await app.db.kysely.deleteFrom('users').where('user_name', '=', 'user.nocompany').execute();
    assertRefused(await call(`Bearer ${token}`), 'Invalid JWT Token');
  });

  test('roles come from the database, not from the token', async () => {
    const { signAccessToken } = await import('../src/auth/jwt.js');
    const { id } = await app.db.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'user')
      .executeTakeFirstOrThrow();
    const sid = await testSessionOf(app, id, 'user');
    const forged = await signAccessToken(app.keys, { username: 'user', roles: ['ROLE_SUPERVISOR'], sid }, 600);
    const response = await app.inject({
      method: 'GET',
      url: '/api/tenants',
      headers: { authorization: `Bearer ${forged}` },
    });
    assert.equal(response.statusCode, 403);
  });
});
