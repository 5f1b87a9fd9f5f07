import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims, Role } from '../../../contract/index.js';
import { ACCESS_TOKEN_ALG, type SigningKeys } from './keys.js';

export const JWT_ISSUER = 'contract-platform';

export async function signAccessToken(
  keys: SigningKeys,
  subject: { username: string; roles: Role[] },
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ username: subject.username, roles: subject.roles })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setIssuedAt()
    .setIssuer(JWT_ISSUER)
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keys.privateKey);
}

export type VerifyResult =
  { ok: true; claims: AccessTokenClaims } | { ok: false; message: 'Expired JWT Token' | 'Invalid JWT Token' };

/** Verifies signature (only our algorithm: alg:none and others are refused), issuer and expiry. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [ACCESS_TOKEN_ALG], issuer: JWT_ISSUER });
    if (typeof payload.username !== 'string' || !Array.isArray(payload.roles) || typeof payload.exp !== 'number') {
      return { ok: false, message: 'Invalid JWT Token' };
    }
    return { ok: true, claims: payload as unknown as AccessTokenClaims };
  } catch (error) {
    return { ok: false, message: error instanceof errors.JWTExpired ? 'Expired JWT Token' : 'Invalid JWT Token' };
  }
}
