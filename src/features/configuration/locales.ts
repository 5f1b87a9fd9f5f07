/** Locales as the configuration screens offer and show them. */
import { LOCALES } from '../../i18n';
import { namesOf } from '../../i18n/localeNames';

export const LOCALE_OPTIONS = LOCALES.map((locale) => ({
  label: localeLabel(locale.code),
  value: locale.code,
}));

/** Region variants (de-CH) are not interface locales: shown as stored. */
export function localeLabel(code: string): string {
  const names = namesOf(code);
  return names ? `${names.name} (${code})` : code;
}
