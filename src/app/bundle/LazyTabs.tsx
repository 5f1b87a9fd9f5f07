/**
 * antd's Tabs, loaded when a screen first draws tabs. No screen of the console does, but pro-table's
 * toolbar, pro-card and pro-layout's page container import it for tabs they can show, and so
 * brought it (with rc-tabs, 11 KiB gzip) into every list. The build puts this in its place
 * (webpack.config.ts).
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

const load = () => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs/index.js') as Promise<ComponentModule>;
const TabPane = lazyPart(() =>
  load().then((module) => ({ default: (module.default as { TabPane: unknown }).TabPane })),
);

export default Object.assign(lazyPart(load), { TabPane });
