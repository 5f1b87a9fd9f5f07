/**
 * Locales a tenant's texts fall back to. Spec section 5: a create is sent only when a locale is
 * set, so the locale is required and the form sends nothing without one.
 */
import { fallbackLocaleBody, RESOURCES, type FallbackLocale, type FallbackLocaleInput } from '../../../contract';
import { resourceApi } from '../../api/resources';
import { defineResource, type FormValues } from '../../shared/resource/defineResource';
import { LOCALE_OPTIONS, localeLabel } from './locales';

export default defineResource<FallbackLocale, FallbackLocaleInput>({
  api: resourceApi(RESOURCES.fallbackLocales),
  schema: fallbackLocaleBody,
  title: { id: 'fallbackLocale.title', defaultMessage: 'Fallback locales' },
  countName: {
    id: 'fallbackLocale.count',
    defaultMessage: '{count, plural, one {# fallback locale} other {# fallback locales}}',
  },
  deleteConfirm: { id: 'fallbackLocale.deleteConfirm', defaultMessage: 'Delete this fallback locale?' },
  fields: [
    {
      name: 'locale',
      label: { id: 'fallbackLocale.locale', defaultMessage: 'Locale' },
      column: { search: true, sorter: true, options: LOCALE_OPTIONS, render: (item) => localeLabel(item.locale) },
      form: { kind: 'select', options: LOCALE_OPTIONS },
    },
  ],
  toFormValues: (item) => ({ locale: item.locale }),
  toBody: (values: FormValues): FallbackLocaleInput => ({ locale: String(values.locale ?? '') }),
});
