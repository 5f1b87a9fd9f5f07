/**
 * antd's Drawer, loaded when a screen first draws one. ProLayout imports it for the menu of a
 * phone, where the sider becomes a drawer; on a wide screen it is never drawn, yet it (with
 * rc-drawer) was in every signed-in screen's code. A phone draws the closed drawer with the
 * layout, which loads it before anyone can open it. The build puts this in place of the Drawer
 * that `import { Drawer } from 'antd'` names (webpack.config.ts). The first file of the prebuilt
 * styles has the Drawer's (styleSamples.tsx): it does not wait for the second.
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export default lazyPart(
  () => import(/* webpackChunkName: "antd-drawer" */ 'antd/es/drawer/index.js') as Promise<ComponentModule>,
  null,
  { styles: 'first' },
);
