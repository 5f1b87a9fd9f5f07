/**
 * pro-field's select for light filters (LightSelect), which no screen draws: pro-field's Select
 * field imports it beside its search select (LazyFieldSelect.tsx), and with it antd's Select. The
 * build puts this in its place (scripts/build/trims.ts); drawn, it loads the real one.
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export default lazyPart(
  () =>
    import(
      /* webpackChunkName: "pro-field-light-select" */ '@ant-design/pro-field/es/components/Select/LightSelect/index.js'
    ) as Promise<ComponentModule>,
);
