import { sql, type Expression, type SqlBool } from 'kysely';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, type ResourcePath } from '../../../contract/index.js';
import { badRequest } from './errors.js';
import { intIdFromIri, type PageInfo } from './serialize.js';

export type QueryParams = Record<string, string | string[] | undefined>;

/** A filter a collection accepts, in API Platform's query syntax. */
export type FilterSpec =
  /** `tenant.id=1` (or the IRI `/api/tenants/1` when iriPath is given). */
  | { kind: 'exact'; param: string; column: string; value: 'int' | 'string'; iriPath?: ResourcePath }
  /** `name=acm`: case-insensitive substring. */
  | {
      kind: 'partial';
      param: string;
      column: string;
      /** A column holding `column` folded (foldText), kept by triggers: compared as it is, no row folded per request. */
      folded?: string;
    }
  /** `orSearch_name=acm`: substring in any of the columns (each folded one, when given, in its place). */
  | { kind: 'orSearch'; param: string; columns: string[]; folded?: Readonly<Record<string, string>> }
  /** `not_null[field]=true|false`. */
  | { kind: 'notNull'; field: string; column: string }
  /** `groupCompany=1|0|true|false`. */
  | { kind: 'boolean'; param: string; column: string }
  /** `start[after]=YYYY-MM-DD`, `start[before]=YYYY-MM-DD` (both inclusive of the day). */
  | { kind: 'date'; param: string; column: string };

