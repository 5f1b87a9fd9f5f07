/**
 * antd's Tabs, loaded when a screen first draws tabs. No screen of the console does, but pro-table's
 * toolbar, pro-card and pro-layout's page container import it for tabs they can show, and so
 * brought it (with rc-tabs, 11 KiB gzip) into every list. The build puts this in its place
 * (webpack.config.ts).
 */
import { forwardRef, lazy, Suspense, type ComponentType, type Ref } from 'react';

type AnyProps = Record<string, unknown>;
const load = () =>
  import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs/index.js') as unknown as Promise<{
    default: ComponentType<AnyProps> & { TabPane: ComponentType<AnyProps> };
  }>;
const RealTabs = lazy(load);
const RealTabPane = lazy(() => load().then((module) => ({ default: module.default.TabPane })));

function LazyTabs(props: AnyProps, ref: Ref<unknown>) {
  return (
    <Suspense fallback={null}>
      <RealTabs {...props} ref={ref} />
    </Suspense>
  );
}

function TabPane(props: AnyProps) {
  return (
    <Suspense fallback={null}>
      <RealTabPane {...props} />
    </Suspense>
  );
}

export default Object.assign(forwardRef(LazyTabs), { TabPane });
