import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export const ID_TOKEN_ALG = 'RS256';

export interface IdentitySecrets {
  /** Keys that sign the identity service's cookies (its own and sso_state); newest first. */
  cookieKeys: string[];
  /** Private RS256 JWK the built-in provider signs id_tokens with (published on the certs route without d). */
  idTokenKey: JWK;
}

/** Reads a JSON file kept in the data folder, or makes it once (mode 0600) so restarts keep it. */
async function loadOrCreate<T>(file: string | null, create: () => Promise<T>): Promise<T> {
  if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const value = await create();
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, JSON.stringify(value), { mode: 0o600 });
  }
  return value;
}

/**
 * Secrets of the identity service, random per data folder like the access-token keys
 * (auth/keys.ts); with no data folder (tests, in-memory databases) they live in memory only.
 */
export async function loadOrCreateIdentitySecrets(dataDir: string | null): Promise<IdentitySecrets> {
  const keysDir = dataDir ? path.join(dataDir, 'keys') : null;
  const cookies = await loadOrCreate(keysDir && path.join(keysDir, 'oidc-cookies.json'), async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  const idTokenKey = await loadOrCreate(keysDir && path.join(keysDir, 'oidc-signing.jwk.json'), async () => {
    const pair = await generateKeyPair(ID_TOKEN_ALG, { extractable: true, modulusLength: 2048 });
    const jwk: JWK = {
      ...(await exportJWK(pair.privateKey)),
      alg: ID_TOKEN_ALG,
      use: 'sig',
      kid: `idp-${Date.now().toString(36)}`,
    };
    return jwk;
  });
  return { cookieKeys: cookies.keys, idTokenKey };
}

/** The public half of a private JWK (what a verifier may see). */
export function publicJwkOf(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = jwk;
  return publicPart;
}
