/**
 * react-intl catalogues, one JSON file per locale in lang/, loaded on demand as their own
 * chunks. A locale without a catalogue falls back to English. The production build parses the
 * catalogues at build time (scripts/build/intl-ast-loader.cjs): a message is then its ICU AST.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE } from './locales';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** A message without arguments as text, from its source or its AST; undefined when it has arguments. */
export function plainText(message: string | MessageFormatElement[] | undefined): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  let text = '';
  for (const element of message) {
    if (element.type !== 0) return undefined;
    text += element.value;
  }
  return text;
}

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
