import type { AuditChanges } from '../../audit/changes.js';
import type { Kysely } from 'kysely';
import { LOCALE_PATTERN, MAX_LOCALES, type BodySchema, type LocaleTexts } from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { MESSAGES } from '../../hydra/errors.js';
import type { JsonSchema, TableName } from './define.js';
import { Violations } from './violations.js';
import { dynamic } from '../../db/dynamic.js';
import { rowsByOwner } from './links.js';

export { LOCALE_PATTERN };
const LOCALE = new RegExp(LOCALE_PATTERN);
export const NOT_A_LOCALE = 'This value is not a valid locale.';

export interface TranslatedText {
  required: boolean;
  maxLength: number;
}

/**
 * Where the per-locale texts of one parent type live: a `<parent>_translations` table with one
 * row per (parent, locale) and a unique index on both (which the upsert relies on). The wire
 * names of the texts are their column names (title, description, content, subject, body).
 */
export interface TranslationTable {
  table: TableName;
  parentColumn: string;
  texts: Readonly<Record<string, TranslatedText>>;
}

/** The per-locale texts keyed by locale, as the translation/… endpoints take and answer them. */
export type TranslationMap = Record<string, Record<string, string | null>>;

function textSchemas(spec: TranslationTable): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const [field, text] of Object.entries(spec.texts)) {
    properties[field] = text.required
      ? { type: 'string', minLength: 1, maxLength: text.maxLength }
      : { type: ['string', 'null'], maxLength: text.maxLength };
  }
  return properties;
}

const requiredTexts = (spec: TranslationTable): string[] =>
  Object.entries(spec.texts)
    .filter(([, text]) => text.required)
    .map(([field]) => field);

/**
 * The texts of one locale as the contract's `translations` list schema declares them (e.g.
 * contract/schemas/catalogue.ts categoryTranslations), so the list, the translation/… endpoints and
 * the blank checks all follow that one declaration.
 */
/** The table of a resource's texts: its name, the column naming the row, and the texts the contract's `list` lists. */
export const translationTable = (table: TableName, parentColumn: string, list: BodySchema): TranslationTable => ({
  table,
  parentColumn,
  texts: translationTexts(list),
});

export function translationTexts(list: BodySchema): Record<string, TranslatedText> {
  const entry = list.items ?? {};
  const texts: Record<string, TranslatedText> = {};
  for (const [field, schema] of Object.entries(entry.properties ?? {})) {
    if (field === 'locale') continue;
    texts[field] = { required: entry.required?.includes(field) ?? false, maxLength: schema.maxLength ?? 255 };
  }
  return texts;
}

/** Schema of the `{ "<locale>": { "title": … } }` map of the translation/… endpoints. */
export function translationMapSchema(spec: TranslationTable): JsonSchema {
  return {
    type: 'object',
    minProperties: 1,
    maxProperties: MAX_LOCALES,
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      required: requiredTexts(spec),
      properties: textSchemas(spec),
    },
  };
}

/** The schema only sees non-empty strings; a title of spaces is still blank. */
function checkTexts(spec: TranslationTable, texts: Record<string, unknown>, path: string, violations: Violations) {
  for (const [field, text] of Object.entries(spec.texts)) {
    const value = texts[field];
    if (text.required && typeof value === 'string' && value.trim() === '')
      violations.add(`${path}.${field}`, MESSAGES.blank);
  }
}

/** Duplicate locales and blank texts in an embedded list (the schema checked shapes and formats). */
export function checkTranslationList(
  spec: TranslationTable,
  list: readonly LocaleTexts[] | undefined,
  violations: Violations,
): void {
  const seen = new Set<string>();
  list?.forEach((entry, index) => {
    const path = `translations[${index}]`;
    if (seen.has(entry.locale)) violations.add(`${path}.locale`, MESSAGES.used);
    seen.add(entry.locale);
    checkTexts(spec, entry, path, violations);
  });
}

/** A body's `translations`: duplicate locales and blank titles answer 422 before anything else of it is looked at. */
export function checkTranslations(spec: TranslationTable, body: { translations?: readonly LocaleTexts[] }): void {
  const violations = new Violations();
  checkTranslationList(spec, body.translations, violations);
  violations.throwIfAny();
}

