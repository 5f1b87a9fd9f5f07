import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import { readOrCreateJson } from './key-files.js';

export const ACCESS_TOKEN_ALG = 'ES256';
/** The access-token key's file in a keys folder (key-source.ts). */
export const ACCESS_TOKEN_KEY_FILE = 'access-token.jwk.json';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  /** AES-256 key for what the server keeps encrypted at rest (refresh grace answers), derived from the private key. */
  secretKey: Buffer;
}

/** A new access-token signing key: a private ES256 JWK with a kid. */
export async function generateAccessTokenJwk(): Promise<JWK> {
  const pair = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
  return { ...(await exportJWK(pair.privateKey)), alg: ACCESS_TOKEN_ALG, kid: `at-${Date.now().toString(36)}` };
}

/** The keys of a private ES256 JWK; refuses anything else (a public key, another curve). */
export async function signingKeysOf(privateJwk: JWK): Promise<SigningKeys> {
  if (privateJwk.kty !== 'EC' || privateJwk.crv !== 'P-256' || typeof privateJwk.d !== 'string')
    throw new Error('the access-token key is not a private ES256 (P-256) JWK');
  const { d: _d, ...publicJwk } = privateJwk;
  return {
    privateKey: (await importJWK(privateJwk, ACCESS_TOKEN_ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ACCESS_TOKEN_ALG)) as CryptoKey,
    publicJwk,
    kid: privateJwk.kid ?? 'at',
    // Derived, not stored: every instance sharing the signing key shares this one.
    secretKey: Buffer.from(hkdfSync('sha256', privateJwk.d, 'contract-platform', 'at-rest-encryption', 32)),
  };
}

/**
 * The access-token signing key pair of a data folder: generated on first start and kept in its
 * keys folder (mode 0600), so tokens survive restarts; in memory only without a folder. Never
 * committed, never logged. (The server itself takes its keys where key-source.ts says.)
 */
export async function loadOrCreateSigningKeys(dataDir: string | null): Promise<SigningKeys> {
  const file = dataDir ? path.join(dataDir, 'keys', ACCESS_TOKEN_KEY_FILE) : null;
  return signingKeysOf(await readOrCreateJson(file, generateAccessTokenJwk));
}
