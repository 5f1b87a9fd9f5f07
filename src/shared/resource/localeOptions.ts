/** Platform locales as selects offer and lists show them: "Deutsch (de)". */
import { LOCALES } from '../../i18n';
import { namesOf } from '../../i18n/localeNames';
import type { SelectOption } from './defineResource';

/** A locale's own name and code; a code that is no interface locale (de-CH) is shown as stored. */
export const localeLabel = (code: string): string => {
  const names = namesOf(code);
  return names ? `${names.name} (${code})` : code;
};

export const LOCALE_OPTIONS: readonly SelectOption[] = LOCALES.map((locale) => ({
  label: localeLabel(locale.code),
  value: locale.code,
}));