/** Locale keys and blank texts of a translation map. */
export function checkTranslationMap(spec: TranslationTable, map: TranslationMap, violations: Violations): void {
  for (const [locale, texts] of Object.entries(map)) {
    if (!LOCALE.test(locale)) violations.add(`translations.${locale}`, NOT_A_LOCALE);
    else checkTexts(spec, texts, `translations.${locale}`, violations);
  }
}

/** Every parent's translations, ordered by locale, in one query. */
export async function loadTranslations(
  db: Kysely<Database>,
  spec: TranslationTable,
  parentIds: readonly number[],
): Promise<Map<number, LocaleTexts[]>> {
  const columns = Object.keys(spec.texts);
  const byParent = await rowsByOwner(db, spec.table, spec.parentColumn, parentIds, ['locale', ...columns], 'locale');
  const entryOf = (row: Record<string, unknown>): LocaleTexts => ({
    locale: String(row.locale),
    ...Object.fromEntries(columns.map((column) => [column, (row[column] as string | null | undefined) ?? null])),
  });
  return new Map([...byParent].map(([parent, rows]) => [parent, rows.map(entryOf)]));
}

/** Items with their stored texts as `translations` (ordered by locale), loaded in one query for all of them. */
export async function withTranslations<Item extends { id: number }>(
  db: Kysely<Database>,
  spec: TranslationTable,
  items: readonly Item[],
): Promise<(Item & { translations: LocaleTexts[] })[]> {
  const byParent = await loadTranslations(
    db,
    spec,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, translations: byParent.get(item.id) ?? [] }));
}

export function toTranslationMap(entries: readonly LocaleTexts[]): TranslationMap {
  const map: TranslationMap = {};
  for (const { locale, ...texts } of entries) map[locale] = texts;
  return map;
}

/**
 * Inserts or updates the given locales of one parent and deletes none. Only the texts a locale
 * names change, so a client can correct a title without resending a long content.
 */
export async function upsertTranslations(
  db: Kysely<Database>,
  spec: TranslationTable,
  parentId: number,
  map: TranslationMap,
): Promise<void> {
  for (const [locale, texts] of Object.entries(map)) {
    const given = Object.fromEntries(
      Object.keys(spec.texts)
        .filter((f) => f in texts)
        .map((f) => [f, texts[f] ?? null]),
    );
    const values = { [spec.parentColumn]: parentId, locale, ...given };
    const write = dynamic(db).insertInto(spec.table).values(values);
    await (
      Object.keys(given).length === 0
        ? write.onConflict((conflict) => conflict.columns([spec.parentColumn, 'locale']).doNothing())
        : write.onConflict((conflict) => conflict.columns([spec.parentColumn, 'locale']).doUpdateSet(given))
    ).execute();
  }
}

/**
 * A parent's POST/PATCH carrying `translations` replaces the whole set (merge-patch replaces
 * arrays), so a locale left out of the list is removed and omitted optional texts become null.
 */
export async function replaceTranslations(
  db: Kysely<Database>,
  spec: TranslationTable,
  parentId: number,
  list: readonly LocaleTexts[],
): Promise<void> {
  let removal = dynamic(db).deleteFrom(spec.table).where(spec.parentColumn, '=', parentId);
  if (list.length > 0)
    removal = removal.where(
      'locale',
      'not in',
      list.map((entry) => entry.locale),
    );
  await removal.execute();
  const map: TranslationMap = {};
  for (const { locale, ...texts } of list)
    map[locale] = Object.fromEntries(Object.keys(spec.texts).map((field) => [field, texts[field] ?? null]));
  await upsertTranslations(db, spec, parentId, map);
}

/** What changed between two sets of texts, as audit changes: `{'de.title': {before, after}}`. */
export function textChanges(before: TranslationMap, after: TranslationMap): AuditChanges {
  const changes: AuditChanges = {};
  for (const locale of new Set([...Object.keys(before), ...Object.keys(after)]))
    for (const field of new Set([...Object.keys(before[locale] ?? {}), ...Object.keys(after[locale] ?? {})])) {
      const was = before[locale]?.[field] ?? null;
      const is = after[locale]?.[field] ?? null;
      if (was !== is) changes[`${locale}.${field}`] = { before: was, after: is };
    }
  return changes;
}
