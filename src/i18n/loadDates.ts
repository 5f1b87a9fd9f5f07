/**
 * Dates and numbers in a language: the console's filters format them with Intl in the language
 * (filters.ts); the date pickers, whose words are antd's (English unless the console has a
 * catalogue for the language, loadLocale.ts), get the dayjs locale of those words.
 */
import dayjs from 'dayjs';
import { setFormattingLocale } from './filters';
import { formattingTag, localeOf, type LocaleDefinition } from './locales';
import { hasCatalogue } from './messages';

type DayjsLocale = { postformat?: unknown; preparse?: unknown };

/**
 * Registers the language's dayjs locale (the pickers' months and days); its name, or 'en'. Some
 * locales (Arabic, Persian, Hindi, …) write their digits in their own script: those are dropped,
 * so the pickers write the Latin digits the rest of the page does (locales.ts formattingTag).
 */
async function loadDayjsLocale({ code, dayjs: name }: LocaleDefinition): Promise<string> {
  if (!name || name === 'en' || !hasCatalogue(code)) return 'en';
  try {
    await import(/* webpackChunkName: "dayjs-locale-[request]" */ `dayjs/locale/${name}.js`);
    const registered = dayjs.Ls[name] as DayjsLocale | undefined;
    if (!registered) return 'en';
    delete registered.postformat;
    delete registered.preparse;
    return name;
  } catch {
    return 'en';
  }
}

/**
 * Loads the dates of the language `code`; the function it gives formats dates and numbers in it
 * from then on. Loading and switching are apart: two languages may load at once (the address's at
 * boot, the stored one), and only the one shown may switch, whichever arrived last.
 */
export async function loadDates(code: string): Promise<() => void> {
  const locale = localeOf(code);
  const dayjsLocale = await loadDayjsLocale(locale);
  return () => setFormattingLocale(formattingTag(locale.iso), dayjsLocale);
}
