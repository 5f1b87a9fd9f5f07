/**
 * Translated entities (spec section 3): items carry `translations`, a list of one entry per
 * locale. Forms edit them as `{ en: { title }, de: { title }, … }` so every input has a stable
 * name; these helpers convert both ways and put the platform's per-entry violations back on the
 * inputs they belong to.
 */
import type { LocaleTexts } from '../../../contract';
import { DEFAULT_LOCALE } from '../../i18n';
import type { FormField, FormValues, TranslatedTextField } from './defineResource';

export type TranslationsFormValue = Record<string, Record<string, string | undefined>>;

/** The title most translated entities have (catalogue items, templates); its limits come from each body schema. */
export const TITLE_TEXT: TranslatedTextField = {
  name: 'title',
  label: { id: 'translations.title', defaultMessage: 'Title' },
};

/** The long text of terms and template versions, a multiline input. */
export const CONTENT_TEXT: TranslatedTextField = {
  name: 'content',
  label: { id: 'translations.content', defaultMessage: 'Content' },
  multiline: true,
};

/** Item → form value: every locale the item has, so a save keeps them. */
export function translationsToForm(entries: readonly LocaleTexts[] | null | undefined): TranslationsFormValue {
  const value: TranslationsFormValue = {};
  for (const { locale, ...texts } of entries ?? []) {
    value[locale] = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text ?? undefined]));
  }
  return value;
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * Form value → the list the platform takes. A locale with no text at all is left out (the
 * platform would refuse its blank title); an empty optional text is sent as null.
 */
export function translationsFromForm(value: unknown, textNames: readonly string[]): LocaleTexts[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: LocaleTexts[] = [];
  for (const [locale, texts] of Object.entries(value as Record<string, Record<string, unknown> | undefined>)) {
    if (!texts || !textNames.some((name) => filled(texts[name]))) continue;
    const entry: LocaleTexts = { locale };
    for (const name of textNames) entry[name] = filled(texts[name]) ? String(texts[name]) : null;
    entries.push(entry);
  }
  return entries;
}

/**
 * The locales a translations input shows: English (the fallback of every other, spec section 9),
 * then every other locale of the value: those the item has and those added in the form (an added
 * locale starts as an empty entry).
 */
export function localesOf(value: unknown): string[] {
  const own = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  return [DEFAULT_LOCALE, ...own.filter((locale) => locale !== DEFAULT_LOCALE)];
}

/** The value with one locale added (kept as it is when already there). */
export function withLocale(value: unknown, locale: string): TranslationsFormValue {
  const current = (typeof value === 'object' && value !== null ? value : {}) as TranslationsFormValue;
  return locale in current ? current : { ...current, [locale]: {} };
}

/** The value without one locale's texts. */
export function withoutLocale(value: unknown, locale: string): TranslationsFormValue {
  const current = (typeof value === 'object' && value !== null ? value : {}) as TranslationsFormValue;
  return Object.fromEntries(Object.entries(current).filter(([own]) => own !== locale));
}

export interface NestedFieldError {
  name: (string | number)[];
  errors: string[];
}

const ENTRY_PATH = /^([A-Za-z_$][\w$]*)\[(\d+)\]\.([A-Za-z_$][\w$]*)$/;

/**
 * The platform names a text of the n-th sent entry (`translations[1].title`); the form names it
 * by locale (`['translations', 'de', 'title']`). Violations of other paths are not returned.
 */
export function translationFieldErrors(
  violations: Record<string, string[]>,
  fields: readonly FormField[],
  body: unknown,
): NestedFieldError[] {
  const translated = new Set(fields.filter((field) => field.kind === 'translations').map((field) => field.name));
  const sent = (body ?? {}) as FormValues;
  const errors: NestedFieldError[] = [];
  for (const [path, messages] of Object.entries(violations)) {
    const match = ENTRY_PATH.exec(path);
    if (!match || !translated.has(match[1])) continue;
    const list = sent[match[1]];
    const entry = Array.isArray(list) ? (list[Number(match[2])] as LocaleTexts | undefined) : undefined;
    if (entry?.locale) errors.push({ name: [match[1], entry.locale, match[3]], errors: messages });
  }
  return errors;
}
