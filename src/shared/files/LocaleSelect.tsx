/** Every platform locale in a select, searched by name or code as the spec's selects are. */
import { Select, type SelectProps } from 'antd';
import { namesOf } from '../../i18n/localeNames';
import { LOCALES } from '../../i18n/locales';
import { matchesSearch } from '../resource/resourceOptions';

export const LOCALE_OPTIONS = LOCALES.map((locale) => ({
  label: `${namesOf(locale.code)?.name ?? locale.code} (${locale.code})`,
  value: locale.code,
}));

/** The locale's name as the select shows it: 'Deutsch (de)'; an unknown code as it is. */
export function localeName(code: string): string {
  return LOCALE_OPTIONS.find((option) => option.value === code)?.label ?? code;
}

export function LocaleSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch' | 'filterOption'>) {
  return (
    <Select<string>
      {...props}
      options={LOCALE_OPTIONS}
      showSearch
      filterOption={(input, option) => matchesSearch(String(option?.label ?? ''), input)}
    />
  );
}
