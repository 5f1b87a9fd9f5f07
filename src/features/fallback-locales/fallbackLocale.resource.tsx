/**
 * Locales a tenant's texts fall back to. Spec section 5: a create is sent only when a locale is
 * set, so the locale is required and the form sends nothing without one.
 */
import type { FallbackLocale, FallbackLocaleInput } from '../../../contract';
import { isLocaleCode, LOCALES, localeOf } from '../../i18n';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { fallbackLocaleApi } from './fallbackLocaleApi';

const LOCALE = { id: 'fallbackLocale.locale', defaultMessage: 'Locale' };
const LOCALE_OPTIONS = LOCALES.map((locale) => ({ label: `${locale.name} (${locale.code})`, value: locale.code }));

export const fallbackLocaleResource = defineResource<FallbackLocale, FallbackLocaleInput>({
  api: fallbackLocaleApi,
  route: 'configuration/fallback-locale',
  menuKey: 'configuration-fallback-locale',
  title: { id: 'fallbackLocale.title', defaultMessage: 'Fallback locales' },
  deleteConfirm: { id: 'fallbackLocale.deleteConfirm', defaultMessage: 'Delete this fallback locale?' },
  columns: [
    {
      dataIndex: 'locale',
      title: LOCALE,
      search: true,
      sorter: true,
      // Region variants (de-CH) are not interface locales: shown as stored.
      render: (item) => (isLocaleCode(item.locale) ? `${localeOf(item.locale).name} (${item.locale})` : item.locale),
    },
  ],
  fields: [{ name: 'locale', label: LOCALE, kind: 'select', required: true, options: LOCALE_OPTIONS }],
  toFormValues: (item) => ({ locale: item.locale }),
  toBody: (values: FormValues): FallbackLocaleInput => ({ locale: String(values.locale ?? '') }),
});
