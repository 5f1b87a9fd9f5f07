/** Locales as the configuration screens offer and show them. */
import { isLocaleCode, LOCALES, localeOf } from '../../i18n';

export const LOCALE_OPTIONS = LOCALES.map((locale) => ({
  label: `${locale.name} (${locale.code})`,
  value: locale.code,
}));

/** Region variants (de-CH) are not interface locales: shown as stored. */
export const localeLabel = (code: string): string => (isLocaleCode(code) ? `${localeOf(code).name} (${code})` : code);
