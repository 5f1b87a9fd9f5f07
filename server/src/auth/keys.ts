import { hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

export const ACCESS_TOKEN_ALG = 'ES256';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  /** AES-256 key for what the server keeps encrypted at rest (refresh grace answers), derived from the private key. */
  secretKey: Buffer;
}

/**
 * The access-token signing key pair: generated on first start and kept in the data folder
 * (mode 0600), so tokens survive restarts. Never committed, never logged.
 */
export async function loadOrCreateSigningKeys(dataDir: string | null): Promise<SigningKeys> {
  const file = dataDir ? path.join(dataDir, 'keys', 'access-token.jwk.json') : null;
  let privateJwk: JWK;
  if (file && fs.existsSync(file)) {
    privateJwk = JSON.parse(fs.readFileSync(file, 'utf8')) as JWK;
  } else {
    const pair = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), alg: ACCESS_TOKEN_ALG, kid: `at-${Date.now().toString(36)}` };
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 });
    }
  }
  const { d: _d, ...publicJwk } = privateJwk;
  return {
    privateKey: (await importJWK(privateJwk, ACCESS_TOKEN_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ACCESS_TOKEN_ALG)) as CryptoKey,
    publicJwk,
    kid: privateJwk.kid ?? 'at',
    // Derived, not stored: every instance sharing the signing key shares this one.
    secretKey: Buffer.from(hkdfSync('sha256', privateJwk.d ?? '', 'contract-platform', 'at-rest-encryption', 32)),
  };
}
