/**
 * Translated content (spec sections 3 and 9): pick a field in the requested language, then
 * English, then the first available, then 'None translation' (or the interface language's words
 * for it, passed as `none`).
 */
import { DEFAULT_LOCALE } from './locales';

export const NONE_TRANSLATION = 'None translation';

type TranslationRecord = Record<string, unknown>;
export type Translations =
  | ReadonlyArray<TranslationRecord & { locale?: string | null }>
  | Readonly<Record<string, TranslationRecord | null | undefined>>
  | null
  | undefined;

function textOf(record: TranslationRecord | null | undefined, field: string): string | undefined {
  const value = record?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function translate(translations: Translations, lang: string, field = 'title', none = NONE_TRANSLATION): string {
  if (!translations) return none;
  const entries: Array<[string, TranslationRecord | null | undefined]> = Array.isArray(translations)
    ? (translations as ReadonlyArray<TranslationRecord & { locale?: string | null }>).map((record) => [
        record.locale ?? '',
        record,
      ])
    : Object.entries(translations as Record<string, TranslationRecord | null | undefined>);
  const inLanguage = (code: string) => textOf(entries.find(([locale]) => locale === code)?.[1], field);
  return (
    inLanguage(lang) ??
    inLanguage(DEFAULT_LOCALE) ??
    entries.map(([, record]) => textOf(record, field)).find((text) => text !== undefined) ??
    none
  );
}
