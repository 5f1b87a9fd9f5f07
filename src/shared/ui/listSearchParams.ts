/**
 * The list state lives in the address (?page=2&pageSize=20&name=acm&order=name:asc), so back,
 * forward, reload and shared links show the same page of the same filtered list.
 */
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, MAX_ITEMS_PER_PAGE } from '../../../contract';
import type { ListFilters, ListOrder } from '../../api/hydra';
import type { ListParams } from '../../api/resources';

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, max) : fallback;
}

/**
 * Only the filters the list knows are read, so unrelated parameters never reach the server; a
 * filter with a default takes it while the address names none.
 */
export function listParamsFromSearch(
  search: URLSearchParams,
  filterKeys: readonly string[],
  defaults: Readonly<Record<string, string>> = {},
): ListParams {
  const filters: ListFilters = {};
  for (const key of filterKeys) {
    const value = search.get(key) ?? defaults[key] ?? null;
    if (value !== null && value !== '') filters[key] = value;
  }
  const order: ListOrder = {};
  const [field, direction] = (search.get('order') ?? '').split(':');
  if (field && (direction === 'asc' || direction === 'desc')) order[field] = direction;
  return {
    page: positiveInt(search.get('page'), DEFAULT_PAGE),
    itemsPerPage: positiveInt(search.get('pageSize'), DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE),
    filters,
    order,
  };
}

/** Defaults are left out so the plain list keeps a plain address. */
export function searchFromListParams(
  params: ListParams,
  defaults: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== DEFAULT_PAGE) search.set('page', String(params.page));
  if (params.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE) search.set('pageSize', String(params.itemsPerPage));
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (value !== undefined && value !== null && value !== '' && String(value) !== defaults[key])
      search.set(key, String(value));
  }
  const [order] = Object.entries(params.order ?? {});
  if (order) search.set('order', `${order[0]}:${order[1]}`);
  return search;
}
