/** Unsigned JWT-shaped tokens for tests: the console only decodes tokens, the server verifies them. */
import type { Role } from '../../contract';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export interface TestTokenClaims {
  username?: string;
  roles?: Role[];
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

export function makeAccessToken({ username = 'tenant.admin', roles, expiresIn = 900 }: TestTokenClaims = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { username, iat: now, exp: now + expiresIn };
  if (roles) claims.roles = roles;
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.signature`;
}
