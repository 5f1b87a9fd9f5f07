/**
 * The list query a resource's generic list page asks first, from its definition, the address's
 * search and the caller's roles: the list page (ResourceList) and the route's early prefetch
 * (app/routing/preload.ts) read it from here, so the prefetched query is the one the page uses.
 */
import type { HydraItem, Role } from '../../../contract';
import type { ListParams } from '../../api/resources';
import { listParamsFromSearch } from '../ui/listSearchParams';
import { columnsOf, type AnyResourceDefinition, type ListColumn } from './defineResource';
import { visibleToRoles } from './visibleTo';

export function filterKeyOf<T>(column: ListColumn<T>): string {
  return (typeof column.search === 'object' && column.search.filterKey) || column.dataIndex;
}

export const initialOf = <T>(column: ListColumn<T>): string | undefined =>
  typeof column.search === 'object' ? column.search.initial : undefined;

/** Filter keys and their initial values of the columns the caller can search. */
export function listFiltersOf<T>(searchable: readonly ListColumn<T>[]): {
  filterKeys: string[];
  defaults: Record<string, string>;
} {
  return {
    filterKeys: searchable.map(filterKeyOf),
    defaults: Object.fromEntries(
      searchable.flatMap((column) => {
        const initial = initialOf(column);
        return initial === undefined ? [] : [[filterKeyOf(column), initial]];
      }),
    ),
  };
}

export function listParamsOf<T extends HydraItem, Input>(
  resource: AnyResourceDefinition<T, Input>,
  search: URLSearchParams,
  roles: readonly Role[],
): ListParams {
  const searchable = visibleToRoles(columnsOf(resource), roles).filter((column) => column.search);
  const { filterKeys, defaults } = listFiltersOf(searchable);
  return listParamsFromSearch(search, filterKeys, defaults);
}
