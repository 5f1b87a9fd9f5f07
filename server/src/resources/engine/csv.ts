import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { csvAnswer } from '../../hydra/answers.js';
import { accessDenied, badRequest } from '../../hydra/errors.js';
import type { QueryParams } from '../../hydra/query.js';
import { acceptedLanguages } from '../../hydra/messages.js';
import { csvTimestamp, irisIn, isIri, namesOf, translationIn } from './csv-words.js';
import type { ResourceDefinition, RowOf, TableName } from './define.js';
import { collectionQuery, pageOf } from './list-query.js';
import { contextOf } from './request-context.js';
import { collectionQuerySchema, refuseUnknownParameters } from './schemas.js';

/**
 * CSV export of a collection (issue 9): `GET /api/<collection>.csv?<the list's filters and order>`
 * answers every row of the collection GET's own query (collectionQuery: the same scope, filters,
 * conditions and order), all pages, streamed in batches so memory stays bounded however long the
 * list. Bounded-list rules do not apply (nothing is held at once); the caller's scope does.
 * `column` (repeatable) picks the item fields and their order, `label` (repeatable, same order)
 * names them in the header row; without them every plain field of the first item is exported.
 * A column must be one of the fields the items carry (the definition's `fields`) or one it computes
 * as the screen does (`computedColumns`: a user's full name, a contract's state); `field@de` is a
 * translated field's text in that one language. Cells are words (csv-words.ts): references by
 * name, texts in the caller's language (Accept-Language), dates as `YYYY-MM-DD HH:mm` UTC, and
 * codes and flags by the console's words for them (`word=<column>:<code>:<label>`, repeatable).
 * Every cell, headers and words included, is made inert: the query string is the caller's to write
 * (a link someone is sent), so a header is as untrusted as a company's name.
 */

/** Rows read and serialised per database round trip. */
export const CSV_BATCH_ROWS = 500;
/** The longest header a label may give (a column's title in any of the console's languages is far shorter). */
export const CSV_LABEL_MAX_LENGTH = 100;
const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const csvLine = (fields: readonly string[]): string => fields.map(csvField).join(',') + LINE_END;

/** The most words a query may give (the console sends a few dozen: roles, kinds, flags, states). */
export const CSV_WORDS_MAX = 200;

/** The header row: each label made inert as any other cell is. */
const csvHeader = (headers: readonly string[]): string => csvLine(headers.map(inert));

/** How a batch's cells are worded: the caller's language, the console's words, the batch's names. */
export interface CsvWording {
  /** The language of translated texts: the first of Accept-Language ('de'), else English. */
  language: string;
  /** `<column>\u0000<code>` → the interface's word for it. */
  words: ReadonlyMap<string, string>;
  /** IRI → name of the rows the batch refers to. */
  names: ReadonlyMap<string, string>;
}

const PLAIN_WORDING: CsvWording = { language: 'en', words: new Map(), names: new Map() };

/** One exported column: an item field (in one language when `locale`), or one computed from the item. */
export interface CsvColumn {
  field: string;
  locale?: string;
  compute?: (item: Record<string, unknown>) => unknown;
}

const columnOf = (column: string | CsvColumn): CsvColumn => (typeof column === 'string' ? { field: column } : column);

/**
 * One cell: names, not IRIs (the `<field>Name` the item carries beside the relation, or the
 * batch's names); translations in one language; codes and flags in the console's words; dates in
 * the file's format; objects by their name; lists joined by "; ".
 */
export function csvCell(
  item: Record<string, unknown>,
  column: string | CsvColumn,
  wording: CsvWording = PLAIN_WORDING,
): string {
  const { field, locale, compute } = columnOf(column);
  const value = compute ? compute(item) : item[field];
  const named = item[`${field}Name`];
  if (isIri(value) && typeof named === 'string') return inert(named);
  return inert(wordsOf(value, field, locale, wording));
}

