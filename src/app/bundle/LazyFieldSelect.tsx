/**
 * pro-field's select input (SearchSelect), loaded when a screen first draws one: pro-field's Select
 * field imports it for every list's cells, which only write an option's text, and with it antd's
 * Select, rc-select and its virtual list. The build puts this in its place (scripts/build/trims.ts);
 * the forms and a list's search form load the real one with their own code (routes.ts,
 * LazyTableSearch.tsx), so none waits for it.
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export const loadFieldSelect = () =>
  import(
    /* webpackChunkName: "pro-field-select" */ '@ant-design/pro-field/es/components/Select/SearchSelect/index.js'
  ) as Promise<ComponentModule>;

export default lazyPart(loadFieldSelect);
