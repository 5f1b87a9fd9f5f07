/**
 * react-intl catalogues, one JSON file per locale in lang/, loaded on demand as their own
 * chunks. A locale without a catalogue falls back to English.
 */
import { DEFAULT_LOCALE } from './locales';

export type Messages = Record<string, string>;

/** Locales that ship a catalogue file (lang/{code}.json). */
export const CATALOGUE_LOCALES = ['en', 'de', 'fr'] as const;

async function importCatalogue(file: string): Promise<Messages> {
  const module = (await import(/* webpackChunkName: "lang-[request]" */ `../../lang/${file}.json`)) as {
    default?: Messages;
  } & Messages;
  return (module.default ?? module) as Messages;
}

export async function loadMessages(lang: string): Promise<Messages> {
  const file = (CATALOGUE_LOCALES as readonly string[]).includes(lang) ? lang : DEFAULT_LOCALE;
  try {
    return await importCatalogue(file);
  } catch {
    return file === DEFAULT_LOCALE ? {} : importCatalogue(DEFAULT_LOCALE);
  }
}
