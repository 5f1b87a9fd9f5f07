import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims, Role } from '../../../contract/index.js';
import { ACCESS_TOKEN_ALG, type SigningKeys } from './keys.js';

export const JWT_ISSUER = 'contract-platform';

export async function signAccessToken(
  keys: SigningKeys,
  subject: { username: string; roles: Role[]; sid: string },
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ username: subject.username, roles: subject.roles, sid: subject.sid })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setIssuedAt()
    .setIssuer(JWT_ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keys.privateKey);
}

export type VerifyResult =
  { ok: true; claims: AccessTokenClaims } | { ok: false; message: 'Expired JWT Token' | 'Invalid JWT Token' };

/**
 * Tokens already verified, until they expire: the same token comes with every request of a
 * session, and checking its signature again is a good part of a small request's cost. Keyed by the
 * whole token, signature included, so only a token that verified once is ever found here.
 */
const VERIFIED_MAX = 10_000;
const verified = new WeakMap<SigningKeys, Map<string, AccessTokenClaims>>();

function remembered(keys: SigningKeys, token: string): AccessTokenClaims | undefined {
  const claims = verified.get(keys)?.get(token);
  if (claims && claims.exp * 1000 > Date.now()) return claims;
  return undefined;
}

function remember(keys: SigningKeys, token: string, claims: AccessTokenClaims): void {
  let tokens = verified.get(keys);
  if (!tokens) verified.set(keys, (tokens = new Map()));
  if (tokens.size >= VERIFIED_MAX) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
}

/** Verifies signature (only our algorithm: alg:none and others are refused), issuer and expiry. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<VerifyResult> {
  const known = remembered(keys, token);
  if (known) return { ok: true, claims: known };
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [ACCESS_TOKEN_ALG], issuer: JWT_ISSUER });
    // A token without its session (signed before sessions were named) cannot be revoked: it is not taken.
    if (
      typeof payload.username !== 'string' ||
      !Array.isArray(payload.roles) ||
      typeof payload.exp !== 'number' ||
      typeof payload.sid !== 'string'
    ) {
      return { ok: false, message: 'Invalid JWT Token' };
    }
    const claims = payload as unknown as AccessTokenClaims;
    remember(keys, token, claims);
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, message: error instanceof errors.JWTExpired ? 'Expired JWT Token' : 'Invalid JWT Token' };
  }
}
