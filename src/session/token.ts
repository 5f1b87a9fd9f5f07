/** Access-token decoding: roles and expiry (spec section 3 "decoded access token"). */
import { jwtDecode } from 'jwt-decode';
import { ROLES, type AccessTokenClaims, type Role } from '../../contract';

export function decodeAccessToken(token: string | null | undefined): Partial<AccessTokenClaims> | null {
  if (!token) return null;
  try {
    return jwtDecode<Partial<AccessTokenClaims>>(token);
  } catch {
    return null;
  }
}

/** Roles from the token: [] without a (readable) token, ROLE_USER when the token names none. */
export function rolesOfToken(token: string | null | undefined): Role[] {
  const claims = decodeAccessToken(token);
  if (!claims) return [];
  return Array.isArray(claims.roles) ? claims.roles : [ROLES.USER];
}

export function userNameOfToken(token: string | null | undefined): string | null {
  const claims = decodeAccessToken(token);
  return typeof claims?.username === 'string' ? claims.username : null;
}

/** Expiry is compared in milliseconds against exp × 1000; an unreadable token counts as expired. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeAccessToken(token);
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 <= nowMs;
}
