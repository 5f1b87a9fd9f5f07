/**
 * The sign-in wire facts both programs spell: where the console sends the browser, the token
 * endpoints, and the cookies the platform sets (spec sections 4 and 7).
 */

/** The single sign-on connect path under the API host (full-page redirect). */
export const CONNECT_PATH = '/connect/keycloak';
/** Query parameter of the connect path: where the console wants the browser back after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';
/** Where the identity service returns with the code. */
export const CONNECT_CALLBACK_PATH = '/connect/keycloak/check';
/**
 * POST `{refresh_token}` (the spec's form, for API clients) → `{token, refresh_token}`; with no
 * body, the HttpOnly cookie carries the refresh token and the answer is `{token}` only (the new
 * refresh token travels back in the cookie, never where a script could read it).
 */
export const TOKEN_REFRESH_PATH = '/api/token/refresh';
/** POST with no body on logout; idempotent. */
export const REFRESH_TOKEN_INVALIDATE_PATH = '/api/refresh-token/invalidate';

/** The access token, readable by the console (spec section 4). */
export const TOKEN_COOKIE = 'token';
/**
 * The readable refresh-token cookie of earlier releases. Nothing sets it any more; the platform
 * deletes it wherever it sets the session cookies, so old browsers lose it on their next refresh.
 */
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/**
 * A readable, non-secret marker ("1") living as long as the refresh token: it tells the console
 * at start that a refresh may succeed, without the console ever seeing the refresh token.
 */
export const SESSION_MARKER_COOKIE = 'signed_in';
/**
 * The refresh token again, HttpOnly and SameSite=Strict, sent only to the two token endpoints
 * (one cookie per path below), so a script on the page can never read it.
 */
export const REFRESH_TOKEN_HTTPONLY_COOKIE = 'refresh_token_httponly';
export const REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS = ['/api/token', '/api/refresh-token'] as const;

/** Answer of a refresh the HttpOnly cookie carried (no body). */
export interface CookieRefreshAnswer {
  token: string;
}

/**
 * A path on the console's own origin to come back to after sign-in ('/de/tenant/5?tab=x'), or
 * null: no scheme or host, no protocol-relative '//', no backslash or control character, so the
 * redirect can never leave the origin.
 */
export function returnPathOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The interface language the user chose; lives 365 days (spec sections 4 and 9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
