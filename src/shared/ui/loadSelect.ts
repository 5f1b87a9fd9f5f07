import type { ComponentModule } from '../routing/lazyPart';

/**
 * antd's Select, in a chunk of its own: no list's first screen draws one (the page-size changer
 * stands in for it until it is in, app/bundle/PaginationSizeChanger.tsx), and a list's search form
 * draws its reference selects with it.
 */
export const loadSelect = () =>
  import(/* webpackChunkName: "antd-select" */ 'antd/es/select/index.js') as Promise<ComponentModule>;
