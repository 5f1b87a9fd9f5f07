/**
 * The platform's error and violation messages in the caller's language (Accept-Language: the
 * console's 13 languages; English otherwise). Handlers keep throwing the English texts they always
 * did (the message constants of errors.ts and their own); the hydra error handler translates the
 * answer on its way out. A text with values ({0}, {1}) is matched as a pattern, so "…should have
 * 255 characters…" finds its entry. A text the catalogue lacks goes out in English.
 *
 * The English texts are declared once in messages/catalogue.ts; each language is its own table in
 * messages/<code>.ts, which TypeScript refuses when it lacks a text (see MessageTable).
 */
import { ar } from './messages/ar.js';
import { ENGLISH_TEXTS, type EnglishText, type MessageTable } from './messages/catalogue.js';
import { de } from './messages/de.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';
import { it } from './messages/it.js';
import { ja } from './messages/ja.js';
import { nl } from './messages/nl.js';
import { pl } from './messages/pl.js';
import { pt } from './messages/pt.js';
import { ru } from './messages/ru.js';
import { tr } from './messages/tr.js';
import { zh } from './messages/zh.js';

export { ENGLISH_TEXTS, type EnglishText, type MessageTable };

export const MESSAGE_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'tr', 'ar', 'zh', 'ja'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];
export type TranslatedLocale = Exclude<MessageLocale, 'en'>;

/** Every language but English, each with its table: a locale added above without a table fails here. */
export const TRANSLATIONS: Readonly<Record<TranslatedLocale, MessageTable>> = {
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  ru,
  tr,
  ar,
  zh,
  ja,
};

type Translations = Record<TranslatedLocale, string>;

/** English text (as thrown) → its translations, one per language (the tables above, by text). */
export const CATALOGUE: Readonly<Record<EnglishText, Translations>> = Object.fromEntries(
  ENGLISH_TEXTS.map((english) => [
    english,
    Object.fromEntries(
      (Object.keys(TRANSLATIONS) as TranslatedLocale[]).map((locale) => [locale, TRANSLATIONS[locale][english]]),
    ) as Translations,
  ]),
) as Record<EnglishText, Translations>;

const ENGLISH = new Set<string>(ENGLISH_TEXTS);
const isEnglishText = (text: string): text is EnglishText => ENGLISH.has(text);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Entries with values, as patterns: the English text with each {n} as a capture (in catalogue order). */
const PATTERNS = ENGLISH_TEXTS.filter((english) => /\{\d\}/.test(english)).map((english) => ({
  english,
  order: [...english.matchAll(/\{(\d)\}/g)].map((match) => Number(match[1])),
  pattern: new RegExp(`^${escapeRegExp(english).replace(/\\\{\d\\\}/g, '(.+?)')}$`),
}));

/**
 * The caller's language from Accept-Language: the first of MESSAGE_LOCALES the header ranks
 * highest (`de-CH` counts as `de`, `pt-BR` as `pt`, `zh-Hant` as `zh`; `*` and anything else as English).
 */
export function negotiateLocale(header: string | string[] | undefined): MessageLocale {
  const known = acceptedLanguages(header).find((language) => (MESSAGE_LOCALES as readonly string[]).includes(language));
  return (known as MessageLocale | undefined) ?? 'en';
}

/** The languages of Accept-Language, best first, as lower-case primary subtags ('de-CH' → 'de'). */
export function acceptedLanguages(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((part, index) => {
      const [range, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: range.trim().toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[a-z]{2,3}$/.test(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language);
}

/** One message in the caller's language; unknown texts and English callers get it as thrown. */
export function localizeMessage(message: string, locale: MessageLocale): string {
  if (locale === 'en') return message;
  const table = TRANSLATIONS[locale];
  if (isEnglishText(message)) return table[message];
  for (const { english, order, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(order.map((slot, i) => [slot, match[i + 1]]));
    return table[english].replace(/\{(\d)\}/g, (_, slot: string) => values.get(Number(slot)) ?? '');
  }
  return message;
}
