/**
 * Dates and numbers in a language: its dayjs locale (month names for formatDate and the pickers,
 * its own chunk, fetched once), made the formatting locale of the console's filters.
 */
import dayjs from 'dayjs';
import { setFormattingLocale } from './filters';
import { localeOf, type LocaleDefinition } from './locales';

/** Registers the language's dayjs locale (months for formatDate and the pickers); its name, or 'en'. */
async function loadDayjsLocale({ dayjs: name }: LocaleDefinition): Promise<string> {
  if (!name || name === 'en') return 'en';
  try {
    await import(/* webpackChunkName: "dayjs-locale-[request]" */ `dayjs/locale/${name}.js`);
    return dayjs.Ls[name] ? name : 'en';
  } catch {
    return 'en';
  }
}

/** Loads the dates of the language `code` and formats dates and numbers in it from then on. */
export async function loadDates(code: string): Promise<void> {
  const locale = localeOf(code);
  setFormattingLocale(locale.iso, await loadDayjsLocale(locale));
}
