/**
 * react-intl catalogues, one JSON file per language in lang/, each loaded on demand as its own
 * chunk ("lang-{code}-json") and only for the language on screen. The build precompiles them to
 * message ASTs (scripts/build/intl-ast-loader.cjs), so no catalogue message is parsed in the
 * browser; unit tests and development builds read the JSON texts, which react-intl accepts as
 * well. Everything that loads a catalogue goes through loadMessages.
 *
 * A language without a catalogue shows the English one; a message missing from a language's
 * catalogue falls back to its English defaultMessage (react-intl does that per message).
 */
import { createIntl, type MessageDescriptor, type MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, localeOf } from './locales';

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

/** Languages whose interface is translated in full (lang/{code}.json). */
export const CATALOGUE_LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'tr',
  'ar',
  'zh',
  'ja',
] as const;

export function hasCatalogue(lang: string): boolean {
  return (CATALOGUE_LOCALES as readonly string[]).includes(lang);
}

/** The catalogue a language shows: its own, or English. */
export function catalogueOf(lang: string): string {
  return hasCatalogue(lang) ? lang : DEFAULT_LOCALE;
}

async function importCatalogue(file: string): Promise<Messages> {
  const module = (await import(
    /* webpackChunkName: "lang-[request]" */ /* webpackInclude: /[\\/][a-z]{2}\.json$/ */ `../../lang/${file}.json`
  )) as { default?: Messages } & Messages;
  return (module.default ?? module) as Messages;
}

const loaded = new Map<string, Promise<Messages>>();

/** The messages of a language's interface; each catalogue is fetched once. */
export function loadMessages(lang: string): Promise<Messages> {
  const file = catalogueOf(lang);
  let messages = loaded.get(file);
  if (!messages) {
    messages = importCatalogue(file).catch(() => {
      loaded.delete(file);
      // Offline or a stale build: English texts are the messages' defaults anyway.
      if (file === DEFAULT_LOCALE) return {};
      return loadMessages(DEFAULT_LOCALE);
    });
    loaded.set(file, messages);
  }
  return messages;
}

/** One message in a language, outside React (notifications raised by the API layer). */
export async function formatMessageIn(lang: string, descriptor: MessageDescriptor): Promise<string> {
  let messages: Messages = {};
  try {
    messages = await loadMessages(lang);
  } catch {
    // No catalogue reachable: the English default below still says it.
  }
  const intl = createIntl({ locale: localeOf(lang).iso, defaultLocale: 'en-US', messages, onError: () => undefined });
  return intl.formatMessage(descriptor);
}