function wordsOf(value: unknown, field: string, locale: string | undefined, wording: CsvWording): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((entry) => isTranslationLike(entry)))
      return translationIn(value as never, locale ?? wording.language, locale !== undefined);
    return value
      .map((entry) => wordsOf(entry, field, undefined, wording))
      .filter((text) => text !== '')
      .join('; ');
  }
  if (typeof value === 'boolean' || typeof value === 'string') {
    const word = wording.words.get(`${field}\u0000${String(value)}`);
    if (word !== undefined) return word;
  }
  if (isIri(value)) return wording.names.get(value) ?? value.slice(value.lastIndexOf('/') + 1);
  if (typeof value === 'string') return csvTimestamp(value);
  return plain(value);
}

const isTranslationLike = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && typeof (value as { locale?: unknown }).locale === 'string';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first: a
 * company named `=HYPERLINK(…)`) is kept as text with a leading apostrophe (OWASP's CSV
 * injection advice); plain numbers such as -5 stay numbers.
 */
export function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[-+]?\d+([.,]\d+)?$/.test(text) ? `'${text}` : text;
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).join('; ');
  if (typeof value === 'object') {
    const { name, title } = value as { name?: unknown; title?: unknown };
    if (typeof name === 'string') return name;
    if (typeof title === 'string') return title;
    return JSON.stringify(value);
  }
  return String(value);
}

