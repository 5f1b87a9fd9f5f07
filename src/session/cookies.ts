/**
 * Token, marker and locale cookies (spec section 4, api-contract "Cookies"): path '/', SameSite
 * strict, Secure when the console is served over https. The refresh token is not among them: it
 * lives in an HttpOnly cookie only the platform's token endpoints receive, and the console never
 * sees it. Token values are never logged.
 */
import Cookies from 'universal-cookie';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  REFRESH_TOKEN_COOKIE,
  SESSION_MARKER_COOKIE,
  TOKEN_COOKIE,
} from '../../contract';

export { LOCALE_COOKIE, SESSION_MARKER_COOKIE, TOKEN_COOKIE };
const DAY_MS = 24 * 60 * 60 * 1000;

function cookieOptions() {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'strict' as const, secure };
}

/** A fresh reader each time: universal-cookie caches document.cookie at construction. */
function jar(): Cookies {
  return new Cookies(undefined, { path: '/' });
}

function readString(name: string): string | null {
  const value: unknown = jar().get(name, { doNotParse: true });
  return typeof value === 'string' && value ? value : null;
}

/** The access token every tab shares: the newest one any tab (or the platform) wrote. */
export function readTokenCookie(): string | null {
  return readString(TOKEN_COOKIE);
}

/** The platform's marker that it set an HttpOnly refresh token: a refresh may succeed. */
export function hasSessionMarker(): boolean {
  return readString(SESSION_MARKER_COOKIE) !== null;
}

export function writeTokenCookie(token: string): void {
  jar().set(TOKEN_COOKIE, token, cookieOptions());
}

export function removeTokenCookie(): void {
  jar().remove(TOKEN_COOKIE, cookieOptions());
}

/** The session is over: the token, the marker, and a readable refresh cookie an old release may have left. */
export function clearTokenCookies(): void {
  const cookies = jar();
  for (const name of [TOKEN_COOKIE, SESSION_MARKER_COOKIE, REFRESH_TOKEN_COOKIE]) cookies.remove(name, cookieOptions());
}

/** Logout clears every cookie the console can see (spec section 4), not only the tokens. */
export function clearAllCookies(): void {
  const cookies = jar();
  for (const name of Object.keys(cookies.getAll())) cookies.remove(name, cookieOptions());
  clearTokenCookies();
}

export function writeLocaleCookie(lang: string): void {
  jar().set(LOCALE_COOKIE, lang, {
    ...cookieOptions(),
    // Lax: the locale must survive the sign-in redirect coming back from the identity service.
    sameSite: 'lax',
    expires: new Date(Date.now() + LOCALE_COOKIE_DAYS * DAY_MS),
  });
}

export function readLocaleCookie(): string | null {
  return readString(LOCALE_COOKIE);
}
