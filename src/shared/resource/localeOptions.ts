/** Platform locales as selects offer and lists show them: "Deutsch (de)". */
import { isLocaleCode, LOCALES, localeOf } from '../../i18n';
import type { SelectOption } from './defineResource';

/** A locale's own name and code; a code that is no interface locale (de-CH) is shown as stored. */
export const localeLabel = (code: string): string => (isLocaleCode(code) ? `${localeOf(code).name} (${code})` : code);

export const LOCALE_OPTIONS: readonly SelectOption[] = LOCALES.map((locale) => ({
  label: localeLabel(locale.code),
  value: locale.code,
}));
