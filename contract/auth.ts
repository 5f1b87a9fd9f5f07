/**
 * The sign-in wire facts both programs spell: where the console sends the browser, the token
 * endpoints, and the cookies the platform sets (spec sections 4 and 7).
 */

/** The single sign-on connect path under the API host (full-page redirect). */
export const CONNECT_PATH = '/connect/keycloak';
/** Where the identity service returns with the code. */
export const CONNECT_CALLBACK_PATH = '/connect/keycloak/check';
/** POST `{refresh_token}` (or the HttpOnly cookie) → `{token, refresh_token}`. */
export const TOKEN_REFRESH_PATH = '/api/token/refresh';
/** POST with no body on logout; idempotent. */
export const REFRESH_TOKEN_INVALIDATE_PATH = '/api/refresh-token/invalidate';

/** The access token, readable by the console (spec section 4). */
export const TOKEN_COOKIE = 'token';
/** The refresh token, readable by the console (spec section 4); kept until the console reads the HttpOnly one instead. */
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/**
 * The refresh token again, HttpOnly and SameSite=Strict, sent only to the two token endpoints
 * (one cookie per path below), so a script on the page can never read it.
 */
export const REFRESH_TOKEN_HTTPONLY_COOKIE = 'refresh_token_httponly';
export const REFRESH_TOKEN_HTTPONLY_COOKIE_PATHS = ['/api/token', '/api/refresh-token'] as const;

/** The interface language the user chose; lives 365 days (spec sections 4 and 9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
