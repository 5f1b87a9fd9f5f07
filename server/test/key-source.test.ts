import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  generateKeyEnvironment,
  keySourceOf,
  loadIdentitySecrets,
  loadSigningKeys,
  type KeySource,
} from '../src/auth/key-source.js';
import { verifyAccessToken } from '../src/auth/jwt.js';
import { loadConfig, Secret } from '../src/config.js';
import { buildTestApp, tokenFor } from './helpers.js';

/**
 * Instances share signing keys and identity secrets without sharing a data folder: from the
 * environment (SIGNING_KEYS, IDENTITY_SECRETS) or a keys folder (KEYS_DIR); the data folder stays
 * the default. No value ever shows in an error, a printed configuration or a log.
 */

const temporary: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-test-'));
  temporary.push(dir);
  return dir;
};
const apps: FastifyInstance[] = [];
after(async () => {
  for (const app of apps) await app.close();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

const sources = (env: NodeJS.ProcessEnv): KeySource => keySourceOf(loadConfig(env));

/**
 * Whether an access token one app signed verifies on another. The signature alone: these apps have
 * databases of their own, so the token's session is not known to the other (the cluster tests,
 * server/test/cluster/, use one database).
 */
async function accepted(signer: FastifyInstance, verifier: FastifyInstance): Promise<boolean> {
  return (await verifyAccessToken(verifier.keys, await tokenFor(signer, 'supervisor'))).ok;
}

describe('where keys come from', () => {
  it('the environment first, then KEYS_DIR, then the data folder; an in-memory database keeps them in memory', () => {
    const env = { DATA_DIR: '/d', SIGNING_KEYS: '{}', IDENTITY_SECRETS: '{}', KEYS_DIR: '/k' };
    assert.equal(sources(env).kind, 'environment');
    assert.deepEqual(sources({ ...env, SIGNING_KEYS: '', IDENTITY_SECRETS: '' }), { kind: 'folder', dir: '/k' });
    assert.deepEqual(sources({ DATA_DIR: '/d' }), { kind: 'folder', dir: '/d/keys' });
    assert.deepEqual(sources({ DATA_DIR: '/d', SQLITE_FILE: ':memory:' }), { kind: 'memory' });
    assert.deepEqual(sources({ DATA_DIR: '/d', SQLITE_FILE: ':memory:', DATABASE_URL: 'postgres://x/y' }), {
      kind: 'folder',
      dir: '/d/keys',
    });
  });

  it('SIGNING_KEYS and IDENTITY_SECRETS go together', () => {
    assert.throws(() => sources({ SIGNING_KEYS: '{}' }), /SIGNING_KEYS and IDENTITY_SECRETS go together/);
    assert.throws(() => sources({ IDENTITY_SECRETS: '{}' }), /go together/);
  });
});

describe('keys from the environment', () => {
  it('as base64 or JSON, the same keys: two instances with their own data folders accept each other’s tokens', async () => {
    const generated = await generateKeyEnvironment();
    const json = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
    const [one, two] = [
      { signingKeys: new Secret(generated.SIGNING_KEYS), identitySecrets: new Secret(generated.IDENTITY_SECRETS) },
      {
        signingKeys: new Secret(json(generated.SIGNING_KEYS)),
        identitySecrets: new Secret(json(generated.IDENTITY_SECRETS)),
      },
    ];
    const first = await buildTestApp(one);
    const second = await buildTestApp(two);
    const other = await buildTestApp();
    apps.push(first, second, other);
    assert.deepEqual(first.keys.publicJwk, second.keys.publicJwk);
    assert.equal(await accepted(first, second), true);
    assert.equal(await accepted(second, first), true);
    assert.equal(await accepted(first, other), false, 'an instance with keys of its own refuses them');
    for (const app of [first, second])
      assert.ok(!fs.existsSync(path.join(app.config.dataDir, 'keys')), 'no key written');

    const identity = await loadIdentitySecrets(keySourceOf(first.config));
    assert.deepEqual(identity, await loadIdentitySecrets(keySourceOf(second.config)));
  });

  it('refuses what is not a key without showing it', async () => {
    const { SIGNING_KEYS, IDENTITY_SECRETS } = await generateKeyEnvironment();
    const secretText = 'not-a-key-but-a-secret-text';
    const publicOnly = JSON.parse(Buffer.from(SIGNING_KEYS, 'base64').toString()) as Record<string, unknown>;
    delete publicOnly.d;
    const cases: [string, string, RegExp][] = [
      [secretText, IDENTITY_SECRETS, /SIGNING_KEYS is neither JSON nor base64 of JSON/],
      [JSON.stringify(publicOnly), IDENTITY_SECRETS, /SIGNING_KEYS is not a private ES256/],
      [SIGNING_KEYS, JSON.stringify({ cookieKeys: [secretText] }), /IDENTITY_SECRETS must be/],
    ];
    for (const [signing, identity, message] of cases) {
      const source: KeySource = { kind: 'environment', signingKeys: signing, identitySecrets: identity };
      const error = await loadSigningKeys(source)
        .then(() => loadIdentitySecrets(source))
        .then(
          () => null,
          (caught: Error) => caught,
        );
      assert.ok(error, `refused: ${String(message)}`);
      assert.match(error.message, message);
      assert.ok(!error.message.includes(secretText) && !error.message.includes(String(publicOnly.x)));
    }
  });

  it('never shows in a printed or serialised configuration', async () => {
    const { SIGNING_KEYS, IDENTITY_SECRETS } = await generateKeyEnvironment();
    const config = loadConfig({ SIGNING_KEYS, IDENTITY_SECRETS });
    for (const text of [JSON.stringify(config), inspect(config, { depth: 5 }), String(config.signingKeys)]) {
      assert.ok(!text.includes(SIGNING_KEYS.slice(0, 24)) && !text.includes(IDENTITY_SECRETS.slice(0, 24)));
    }
    assert.match(JSON.stringify(config), /"signingKeys":"\[secret\]"/);
    assert.equal(config.signingKeys?.reveal(), SIGNING_KEYS);
  });
});

describe('keys from a folder (KEYS_DIR)', () => {
  it('made once by whichever instance starts first, kept private, shared by instances with data folders of their own', async () => {
    const keysDir = path.join(folder(), 'keys');
    const source: KeySource = { kind: 'folder', dir: keysDir };
    // Instances starting together agree on one key, whichever writes first.
    const loaded = await Promise.all(Array.from({ length: 6 }, () => loadSigningKeys(source)));
    assert.equal(new Set(loaded.map((keys) => JSON.stringify(keys.publicJwk))).size, 1);
    const secrets = await Promise.all(Array.from({ length: 3 }, () => loadIdentitySecrets(source)));
    assert.equal(new Set(secrets.map((s) => JSON.stringify(s))).size, 1);
    assert.deepEqual(fs.readdirSync(keysDir).sort(), [
      'access-token.jwk.json',
      'oidc-cookies.json',
      'oidc-signing.jwk.json',
    ]);
    for (const file of fs.readdirSync(keysDir)) assert.equal(fs.statSync(path.join(keysDir, file)).mode & 0o777, 0o600);

    const first = await buildTestApp({ keysDir });
    const second = await buildTestApp({ keysDir });
    apps.push(first, second);
    assert.notEqual(first.config.dataDir, second.config.dataDir);
    assert.deepEqual(first.keys.publicJwk, loaded[0]!.publicJwk);
    assert.equal(await accepted(first, second), true);
  });
});
