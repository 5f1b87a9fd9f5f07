/**
 * Select options fed by another resource (relations are IRIs). One hook for every such select:
 * it reads the first page of the resource and, while the user types, asks the platform for
 * matches too, so an item beyond the first page can still be chosen.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { HydraItem } from '../../../contract';
import type { ListFilters } from '../../api/hydra';
import type { ResourceApi } from '../../api/resources';
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

export function useResourceOptions<T extends HydraItem, Input>(
  api: ResourceApi<T, Input>,
  config: ResourceOptionsConfig<T>,
  search = '',
): ResourceOptions {
  // Translated content is keyed by language ('de'), the interface by formatting locale ('de-DE').
  const locale = useIntl().locale.split('-')[0].toLowerCase();
  const { label, filters, searchParam, itemsPerPage = OPTIONS_PAGE_SIZE, value } = config;
  const base = { page: 1, itemsPerPage, filters };
  const first = api.useListQuery(base);
  const term = search.trim();
  // The platform's search is case- but not accent-insensitive, so the first page stays in the
  // list and the select's own filter finds accented texts in it; a full first page needs no search.
  const complete = first.data !== undefined && first.data.total <= first.data.items.length;
  const searched = api.useListQuery(
    { ...base, filters: { ...filters, ...(searchParam && { [searchParam]: term }) } },
    { skip: !searchParam || term === '' || complete || first.data === undefined },
  );
  const firstItems = first.data?.items;
  const searchedItems = searched.currentData?.items;
  const options = useMemo(() => {
    const byValue = new Map<string | number, SelectOption>();
    for (const item of [...(firstItems ?? []), ...(searchedItems ?? [])]) {
      const optionValue = value ? value(item) : item['@id'];
      if (!byValue.has(optionValue)) byValue.set(optionValue, { label: label(item, locale), value: optionValue });
    }
    return [...byValue.values()];
    // label and value are definitions' functions: stable for a screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstItems, searchedItems, locale]);
  return { options, loading: first.isLoading || searched.isFetching };
}
