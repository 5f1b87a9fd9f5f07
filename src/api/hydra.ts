/**
 * Hydra (API Platform JSON-LD) helpers: collections, IRIs, list filters and error bodies.
 * Pure functions, so both the base query and the forms can use them without a store.
 */
import dayjs from 'dayjs';
import { filterParam, type HydraCollection, type Iri, type ResourceFilterParam, type Violation } from '../../contract';

export interface ListResult<T> {
  items: T[];
  total: number;
}

export type FilterValue = string | number | boolean | undefined | null;
export type ListFilters = Record<string, FilterValue>;
export type ListOrder = Record<string, 'asc' | 'desc'>;

export function parseCollection<T>(body: HydraCollection<T> | undefined | null): ListResult<T> {
  const items = body?.['hydra:member'] ?? [];
  return { items, total: body?.['hydra:totalItems'] ?? items.length };
}

/** '/api/tenants/1' → '1'; a bare id is returned as it is. */
export function idFromIri(iri: Iri | string | number): string {
  const text = String(iri);
  const withoutQuery = text.split('?')[0].replace(/\/+$/, '');
  const slash = withoutQuery.lastIndexOf('/');
  return slash === -1 ? withoutQuery : withoutQuery.slice(slash + 1);
}

export function iriOf(path: string, id: string | number): Iri {
  return `/api/${path}/${id}`;
}

/** Date filters the platform reads as ranges (spec section 7, contract list). */
const DATE_RANGE_FILTERS: Record<string, string> = {
  start: filterParam('contracts', 'start[after]'),
  realEnd: filterParam('contracts', 'realEnd[before]'),
};
/** Company flags the platform filters by 1/0 (spec section 7, company list). */
const FLAG_FILTERS = new Set<string>(['groupCompany', 'resellerCompany'] satisfies ResourceFilterParam[]);
export const DATE_FILTER_FORMAT = 'YYYY-MM-DD';

function isEmpty(value: FilterValue): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function flagValue(value: FilterValue): string {
  if (value === true || value === 'true' || value === 1 || value === '1') return '1';
  return '0';
}

/**
 * Turns form filters into the platform's query parameters: date ranges, 1/0 company flags,
 * `not_null[field]`, `order[field]`; empty values are left out so a cleared field stops filtering.
 */
export function serialiseFilters(filters: ListFilters = {}, order: ListOrder = {}): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    if (key in DATE_RANGE_FILTERS) {
      const day = dayjs(typeof value === 'boolean' ? undefined : value);
      if (day.isValid()) query.set(DATE_RANGE_FILTERS[key], day.format(DATE_FILTER_FORMAT));
    } else if (FLAG_FILTERS.has(key)) {
      query.set(key, flagValue(value));
    } else {
      query.set(key, typeof value === 'boolean' ? String(value) : String(value));
    }
  }
  for (const [field, direction] of Object.entries(order)) {
    query.set(`order[${field}]`, direction);
  }
  return query;
}

interface ErrorLike {
  status?: unknown;
  statusCode?: unknown;
  originalStatus?: unknown;
  data?: unknown;
  error?: unknown;
  message?: unknown;
  response?: { status?: unknown };
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** Server violations grouped by field (propertyPath → messages), for mapping onto form fields. */
export function violationsOf(error: unknown): Record<string, string[]> {
  const data = asRecord(asRecord(error)?.data);
  const violations = data?.violations;
  const byField: Record<string, string[]> = {};
  if (!Array.isArray(violations)) return byField;
  for (const violation of violations as Violation[]) {
    const field = violation.propertyPath ?? '';
    (byField[field] ??= []).push(violation.message);
  }
  return byField;
}

export const SYSTEM_ERROR_TITLE = 'Message from system';
export const SYSTEM_ERROR_DESCRIPTION = 'System error please try again';

export interface NormalisedError {
  status: number;
  title: string;
  description: string;
}

/**
 * Generic error normaliser (spec section 8): status from statusCode, status or the response
 * status, else 500; title and description from the hydra body, else the system defaults.
 */
export function errorOf(error: unknown): NormalisedError {
  const record = (asRecord(error) ?? {}) as ErrorLike;
  const candidates = [record.statusCode, record.status, record.originalStatus, record.response?.status];
  const status = candidates.find((value): value is number => typeof value === 'number') ?? 500;
  const data = asRecord(record.data);
  const hydraTitle = data?.['hydra:title'];
  const hydraDescription = data?.['hydra:description'];
  const plainMessage =
    (typeof data?.message === 'string' && data.message) ||
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    '';
  return {
    status,
    title: typeof hydraTitle === 'string' && hydraTitle ? hydraTitle : plainMessage || SYSTEM_ERROR_TITLE,
    description:
      typeof hydraDescription === 'string' && hydraDescription
        ? hydraDescription
        : plainMessage || SYSTEM_ERROR_DESCRIPTION,
  };
}
