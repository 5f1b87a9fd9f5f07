import { sql, type SqlBool } from 'kysely';
import type { ResourceContext, ResourceDefinition, TableName } from './define.js';
import { dynamic } from '../../db/dynamic.js';

/**
 * What makes a CSV export's cells words a person reads (issue 25): names instead of IRIs, the
 * interface language's labels instead of codes and flags, texts in one language instead of every
 * translation in one cell, dates in one stated format instead of ISO timestamps.
 *
 * The words of data (a company's name, a template's title) come from here: the platform holds
 * them and names a batch of rows in one query per referenced type. The words of the interface
 * (Yes, Tenant admin, Waiting for signature) come from the console, which has them in every
 * language it speaks (lang/), as `word` parameters: the server keeps no second copy of them.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition, whatever its table and types
type AnyDefinition = ResourceDefinition<TableName, any, any>;

/**
 * Every resource by collection path: the types an IRI may name. Definitions are the modules'
 * constants, the same for every app a process builds; each family registers its own in its own
 * (encapsulated) Fastify context, so the list is kept here rather than on one of them.
 */
const definitions = new Map<string, AnyDefinition>();

export function rememberDefinition(definition: AnyDefinition): void {
  definitions.set(definition.path, definition);
}

/** Every resource registered so far (the filters' contract test walks them). */
export const rememberedDefinitions = (): AnyDefinition[] => [...definitions.values()];

export const isIri = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/api/');

type Translation = Record<string, unknown> & { locale: string };

const isTranslation = (value: unknown): value is Translation =>
  value !== null && typeof value === 'object' && typeof (value as { locale?: unknown }).locale === 'string';

/** The text of a translation a list shows: its title, else its name or subject. */
function textOf(translation: Translation | undefined): string | undefined {
  for (const field of ['title', 'name', 'subject']) {
    const text = translation?.[field];
    if (typeof text === 'string' && text !== '') return text;
  }
  return undefined;
}

/**
 * One language's text of a translated item: `locale` alone when a column asks for it
 * (`translations@de`), else the interface language, then English, then the first there is,
 * as the console picks it on screen (spec section 9).
 */
export function translationIn(translations: readonly Translation[], language: string, only = false): string {
  const inLocale = (locale: string) => textOf(translations.find((translation) => translation.locale === locale));
  if (only) return inLocale(language) ?? '';
  return inLocale(language) ?? inLocale('en') ?? translations.map(textOf).find((text) => text !== undefined) ?? '';
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Dates as the file states them: `YYYY-MM-DD HH:mm` in UTC (the header says so), a day alone when
 * it is midnight UTC (a contract's end is a day). Spreadsheets read both as dates in any language.
 */
export function csvTimestamp(value: string): string {
  if (!TIMESTAMP.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** A referenced item's name as its own screens show it. */
function nameOfItem(item: Record<string, unknown>, language: string): string | undefined {
  const { name, userName, givenName, familyName, translations, street, postalCode, city, url, locale, code } = item;
  if (typeof name === 'string' && name !== '') return name;
  if (typeof userName === 'string') {
    const full = [givenName, familyName].filter((part) => typeof part === 'string' && part !== '').join(' ');
    return full ? `${full} (${userName})` : userName;
  }
  if (Array.isArray(translations) && translations.every(isTranslation)) {
    const text = translationIn(translations, language);
    if (text) return text;
  }
  if (typeof street === 'string') return [street, [postalCode, city].filter(Boolean).join(' ')].join(', ');
  for (const text of [url, locale, code]) if (typeof text === 'string' && text !== '') return text;
  return undefined;
}

/**
 * Names of the IRIs a batch of rows refers to, read as a GET of each IRI would answer: a type the
 * caller may not read, or a row outside its scope, is not named (the cell keeps the row's id).
 * One query per referenced type and batch.
 */
export async function namesOf(
  iris: Iterable<string>,
  context: ResourceContext,
  language: string,
): Promise<Map<string, string>> {
  const byPath = new Map<string, Set<string>>();
  for (const iri of iris) {
    const match = /^\/api\/(.+)\/([^/]+)$/.exec(iri);
    if (!match) continue;
    const keys = byPath.get(match[1]!) ?? new Set<string>();
    keys.add(decodeURIComponent(match[2]!));
    byPath.set(match[1]!, keys);
  }
  const names = new Map<string, string>();
  for (const [path, keys] of byPath) {
    const definition = definitions.get(path);
    if (!definition || !definition.allows(context.user, 'read')) continue;
    const values = [...keys].map((key) => (definition.key.kind === 'int' ? Number(key) : key));
    const scope = definition.scope(context);
    const rows = await dynamic(context.db)
      .selectFrom(definition.table)
      .selectAll()
      .where(sql<SqlBool>`${sql.ref(`${definition.table}.${definition.key.column}`)} in (${sql.join(values)})`)
      .where((eb) => eb.and(scope ? [scope] : []))
      .execute();
    if (rows.length === 0) continue;
    const items = (await definition.serialize(rows as never, context)) as Record<string, unknown>[];
    for (const item of items) {
      const name = nameOfItem(item, language);
      if (typeof item['@id'] === 'string' && name !== undefined) names.set(item['@id'], name);
    }
  }
  return names;
}

/** Every IRI inside a cell's value (one, or a list of them). */
export function* irisIn(value: unknown): Generator<string> {
  if (isIri(value)) yield value;
  else if (Array.isArray(value)) for (const entry of value) yield* irisIn(entry);
}
