/**
 * CSV export of a list (issue 9): the platform streams `GET /api/<collection>.csv` with the list's
 * own filters and order (all pages); the console reads the stream to show progress, then saves it.
 * The call goes through the one base query (bearer, shared refresh, error notices).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { baseQuery } from '../../api/baseQuery';
import { serialiseFilters, type ListFilters, type ListOrder } from '../../api/hydra';

export interface CsvColumn {
  /** The item field (the list column's dataIndex), or `translations@de` for one language's texts. */
  field: string;
  /** The header the file shows for it (the column's title in the interface language). */
  label: string;
  /** The interface's words for the column's codes and flags: code ('true', 'ROLE_EDITOR') → label. */
  words?: Readonly<Record<string, string>>;
}

export interface CsvProgress {
  bytes: number;
  /** Records received so far, the header row not counted. */
  rows: number;
}

export interface CsvFile {
  blob: Blob;
  name: string;
  rows: number;
}

/**
 * The columns the platform can export: those naming a field of the item or one it computes as the
 * screen does (the wire descriptor's `fields` and `computedColumns`, which it checks `column`
 * against: a user's full name, a contract's state). A column shown only on screen is left out.
 */
export function exportedColumns(
  resource: { fields: readonly string[]; computedColumns?: readonly string[] },
  columns: readonly CsvColumn[],
): CsvColumn[] {
  const known = [...resource.fields, ...(resource.computedColumns ?? [])];
  return columns.filter(({ field }) => known.includes(field.split('@')[0]!));
}

/**
 * A list column as the file has it: its title, and its words for its codes and flags. The file
 * writes dates as `YYYY-MM-DD HH:mm` in UTC; a date column's header says so.
 */
export function csvColumnOf(
  column: {
    dataIndex: string;
    title: MessageDescriptor;
    valueType?: string;
    words?: Readonly<Record<string, MessageDescriptor>>;
  },
  intl: IntlShape,
): CsvColumn {
  const title = intl.formatMessage(column.title);
  const dated = column.valueType === 'date' || column.valueType === 'dateTime';
  return {
    field: column.dataIndex,
    label: dated ? `${title} (UTC)` : title,
    ...(column.words && {
      words: Object.fromEntries(Object.entries(column.words).map(([code, word]) => [code, intl.formatMessage(word)])),
    }),
  };
}

/** Fields whose items are translations: the platform writes them in one language a column. */
export const TRANSLATED_FIELDS = ['translations', 'templateTranslations'];

/** The languages of a page's translated texts (`['de', 'fr']`), for the export's "every language". */
export function languagesOf(items: readonly object[], columns: readonly CsvColumn[]): string[] {
  const found = new Set<string>();
  for (const { field } of columns.filter((column) => TRANSLATED_FIELDS.includes(column.field)))
    for (const item of items) {
      const texts = (item as Record<string, unknown>)[field];
      if (Array.isArray(texts))
        for (const text of texts) if (typeof text?.locale === 'string') found.add(text.locale as string);
    }
  return [...found].sort();
}

/**
 * `companies.csv?name=…&order[name]=asc&column=name&label=Name&word=activity:true:Yes…`: the
 * list's query, no page, with the columns, their headers and the words of their codes. The
 * platform writes the rest of the words (names, texts in the interface language it reads from
 * Accept-Language, dates), see docs/decisions.md "CSV exports in words".
 */
export function csvExportPath(
  path: string,
  filters: ListFilters | undefined,
  order: ListOrder | undefined,
  columns: readonly CsvColumn[],
): string {
  const query = serialiseFilters(filters, order);
  for (const { field, label } of columns) {
    query.append('column', field);
    query.append('label', label);
  }
  for (const { field, words } of columns)
    for (const [code, word] of Object.entries(words ?? {})) query.append('word', `${field}:${code}:${word}`);
  return `${path}.csv?${query.toString()}`;
}

/** The file name of a Content-Disposition header, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Reads a CSV answer chunk by chunk, counting bytes and line ends as they arrive. Records holding a
 * quoted line break count twice: the count is progress, not the file's truth.
 */
export async function readCsv(response: Response, onProgress: (progress: CsvProgress) => void): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress({ bytes, rows: Math.max(0, lines - 1) });
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
}

/** Downloads the CSV at `path` (under /api); resolves to the file, or undefined after a failure (already announced). */
export async function downloadCsv(
  api: Pick<BaseQueryApi, 'dispatch' | 'getState'>,
  path: string,
  onProgress: (progress: CsvProgress) => void,
  signal: AbortSignal = new AbortController().signal,
): Promise<CsvFile | undefined> {
  let progress: CsvProgress = { bytes: 0, rows: 0 };
  const result = await baseQuery(
    {
      url: path,
      headers: { Accept: 'text/csv' },
      // Errors come back as JSON-LD for the base query's notice; the file as a counted Blob.
      responseHandler: async (response) => {
        if (!response.ok) return response.json().catch(() => undefined);
        const blob = await readCsv(response, (next) => {
          progress = next;
          onProgress(next);
        });
        return { blob, name: fileNameOf(response.headers.get('Content-Disposition'), `${path.split('.csv')[0]}.csv`) };
      },
    },
    { ...api, signal, abort: () => undefined, extra: undefined, endpoint: 'exportCsv', type: 'query' },
    {},
  );
  if (result.error) return undefined;
  const { blob, name } = result.data as { blob: Blob; name: string };
  return { blob, name, rows: progress.rows };
}
