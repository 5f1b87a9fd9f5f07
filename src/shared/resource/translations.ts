/**
 * Translated entities (spec section 3): items carry `translations`, a list of one entry per
 * locale. Forms edit them as `{ en: { title }, de: { title }, … }` so every input has a stable
 * name; these helpers convert both ways and put the platform's per-entry violations back on the
 * inputs they belong to.
 */
import type { LocaleTexts } from '../../../contract';
import type { FormField, FormValues } from './defineResource';

/** The locales every translations field offers, whatever the item already has (English first). */
export const EDITED_LOCALES = ['en', 'de', 'fr'] as const;

export type TranslationsFormValue = Record<string, Record<string, string | undefined>>;

/** Item → form value; locales beyond the edited three are kept so a save does not drop them. */
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

/** The locales a translations input shows: the edited three, then any other the item has. */
export function localesOf(value: unknown): string[] {
  const own = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  return [...EDITED_LOCALES, ...own.filter((locale) => !(EDITED_LOCALES as readonly string[]).includes(locale))];
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