const many = (query: QueryParams, key: string): string[] => {
  const value = query[key] ?? query[`${key}[]`];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** A caller's value as an error names it: quoted, and cut short. */
const shown = (value: string): string =>
  JSON.stringify(value.length > CSV_LABEL_MAX_LENGTH ? `${value.slice(0, CSV_LABEL_MAX_LENGTH)}…` : value);

/**
 * The columns and labels a query asks for, refused with a 400 (before any CSV is sent) when a
 * column is not a field of the items, or when there are more columns than fields, more labels
 * than columns, or a label longer than CSV_LABEL_MAX_LENGTH.
 */
function chosenColumns(
  fields: readonly string[],
  query: QueryParams,
): { columns: string[]; labels: string[]; words: Map<string, string> } {
  const columns = many(query, 'column');
  const labels = many(query, 'label');
  const known = new Set(fields);
  // A translated field in one language: `translations@de`.
  const unknown = columns.find((column) => {
    const [field, locale, ...rest] = column.split('@');
    return !known.has(field!) || rest.length > 0 || (locale !== undefined && !/^[a-z]{2,3}$/.test(locale));
  });
  if (unknown !== undefined)
    throw badRequest(`Unknown column ${shown(unknown)}; the columns of this list are ${fields.join(', ')}`);
  // Each field once, plus one column per language a translated field is asked in.
  const most = fields.length + 50;
  if (columns.length > most) throw badRequest(`Too many column values: at most ${most}`);
  const labelled = columns.length > 0 ? columns.length : fields.length;
  if (labels.length > labelled) throw badRequest(`Too many label values: at most ${labelled}`);
  if (labels.some((label) => label.length > CSV_LABEL_MAX_LENGTH))
    throw badRequest(`label should have at most ${CSV_LABEL_MAX_LENGTH} characters`);
  return { columns, labels, words: chosenWords(known, many(query, 'word')) };
}

/** `word=<column>:<code>:<label>` values as a map; a word for an unknown column, or too long, is a 400. */
function chosenWords(fields: ReadonlySet<string>, values: readonly string[]): Map<string, string> {
  if (values.length > CSV_WORDS_MAX) throw badRequest(`Too many word values: at most ${CSV_WORDS_MAX}`);
  const words = new Map<string, string>();
  for (const value of values) {
    const match = /^([^:]+):([^:]+):(.*)$/s.exec(value);
    if (!match || !fields.has(match[1]!))
      throw badRequest(`word ${shown(value)} should be <column>:<code>:<label> for a column of this list`);
    if (match[3]!.length > CSV_LABEL_MAX_LENGTH)
      throw badRequest(`word should have a label of at most ${CSV_LABEL_MAX_LENGTH} characters`);
    words.set(`${match[1]}\u0000${match[2]}`, match[3]!);
  }
  return words;
}

/** The plain fields of an item (JSON-LD keys and nested objects left out). */
const defaultColumns = (item: Record<string, unknown> | undefined): string[] =>
  Object.keys(item ?? {}).filter(
    (key) => !key.startsWith('@') && (item![key] === null || typeof item![key] !== 'object'),
  );

export function registerCsvExport<TB extends TableName, Item extends object, Input extends object>(
  app: FastifyInstance,
  definition: ResourceDefinition<TB, Item, Input>,
): void {
  const querystring = collectionQuerySchema(definition) as { properties: Record<string, unknown> };
  const exportQuery = {
    ...querystring,
    properties: {
      ...querystring.properties,
      // Repeatable: one value is a string, several an array.
      column: {
        description: `An item field to export (repeatable, in order): ${[
          ...definition.fields,
          ...(definition.computedColumns ?? []),
        ].join(', ')}; \`<field>@<language>\` for a translated field's text in one language.`,
      },
      word: {
        description: `\`<column>:<code>:<label>\` (repeatable, at most ${CSV_WORDS_MAX}): the label a code or flag (true, false) of that column is written as.`,
      },
      label: {
        description: `The header of the column at the same place (repeatable; at most ${CSV_LABEL_MAX_LENGTH} characters).`,
      },
    },
  };
  app.get(
    `/${definition.path}.csv`,
    {
      schema: {
        tags: [definition.type],
        summary: `${definition.type} collection as CSV (every page; UTF-8 with BOM)`,
        answers: csvAnswer('The collection as CSV: UTF-8 with BOM, a header line, one line per item'),
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const context = contextOf(request, app.db.kysely);
      if (!definition.allows(context.user, 'list')) throw accessDenied();
      refuseUnknownParameters(context.query, exportQuery);
      // Built before the answer starts, so a malformed filter is still a 400 with a JSON body.
      const { rows } = collectionQuery(definition, context);
      const computed = (definition.csvComputed ?? {}) as Record<string, (item: Record<string, unknown>) => unknown>;
      const exportable = [...definition.fields, ...(definition.computedColumns ?? [])];
      const { columns: chosen, labels, words } = chosenColumns(exportable, context.query);
      const language = acceptedLanguages(request.headers['accept-language'])[0] ?? 'en';
      const toColumn = (name: string): CsvColumn => {
        const [field, locale] = name.split('@') as [string, string | undefined];
        return { field, locale, compute: computed[field] };
      };

      async function* lines(): AsyncGenerator<string> {
        let names = chosen;
        let header = false;
        for (let offset = 0; ; offset += CSV_BATCH_ROWS) {
          const batch = (await pageOf(rows, CSV_BATCH_ROWS, offset).execute()) as RowOf<TB>[];
          const items = (await definition.serialize(batch, context)) as Record<string, unknown>[];
          if (!header) {
            if (names.length === 0) names = defaultColumns(items[0]);
            yield BOM + csvHeader(names.map((column, i) => labels[i] ?? column));
            header = true;
          }
          const columns = names.map(toColumn);
          // The batch's references, named in one query per type (those the item names itself aside).
          const referred = new Set<string>();
          for (const item of items)
            for (const { field, compute } of columns)
              if (!compute && typeof item[`${field}Name`] !== 'string')
                for (const iri of irisIn(item[field])) referred.add(iri);
          const wording: CsvWording = { language, words, names: await namesOf(referred, context, language) };
          if (items.length > 0)
            yield items.map((item) => csvLine(columns.map((column) => csvCell(item, column, wording)))).join('');
          if (batch.length < CSV_BATCH_ROWS) return;
        }
      }

      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${definition.path}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines(), { objectMode: false }));
    },
  );
}
