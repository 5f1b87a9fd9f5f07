/**
 * Locale routing (spec section 2): English unprefixed, every other locale under /{lang}/,
 * route names suffixed with ___{lang}. Paths are built here and nowhere else.
 */
import { DEFAULT_LOCALE, isLocaleCode } from './locales';

export const ROUTE_LOCALE_SEPARATOR = '___';

/** '/tenant','de' → '/de/tenant'; '/tenant','en' → '/tenant'; '/','de' → '/de'. */
export function localisedPath(path: string, lang: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LOCALE || !isLocaleCode(lang)) return absolute;
  return absolute === '/' ? `/${lang}` : `/${lang}${absolute}`;
}

/** '/de/tenant' → {lang: 'de', path: '/tenant'}; '/tenant' → {lang: 'en', path: '/tenant'}. */
export function splitLocale(pathname: string): { lang: string; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocaleCode(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { lang: match[1], path: match[2] || '/' };
  }
  return { lang: DEFAULT_LOCALE, path: pathname || '/' };
}

export function routeName(base: string, lang: string): string {
  return `${base}${ROUTE_LOCALE_SEPARATOR}${lang}`;
}

/**
 * The address in the browser's bar moved under `lang`. A navigation still loading its screen has
 * already changed the address but not yet what is rendered (router updates are transitions), so
 * a language chosen meanwhile follows the address the user asked for, not the screen still shown.
 */
export function addressInLanguage(
  lang: string,
  address: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  return `${localisedPath(splitLocale(address.pathname).path, lang)}${address.search}${address.hash}`;
}
