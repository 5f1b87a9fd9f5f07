/**
 * pro-table's column-setting panel (issue 9: tables people can shape), loaded when a list first
 * draws its toolbar: it alone brings antd's Tree into a list, so it comes in its own chunk
 * instead of with every list. The build puts this in its place (webpack.config.ts). Its button (the
 * list's own `children`, ResourceList.tsx) is drawn at once, so the toolbar does not change as it loads.
 */
import type { ReactNode } from 'react';
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export default lazyPart(
  () =>
    import(
      /* webpackChunkName: "pro-table-column-setting" */ '@ant-design/pro-table/es/components/ColumnSetting/index.js'
    ) as Promise<ComponentModule>,
  (props) => (props.children as ReactNode) ?? null,
);
