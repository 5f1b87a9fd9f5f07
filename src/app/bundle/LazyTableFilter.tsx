/**
 * antd Table's filter menu, loaded when a table first draws a column filter. The lists search
 * through their search form and set no column filters, yet the menu (with its dropdown, search box
 * and checkbox tree) was in every list's code. The build puts this in place of
 * antd/es/table/hooks/useFilter/FilterDropdown (webpack.config.ts); `flattenKeys`, which the
 * table's filter state needs with or without a menu, is the real one's.
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

interface FilterItem {
  value: unknown;
  children?: readonly FilterItem[];
}

/** The values of a column's filters and of their sub-filters, depth first. */
export function flattenKeys(filters: readonly FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

export default lazyPart(
  () =>
    import(
      /* webpackChunkName: "antd-table-filter" */ 'antd/es/table/hooks/useFilter/FilterDropdown.js'
    ) as Promise<ComponentModule>,
);