export function single(query: QueryParams, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

export interface PaginationOptions {
  /** Largest page a client may ask for; countries allow 300. */
  maxItemsPerPage?: number;
  /** When `pagination=false` is honoured (spec: users with not_null[company]=false); elsewhere it is a 400. */
  unpaginatedWhen?: (query: QueryParams) => boolean;
}

function positiveInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} should be a positive integer`);
  return Number(raw);
}

export function parsePagination(query: QueryParams, options: PaginationOptions = {}): PageInfo {
  const max = options.maxItemsPerPage ?? MAX_ITEMS_PER_PAGE;
  const unpaginated = single(query, 'pagination') === 'false';
  if (unpaginated && !options.unpaginatedWhen?.(query))
    throw badRequest(
      `pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most ${max})`,
    );
  const page = positiveInt(single(query, 'page'), 'page') ?? 1;
  const itemsPerPage = Math.min(
    positiveInt(single(query, 'itemsPerPage'), 'itemsPerPage') ?? DEFAULT_ITEMS_PER_PAGE,
    max,
  );
  return { page, itemsPerPage, paginated: !unpaginated };
}

export function parseBoolean(raw: string, name: string): boolean {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw badRequest(`${name} should be one of 1, 0, true, false`);
}

/** Validated YYYY-MM-DD (a real calendar day). */
export function parseDay(raw: string, name: string): string {
  const date = new Date(`${raw}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    throw badRequest(`${name} should be a date formatted YYYY-MM-DD`);
  }
  return raw;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Accent folding for text searches, the same on SQLite and PostgreSQL (docs/decisions.md "Text
 * search"): lower() and then translate() of every accented Latin letter to its base letter. Both
 * cases are listed, since PostgreSQL's lower() folds only ASCII under the C locale; SQLite gets
 * translate() (and a Unicode lower()) registered on the connection (db/connection.ts). Combining
 * accents (text stored decomposed, the dot lower() leaves on 'İ') come last with no counterpart,
 * so translate() drops them. Letters that fold to two (ß, æ, œ) stay as they are.
 */
function foldingTable(): { from: string; to: string } {
  const special: Record<string, string> = { Ø: 'o', ø: 'o', Đ: 'd', đ: 'd', Ł: 'l', ł: 'l', Ħ: 'h', ħ: 'h', ı: 'i' };
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const base =
      special[letter] ??
      letter
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    if (/^[a-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  for (let code = 0x300; code <= 0x36f; code += 1) from += String.fromCodePoint(code);
  return { from, to };
}

/** Also embedded in the companies.name_folded triggers (migration 2026-11-25T0000): changing it needs a new migration. */
export const FOLDING = foldingTable();
const FOLD_MAP = new Map([...FOLDING.from].map((letter, i) => [letter, FOLDING.to[i] ?? '']));

/** What a folded column holds for this text: lower case, accents gone ('Zürich' → 'zurich'). */
export function foldText(text: string): string {
  return [...text.toLowerCase()].map((letter) => FOLD_MAP.get(letter) ?? letter).join('');
}

/** The folded form of a text column or expression, as SQL. */
export function foldedSql(expression: Expression<unknown>): Expression<string> {
  return sql<string>`translate(lower(${expression}), ${FOLDING.from}, ${FOLDING.to})`;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. The text is folded. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case- and accent-insensitive substring: the platform's one meaning of a partial text filter. */
export function containsText(expression: Expression<unknown>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`${foldedSql(expression)} like ${containsPattern(text)} escape '\\'`;
}

function containsIgnoringCase(column: string, text: string, folded?: string): Expression<SqlBool> {
  if (folded) return sql<SqlBool>`${sql.ref(folded)} like ${containsPattern(text)} escape '\\'`;
  return containsText(sql.ref(column), text);
}

/** What a filter matches, as the OpenAPI document says it. */
export function describeFilter(spec: FilterSpec): string {
  switch (spec.kind) {
    case 'partial':
      return 'Partial: case- and accent-insensitive substring ("zurich" finds "Zürich").';
    case 'orSearch':
      return `Partial, in any of: ${spec.columns.map((column) => column.split('.').pop()).join(', ')} (case- and accent-insensitive substring).`;
    case 'exact':
      return spec.iriPath
        ? `Exact: an id or a /api/${spec.iriPath}/{id} IRI.`
        : 'Exact: the whole value, case-sensitive.';
    case 'notNull':
      return 'true: only items that have it; false: only items without it.';
    case 'boolean':
      return 'One of 1, 0, true, false.';
    case 'date':
      return 'A day, YYYY-MM-DD (inclusive).';
  }
}

function filterCondition(spec: FilterSpec, query: QueryParams): Expression<SqlBool>[] {
  switch (spec.kind) {
    case 'exact': {
      const raw = single(query, spec.param);
      if (raw === undefined) return [];
      if (spec.value === 'string') return [sql<SqlBool>`${sql.ref(spec.column)} = ${raw}`];
      const id = /^\d{1,15}$/.test(raw) ? Number(raw) : spec.iriPath ? intIdFromIri(raw, spec.iriPath) : null;
      if (id === null) throw badRequest(`${spec.param} should be an id`);
      return [sql<SqlBool>`${sql.ref(spec.column)} = ${id}`];
    }
    case 'partial': {
      const raw = single(query, spec.param);
      return raw === undefined || raw === '' ? [] : [containsIgnoringCase(spec.column, raw, spec.folded)];
    }
    case 'orSearch': {
      const raw = single(query, spec.param);
      if (raw === undefined || raw === '') return [];
      const parts = spec.columns.map((column) => containsIgnoringCase(column, raw, spec.folded?.[column]));
      return [sql<SqlBool>`(${sql.join(parts, sql` or `)})`];
    }
    case 'notNull': {
      const raw = single(query, `not_null[${spec.field}]`);
      if (raw === undefined) return [];
      return [
        parseBoolean(raw, `not_null[${spec.field}]`)
          ? sql<SqlBool>`${sql.ref(spec.column)} is not null`
          : sql<SqlBool>`${sql.ref(spec.column)} is null`,
      ];
    }
    case 'boolean': {
      const raw = single(query, spec.param);
      if (raw === undefined || raw === '') return [];
      return [sql<SqlBool>`${sql.ref(spec.column)} = ${parseBoolean(raw, spec.param) ? 1 : 0}`];
    }
    case 'date': {
      const conditions: Expression<SqlBool>[] = [];
      const after = single(query, `${spec.param}[after]`);
      const before = single(query, `${spec.param}[before]`);
      if (after) conditions.push(sql<SqlBool>`${sql.ref(spec.column)} >= ${parseDay(after, `${spec.param}[after]`)}`);
      if (before)
        conditions.push(sql<SqlBool>`${sql.ref(spec.column)} < ${nextDay(parseDay(before, `${spec.param}[before]`))}`);
      return conditions;
    }
  }
}

/** Every condition the query string asks for; unknown parameters are ignored, as API Platform does. */
export function filterConditions(query: QueryParams, specs: readonly FilterSpec[]): Expression<SqlBool>[] {
  return specs.flatMap((spec) => filterCondition(spec, query));
}

export interface OrderBy {
  column: string;
  direction: 'asc' | 'desc';
}

/** `order[field]=asc|desc`, only for the whitelisted fields (field name → column). */
export function parseOrder(query: QueryParams, fields: Readonly<Record<string, string>>): OrderBy[] {
  const order: OrderBy[] = [];
  // In the order the client wrote them: the first one sorts first.
  for (const key of Object.keys(query)) {
    const field = /^order\[(.+)\]$/.exec(key)?.[1];
    const column = field !== undefined && Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (column === undefined) continue;
    const raw = single(query, key)?.toLowerCase();
    if (raw !== 'asc' && raw !== 'desc') throw badRequest(`${key} should be asc or desc`);
    order.push({ column, direction: raw });
  }
  return order;
}
