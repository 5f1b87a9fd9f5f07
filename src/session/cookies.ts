/**
 * Token and locale cookies (spec section 4, api-contract "Cookies"): path '/', SameSite strict,
 * Secure when the console is served over https. Token values are never logged.
 */
import Cookies from 'universal-cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE } from '../../contract';

export { LOCALE_COOKIE, REFRESH_TOKEN_COOKIE, TOKEN_COOKIE };
const DAY_MS = 24 * 60 * 60 * 1000;

function cookieOptions() {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'strict' as const, secure };
}

/** A fresh reader each time: universal-cookie caches document.cookie at construction. */
function jar(): Cookies {
  return new Cookies(undefined, { path: '/' });
}

export function readTokenCookies(): { token: string | null; refreshToken: string | null } {
  const cookies = jar();
  const token: unknown = cookies.get(TOKEN_COOKIE, { doNotParse: true });
  const refreshToken: unknown = cookies.get(REFRESH_TOKEN_COOKIE, { doNotParse: true });
  return {
    token: typeof token === 'string' && token ? token : null,
    refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : null,
  };
}

export function writeTokenCookies(token: string, refreshToken: string): void {
  const cookies = jar();
  cookies.set(TOKEN_COOKIE, token, cookieOptions());
  cookies.set(REFRESH_TOKEN_COOKIE, refreshToken, cookieOptions());
}

export function removeTokenCookie(): void {
  jar().remove(TOKEN_COOKIE, cookieOptions());
}

export function clearTokenCookies(): void {
  const cookies = jar();
  cookies.remove(TOKEN_COOKIE, cookieOptions());
  cookies.remove(REFRESH_TOKEN_COOKIE, cookieOptions());
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
  const value: unknown = jar().get(LOCALE_COOKIE, { doNotParse: true });
  return typeof value === 'string' && value ? value : null;
}
