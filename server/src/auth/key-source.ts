import path from 'node:path';
import type { JWK } from 'jose';
import type { ServerConfig } from '../config.js';
import { readOrCreateJson } from './key-files.js';
import { ACCESS_TOKEN_KEY_FILE, generateAccessTokenJwk, signingKeysOf, type SigningKeys } from './keys.js';
import {
  COOKIE_KEYS_FILE,
  generateCookieKeys,
  generateIdTokenKey,
  ID_TOKEN_KEY_FILE,
  isIdentitySecrets,
  type IdentitySecrets,
} from './oidc/secrets.js';

/**
 * Where an instance takes the access-token signing key and the identity service's secrets (cookie
 * keys, id-token key). Instances behind one load balancer must share them, or a token or cookie
 * made by one is refused by the next; they need not share a data folder for it:
 *
 * - `environment`: SIGNING_KEYS and IDENTITY_SECRETS, each JSON or base64 of it (an orchestrator's
 *   secrets). Both or neither: a cluster with half its secrets shared fails in confusing ways.
 * - `folder`: KEYS_DIR (a mounted secret volume, or a folder the instances share), or by default
 *   `<DATA_DIR>/keys`. What is missing there is generated once, race-free between instances.
 * - `memory`: an in-memory database without any of the above (tests): new keys each start.
 *
 * No error message or log line ever carries a value.
 */
export type KeySource =
  | { kind: 'environment'; signingKeys: string; identitySecrets: string }
  | { kind: 'folder'; dir: string }
  | { kind: 'memory' };

type KeyConfig = Pick<
  ServerConfig,
  'keysDir' | 'signingKeys' | 'identitySecrets' | 'dataDir' | 'sqliteFile' | 'databaseUrl'
>;

export function keySourceOf(config: KeyConfig): KeySource {
  if (config.signingKeys || config.identitySecrets) {
    if (!config.signingKeys || !config.identitySecrets)
      throw new Error('SIGNING_KEYS and IDENTITY_SECRETS go together: set both or neither');
    return {
      kind: 'environment',
      signingKeys: config.signingKeys.reveal(),
      identitySecrets: config.identitySecrets.reveal(),
    };
  }
  if (config.keysDir) return { kind: 'folder', dir: config.keysDir };
  if (config.sqliteFile === ':memory:' && !config.databaseUrl) return { kind: 'memory' };
  return { kind: 'folder', dir: path.join(config.dataDir, 'keys') };
}

/** Where the keys come from, for the start-up summary: never a value. */
export function describeKeySource(source: KeySource): string {
  if (source.kind === 'environment') return 'SIGNING_KEYS, IDENTITY_SECRETS';
  return source.kind === 'folder' ? source.dir : 'in memory';
}

/** A variable's JSON, written as JSON or as base64 (standard or URL-safe) of it; undefined if it is neither. */
function jsonOf(text: string): unknown {
  const trimmed = text.trim();
  const candidates = [trimmed, Buffer.from(trimmed, 'base64').toString('utf8')];
  for (const candidate of candidates) {
    if (!candidate.startsWith('{')) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // Try the next reading; the value itself is never shown.
    }
  }
  return undefined;
}

export async function loadSigningKeys(source: KeySource): Promise<SigningKeys> {
  if (source.kind === 'environment') {
    const jwk = jsonOf(source.signingKeys) as JWK | undefined;
    if (!jwk) throw new Error('SIGNING_KEYS is neither JSON nor base64 of JSON');
    return signingKeysOf(jwk).catch(() => {
      throw new Error('SIGNING_KEYS is not a private ES256 (P-256) JWK');
    });
  }
  const file = source.kind === 'folder' ? path.join(source.dir, ACCESS_TOKEN_KEY_FILE) : null;
  return signingKeysOf(await readOrCreateJson(file, generateAccessTokenJwk));
}

export async function loadIdentitySecrets(source: KeySource): Promise<IdentitySecrets> {
  if (source.kind === 'environment') {
    const secrets = jsonOf(source.identitySecrets);
    if (!isIdentitySecrets(secrets))
      throw new Error(
        'IDENTITY_SECRETS must be {"cookieKeys": [at least one key of 16+ characters], "idTokenKey": a private RSA JWK}, as JSON or base64',
      );
    return { cookieKeys: secrets.cookieKeys, idTokenKey: secrets.idTokenKey };
  }
  const dir = source.kind === 'folder' ? source.dir : null;
  const cookies = await readOrCreateJson(dir && path.join(dir, COOKIE_KEYS_FILE), generateCookieKeys);
  const idTokenKey = await readOrCreateJson(dir && path.join(dir, ID_TOKEN_KEY_FILE), generateIdTokenKey);
  return { cookieKeys: cookies.keys, idTokenKey };
}

/**
 * New keys as the two environment variables (base64 of their JSON), for a cluster's instances or
 * an orchestrator's secrets: `npm run keys`.
 */
export async function generateKeyEnvironment(): Promise<{ SIGNING_KEYS: string; IDENTITY_SECRETS: string }> {
  const secrets: IdentitySecrets = {
    cookieKeys: (await generateCookieKeys()).keys,
    idTokenKey: await generateIdTokenKey(),
  };
  const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  return { SIGNING_KEYS: base64(await generateAccessTokenJwk()), IDENTITY_SECRETS: base64(secrets) };
}

/** New keys written into a folder for KEYS_DIR (what is already there is kept). */
export async function writeKeyFolder(dir: string): Promise<void> {
  await loadSigningKeys({ kind: 'folder', dir });
  await loadIdentitySecrets({ kind: 'folder', dir });
}
