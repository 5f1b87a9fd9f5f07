import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadOrCreateSigningKeys } from '../src/auth/keys.js';
import { signAccessToken, verifyAccessToken } from '../src/auth/jwt.js';

/**
 * Verified access tokens are remembered until they expire, so a session's requests do not check
 * the same signature again; remembering must never accept what verifying would refuse.
 */

const subject = { username: 'tenant.admin', roles: ['ROLE_TENANT_ADMIN' as const], sid: 'a-session' };

test('a remembered token is refused once it expires', async () => {
  const keys = await loadOrCreateSigningKeys(null);
  // Two seconds: expiry is counted in whole seconds from the signing second, so a one-second token
  // signed late in a second could expire before a loaded machine verifies it the first time.
  const token = await signAccessToken(keys, subject, 2);
  assert.equal((await verifyAccessToken(keys, token)).ok, true);
  assert.equal((await verifyAccessToken(keys, token)).ok, true, 'remembered');
  await new Promise((resolve) => setTimeout(resolve, 3100));
  assert.deepEqual(await verifyAccessToken(keys, token), { ok: false, message: 'Expired JWT Token' });
});

test('a token that verified once does not make a changed copy of it valid', async () => {
  const keys = await loadOrCreateSigningKeys(null);
  const token = await signAccessToken(keys, subject, 900);
  assert.equal((await verifyAccessToken(keys, token)).ok, true);
  const [header, payload, signature] = token.split('.');
  const forged = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['ROLE_SUPERVISOR'] }),
  ).toString('base64url');
  assert.deepEqual(await verifyAccessToken(keys, `${header}.${forged}.${signature}`), {
    ok: false,
    message: 'Invalid JWT Token',
  });
  assert.deepEqual(await verifyAccessToken(keys, `${token}x`), { ok: false, message: 'Invalid JWT Token' });
});

test('a token remembered for one key pair is not accepted under another', async () => {
  const [first, second] = [await loadOrCreateSigningKeys(null), await loadOrCreateSigningKeys(null)];
  const token = await signAccessToken(first, subject, 900);
  assert.equal((await verifyAccessToken(first, token)).ok, true);
  assert.equal((await verifyAccessToken(second, token)).ok, false);
});
