/**
 * pro-table's column-setting panel (issue 9: tables people can shape), loaded when a list first
 * draws its toolbar: it alone brings antd's Tree into a list, so it comes in its own chunk
 * instead of with every list. The build puts this in its place (webpack.config.ts).
 */
import { lazy, Suspense, type ComponentType } from 'react';

const ColumnSetting = lazy(
  () =>
    import(
      /* webpackChunkName: "pro-table-column-setting" */ '@ant-design/pro-table/es/components/ColumnSetting/index.js'
    ) as unknown as Promise<{ default: ComponentType<Record<string, unknown>> }>,
);

export default function LazyColumnSetting(props: Record<string, unknown>) {
  return (
    <Suspense fallback={null}>
      <ColumnSetting {...props} />
    </Suspense>
  );
}
