/**
 * Token calls (spec section 7). They bypass the base query on purpose: a 401 from the refresh
 * call must never trigger another refresh, and logout must work whatever the cache holds.
 */
import { JSONLD, REFRESH_TOKEN_INVALIDATE_PATH, TOKEN_REFRESH_PATH, type TokenPair } from '../../contract';
import { getRuntimeConfig } from './runtimeConfig';

/** POST /api/token/refresh {refresh_token} → {token, refresh_token}; null when refused or unreachable. */
export async function requestTokenRefresh(refreshToken: string): Promise<TokenPair | null> {
  try {
    const response = await fetch(`${getRuntimeConfig().apiHost}${TOKEN_REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      credentials: 'include',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<TokenPair>;
    return typeof body.token === 'string' && typeof body.refresh_token === 'string'
      ? { token: body.token, refresh_token: body.refresh_token }
      : null;
  } catch {
    return null;
  }
}

/** POST /api/refresh-token/invalidate with no body; the server finds the token from cookie or bearer. */
export async function invalidateRefreshToken(accessToken: string | null): Promise<void> {
  const headers: Record<string, string> = { Accept: JSONLD };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    await fetch(`${getRuntimeConfig().apiHost}${REFRESH_TOKEN_INVALIDATE_PATH}`, {
      method: 'POST',
      headers,
      credentials: 'include',
    });
  } catch {
    // Logout goes on: the identity service logout still ends the single sign-on session.
  }
}
