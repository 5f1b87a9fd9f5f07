/**
 * Select options fed by another resource (relations are IRIs). One hook for every such select:
 * it reads the first page of the resource and, while the user types, asks the platform for
 * matches too, so an item beyond the first page can still be chosen; the chosen value(s) are
 * read by IRI when no page holds them, so a select shows a name, never an IRI.
 */
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import type { HydraItem } from '../../../contract';
import { idFromIri, type ListFilters } from '../../api/hydra';
import type { ResourceApi } from '../../api/resources';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { SelectOption } from './defineResource';

/** Enough for a select's first look; the platform caps pages at 100 anyway. */
export const OPTIONS_PAGE_SIZE = 50;

export interface ResourceOptionsConfig<T> {
  /** The option text; `language` is the interface language code ('de') for translated items. */
  label: (item: T, language: string) => string;
  /** Fixed filters of every request, e.g. a category of the current tenant only. */
  filters?: ListFilters;
  /** Query parameter the platform searches by (e.g. 'name', 'translations.title'); none: no server search. */
  searchParam?: string;
  itemsPerPage?: number;
  /** Default: the item's IRI. */
  value?: (item: T) => string | number;
}

export interface ResourceOptions {
  options: SelectOption[];
  loading: boolean;
}

/** Lower case without accents: 'Zürich' and 'zurich' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The spec's select search filter (section 5): accent-insensitive, case-insensitive substring
 * match on the option's text. An empty search matches everything.
 */
export function matchesSearch(text: string, search: string): boolean {
  return foldText(text).includes(foldText(search.trim()));
}

/** The IRIs of a select's value (one or several) that look like this resource's items. */
export function chosenIris(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is string => typeof item === 'string' && item.startsWith('/api/'));
}

/**
 * Items read one by one by IRI (the get endpoint, cached and shared with every other reader),
 * for as long as the caller is mounted. A select may hold several values, so the hook cannot be
 * useGetQuery once; it subscribes to the same cache entries useGetQuery would.
 */
function useItemsByIri<T extends HydraItem, Input>(api: ResourceApi<T, Input>, iris: readonly string[]) {
  const dispatch = useAppDispatch();
  const key = iris.join('\n');
  useEffect(() => {
    if (key === '') return undefined;
    const subscriptions = key.split('\n').map((iri) => dispatch(api.endpoints.get.initiate(idFromIri(iri))));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [api, dispatch, key]);
  return useAppSelector(
    (state) =>
      iris
        .map((iri) => api.endpoints.get.select(idFromIri(iri))(state))
        .map(({ data, isLoading }) => ({ data, isLoading })),
    (left, right) => left.length === right.length && left.every((entry, i) => shallowEqual(entry, right[i])),
  );
}

export function useResourceOptions<T extends HydraItem, Input>(
  api: ResourceApi<T, Input>,
  config: ResourceOptionsConfig<T>,
  search = '',
  /** The select's current value: chosen items no loaded page holds are read by IRI. */
  value?: unknown,
): ResourceOptions {
  // Translated content is keyed by language ('de'), the interface by formatting locale ('de-DE').
  const locale = useIntl().locale.split('-')[0].toLowerCase();
  const { label, filters, searchParam, itemsPerPage = OPTIONS_PAGE_SIZE, value: optionValue } = config;
  const base = { page: 1, itemsPerPage, filters };
  const first = api.useListQuery(base);
  const term = search.trim();
  // The first page stays in the list and the select's own filter searches it as the platform
  // does (case- and accent-insensitive); a full first page needs no search.
  const complete = first.data !== undefined && first.data.total <= first.data.items.length;
  const searched = api.useListQuery(
    { ...base, filters: { ...filters, ...(searchParam && { [searchParam]: term }) } },
    { skip: !searchParam || term === '' || complete || first.data === undefined },
  );
  const firstItems = first.data?.items;
  const searchedItems = searched.currentData?.items;
  const loaded = useMemo(
    () => new Set([...(firstItems ?? []), ...(searchedItems ?? [])].map((item) => item['@id'])),
    [firstItems, searchedItems],
  );
  // Options valued otherwise than by IRI (codes, ids) cannot be read back by their value.
  const missing = optionValue || first.isLoading ? [] : chosenIris(value).filter((iri) => !loaded.has(iri));
  const chosen = useItemsByIri(api, missing);
  const options = useMemo(() => {
    const byValue = new Map<string | number, SelectOption>();
    const chosenItems = chosen.flatMap(({ data }) => (data ? [data] : []));
    for (const item of [...(firstItems ?? []), ...(searchedItems ?? []), ...chosenItems]) {
      const itemValue = optionValue ? optionValue(item) : item['@id'];
      if (!byValue.has(itemValue)) byValue.set(itemValue, { label: label(item, locale), value: itemValue });
    }
    return [...byValue.values()];
    // label and value are definitions' functions: stable for a screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstItems, searchedItems, chosen, locale]);
  return {
    options,
    loading: first.isLoading || searched.isFetching || chosen.some(({ isLoading }) => isLoading),
  };
}
