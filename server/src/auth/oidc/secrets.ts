import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export const ID_TOKEN_ALG = 'RS256';
/** Their files in a keys folder (key-source.ts). */
export const COOKIE_KEYS_FILE = 'oidc-cookies.json';
export const ID_TOKEN_KEY_FILE = 'oidc-signing.jwk.json';

export interface IdentitySecrets {
  /** Keys that sign the identity service's cookies (its own and sso_state); newest first. */
  cookieKeys: string[];
  /** Private RS256 JWK the built-in provider signs id_tokens with (published on the certs route without d). */
  idTokenKey: JWK;
}

/** New cookie keys, as their file holds them. */
export async function generateCookieKeys(): Promise<{ keys: string[] }> {
  return { keys: [randomBytes(32).toString('base64url')] };
}

/** A new id-token signing key: a private RS256 JWK. */
export async function generateIdTokenKey(): Promise<JWK> {
  const pair = await generateKeyPair(ID_TOKEN_ALG, { extractable: true, modulusLength: 2048 });
  return {
    ...(await exportJWK(pair.privateKey)),
    alg: ID_TOKEN_ALG,
    use: 'sig',
    kid: `idp-${Date.now().toString(36)}`,
  };
}

/** Whether these are secrets the identity service can use: cookie keys and a private RSA key. */
export function isIdentitySecrets(value: unknown): value is IdentitySecrets {
  const secrets = value as Partial<IdentitySecrets> | null;
  return (
    Array.isArray(secrets?.cookieKeys) &&
    secrets.cookieKeys.length > 0 &&
    secrets.cookieKeys.every((key) => typeof key === 'string' && key.length >= 16) &&
    secrets.idTokenKey?.kty === 'RSA' &&
    typeof secrets.idTokenKey.d === 'string'
  );
}

/** The public half of a private JWK (what a verifier may see). */
export function publicJwkOf(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = jwk;
  return publicPart;
}
