/**
 * Select options fed by another resource (relations are IRIs). One hook for every such select:
 * it reads the first page of the resource; when that page is not the whole list, what the user
 * types is searched on the platform (case- and accent-insensitive, as the spec's select filter),
 * and scrolling to the end of the options reads the next page, of the list or of the matches. The
 * chosen value(s) are read by IRI when no page holds them, so a select shows a name, never an IRI,
 * whichever of 20,000 companies it holds.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import type { HydraItem } from '../../../contract';
import { idFromIri, type ListFilters } from '../../api/hydra';
import type { ResourceApi } from '../../api/resources';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { OptionsResult, SelectOption } from './defineResource';

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
  /**
   * Options in the order of their text in the interface language, for a list read whole whose
   * order follows something else (countries by ISO code: 'Deutschland' is no neighbour of 'Dänemark').
   */
  sortByLabel?: boolean;
}

export type ResourceOptions = OptionsResult;

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
  const { label, filters, searchParam, itemsPerPage = OPTIONS_PAGE_SIZE, value: optionValue, sortByLabel } = config;
  const first = api.useListQuery({ page: 1, itemsPerPage, filters });
  const term = search.trim();
  // A first page holding the whole list is searched in the select itself, as the platform
  // searches (case- and accent-insensitive); any other list is searched on the platform.
  const complete = first.data !== undefined && first.data.total <= first.data.items.length;
  const remote = Boolean(searchParam) && term !== '' && !complete;
  const shownFilters = remote ? { ...filters, [searchParam!]: term } : filters;

  // The pages read so far of what is shown (the list, or the matches of a search): scrolling to
  // the end of the options reads the next one.
  const key = JSON.stringify(shownFilters ?? {});
  const [paging, setPaging] = useState<{ key: string; page: number; earlier: T[] }>({ key, page: 1, earlier: [] });
  const shown = paging.key === key ? paging : { key, page: 1, earlier: [] as T[] };
  if (paging.key !== key) setPaging(shown);
  const page = api.useListQuery(
    { page: shown.page, itemsPerPage, filters: shownFilters },
    { skip: first.data === undefined || (shown.page === 1 && !remote) },
  );
  const current = shown.page === 1 && !remote ? first.currentData : page.currentData;
  const results = useMemo(() => [...shown.earlier, ...(current?.items ?? [])], [shown.earlier, current]);
  const hasMore = current !== undefined && shown.page * itemsPerPage < current.total;
  const loadMore = useCallback(() => {
    if (hasMore && current) setPaging({ key, page: shown.page + 1, earlier: results });
  }, [hasMore, current, key, shown.page, results]);

  const loaded = useMemo(() => new Set(results.map((item) => item['@id'])), [results]);
  // Options valued otherwise than by IRI (codes, ids) cannot be read back by their value.
  const missing = optionValue || first.isLoading ? [] : chosenIris(value).filter((iri) => !loaded.has(iri));
  const chosen = useItemsByIri(api, missing);
  const toOptions = useCallback(
    (items: readonly T[]) => {
      const byValue = new Map<string | number, SelectOption>();
      for (const item of items) {
        const itemValue = optionValue ? optionValue(item) : item['@id'];
        if (!byValue.has(itemValue)) byValue.set(itemValue, { label: label(item, locale), value: itemValue });
      }
      return [...byValue.values()];
    },
    // label and value are definitions' functions: stable for a screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );
  const options = useMemo(() => {
    const all = toOptions(results);
    if (!sortByLabel || !complete) return all;
    const collator = new Intl.Collator(locale);
    return all.sort((left, right) => collator.compare(String(left.label), String(right.label)));
  }, [toOptions, results, sortByLabel, complete, locale]);
  const chosenOptions = useMemo(
    () => toOptions(chosen.flatMap(({ data }) => (data ? [data] : []))),
    [toOptions, chosen],
  );
  return {
    options: [...options, ...chosenOptions],
    loading: first.isLoading || page.isFetching || chosen.some(({ isLoading }) => isLoading),
    ...(remote && { searchedFor: term, matches: new Set(options.map((option) => option.value)) }),
    hasMore,
    loadMore,
  };
}
