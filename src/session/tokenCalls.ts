/**
 * Token calls (spec section 7). They bypass the base query on purpose: a 401 from the refresh
 * call must never trigger another refresh, and logout must work whatever the cache holds.
 */
import { JSONLD, REFRESH_TOKEN_INVALIDATE_PATH, TOKEN_REFRESH_PATH, type CookieRefreshAnswer } from '../../contract';
import { getRuntimeConfig } from './runtimeConfig';

/** A refresh's outcome: the new access token, a refusal (the session is over), or no answer at all. */
export type RefreshAnswer = { token: string } | 'refused' | 'unreachable';

/**
 * POST /api/token/refresh with no body: the HttpOnly cookie carries the refresh token and its
 * successor comes back in that cookie, so only the access token passes through the console.
 */
export async function requestTokenRefresh(): Promise<RefreshAnswer> {
  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiHost}${TOKEN_REFRESH_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    return 'unreachable';
  }
  if (response.status >= 500) return 'unreachable';
  if (!response.ok) return 'refused';
  try {
    const body = (await response.json()) as Partial<CookieRefreshAnswer>;
    return typeof body.token === 'string' && body.token ? { token: body.token } : 'unreachable';
  } catch {
    return 'unreachable';
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
