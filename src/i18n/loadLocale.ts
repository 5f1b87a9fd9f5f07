/**
 * A language's texts, loaded on demand (each its own chunk, fetched once): the console's catalogue
 * and antd's pack. Both entries use it: the console's LocaleProviders, which adds the dates
 * (loadDates.ts), and the sign-in pages (signIn.tsx), which show none; a language's chunks are the
 * same files for both.
 */
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { localeOf, type LocaleDefinition } from './locales';
import { hasCatalogue, loadMessages, type Messages } from './messages';

/**
 * antd's texts follow the console's: its pack for a language the console has a catalogue for,
 * English for every other (antd ships packs for about 70 languages; a Finnish pagination beside
 * English buttons and menus would be two languages on one page). Dates and numbers still follow
 * the language (filters.ts).
 */
async function loadAntdLocale({ code, antd }: LocaleDefinition): Promise<Locale> {
  if (!antd || antd === 'en_US' || !hasCatalogue(code)) return enUS;
  try {
    const module = (await import(
      /* webpackChunkName: "antd-locale-[request]" */ /* webpackInclude: /[\\/][a-z]{2,3}_[A-Z]{2}\.js$/ */ `antd/es/locale/${antd}.js`
    )) as { default: Locale };
    return module.default;
  } catch {
    return enUS;
  }
}

export interface LoadedLocale {
  locale: LocaleDefinition;
  messages: Messages;
  antd: Locale;
}

/** The texts of the language `code`: the console's and antd's. */
export async function loadLocale(code: string): Promise<LoadedLocale> {
  const locale = localeOf(code);
  const [messages, antd] = await Promise.all([loadMessages(code), loadAntdLocale(locale)]);
  return { locale, messages, antd };
}

/** A message missing from a catalogue falls back to its English default; that is expected, not an error. */
export function onIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
