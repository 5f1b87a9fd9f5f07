/** Automatic language detection: the first of the browser's languages the console offers. */
import { isLocaleCode } from './locales';

/** ['es-MX', 'en'] → 'es'; none offered → undefined. */
export function preferredLocale(languages: readonly string[]): string | undefined {
  return languages.map((tag) => tag.split(/[-_]/)[0].toLowerCase()).find((code) => isLocaleCode(code));
}

/** The browser's languages, best first (navigator.languages, or its one language). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
