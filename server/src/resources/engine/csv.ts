import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { accessDenied, badRequest } from '../../hydra/errors.js';
import type { QueryParams } from '../../hydra/query.js';
import type { ResourceContext, ResourceDefinition, RowOf, TableName } from './define.js';
import { collectionQuery, pageOf } from './list-query.js';
import { collectionQuerySchema } from './schemas.js';

/**
 * CSV export of a collection (issue 9): `GET /api/<collection>.csv?<the list's filters and order>`
 * answers every row of the collection GET's own query (collectionQuery: the same scope, filters,
 * conditions and order), all pages, streamed in batches so memory stays bounded however long the
 * list. Bounded-list rules do not apply (nothing is held at once); the caller's scope does.
 * `column` (repeatable) picks the item fields and their order, `label` (repeatable, same order)
 * names them in the header row; without them every plain field of the first item is exported.
 * A column must be one of the fields the items carry (the definition's `fields`), and every cell,
 * headers included, is made inert: the query string is the caller's to write (a link someone is
 * sent), so a header is as untrusted as a company's name.
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

/** The header row: each label made inert as any other cell is. */
const csvHeader = (headers: readonly string[]): string => csvLine(headers.map(inert));

const isIri = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/api/');

/**
 * One cell: names, not IRIs, where the item already carries them (a `<field>Name` beside the
 * relation, as the list shows it); objects by their name; lists joined by "; ".
 */
export function csvCell(item: Record<string, unknown>, field: string): string {
  const value = item[field];
  const named = item[`${field}Name`];
  return inert(isIri(value) && typeof named === 'string' ? named : plain(value));
}

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
function chosenColumns(fields: readonly string[], query: QueryParams): { columns: string[]; labels: string[] } {
  const columns = many(query, 'column');
  const labels = many(query, 'label');
  const known = new Set(fields);
  const unknown = columns.find((column) => !known.has(column));
  if (unknown !== undefined)
    throw badRequest(`Unknown column ${shown(unknown)}; the columns of this list are ${fields.join(', ')}`);
  if (columns.length > fields.length) throw badRequest(`Too many column values: at most ${fields.length}`);
  const labelled = columns.length > 0 ? columns.length : fields.length;
  if (labels.length > labelled) throw badRequest(`Too many label values: at most ${labelled}`);
  if (labels.some((label) => label.length > CSV_LABEL_MAX_LENGTH))
    throw badRequest(`label should have at most ${CSV_LABEL_MAX_LENGTH} characters`);
  return { columns, labels };
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
  app.get(
    `/${definition.path}.csv`,
    {
      schema: {
        tags: [definition.type],
        summary: `${definition.type} collection as CSV (every page; UTF-8 with BOM)`,
        querystring: {
          ...querystring,
          properties: {
            ...querystring.properties,
            // Repeatable: one value is a string, several an array.
            column: {
              description: `An item field to export (repeatable, in order): ${definition.fields.join(', ')}.`,
            },
            label: {
              description: `The header of the column at the same place (repeatable; at most ${CSV_LABEL_MAX_LENGTH} characters).`,
            },
          },
        },
      },
    },
    async (request, reply) => {
      const context: ResourceContext = {
        db: app.db.kysely,
        user: callerOf(request),
        query: (request.query ?? {}) as QueryParams,
      };
      if (!definition.allows(context.user, 'list')) throw accessDenied();
      // Built before the answer starts, so a malformed filter is still a 400 with a JSON body.
      const { rows } = collectionQuery(definition, context);
      const { columns: chosen, labels } = chosenColumns(definition.fields, context.query);

      async function* lines(): AsyncGenerator<string> {
        let columns = chosen;
        let header = false;
        for (let offset = 0; ; offset += CSV_BATCH_ROWS) {
          const batch = (await pageOf(rows, CSV_BATCH_ROWS, offset).execute()) as RowOf<TB>[];
          const items = (await definition.serialize(batch, context)) as Record<string, unknown>[];
          if (!header) {
            if (columns.length === 0) columns = defaultColumns(items[0]);
            yield BOM + csvHeader(columns.map((column, i) => labels[i] ?? column));
            header = true;
          }
          if (items.length > 0) yield items.map((item) => csvLine(columns.map((c) => csvCell(item, c)))).join('');
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
