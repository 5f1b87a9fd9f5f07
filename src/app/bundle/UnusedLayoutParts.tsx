/**
 * What the build puts in place of the parts of ProLayout the console draws itself (webpack.config.ts):
 * its header (GlobalHeader, TopNavHeader: the console passes `headerRender`), its menu (BaseMenu: the
 * console passes `menuContentRender`), its app switcher (AppsLogoComponents: no `appList`; the
 * console has its own application switcher) and the Ant Design logo (`menuHeaderRender` is off).
 * ProLayout still makes elements of them, which the console's render props receive and never draw;
 * with them went ~10 KiB (gzip) of every signed-in screen's code, their styles and the icon font
 * loader. Drawing one means a layout option started using it: that fails loudly.
 */
import type { ReactNode } from 'react';

function leftOut(part: string): never {
  throw new Error(`ProLayout's ${part} is left out of the build (src/app/bundle/UnusedLayoutParts.tsx)`);
}

export function GlobalHeader(): never {
  return leftOut('default header (pass headerRender)');
}

export function TopNavHeader(): never {
  return leftOut('top navigation header (pass headerRender)');
}

export function BaseMenu(): never {
  return leftOut('menu (pass menuContentRender)');
}

/** The app list of the sider and header: nothing without `appList`, as ProLayout's own. */
export function AppsLogoComponents({ appList }: { appList?: readonly unknown[] }): null {
  if (appList?.length) leftOut('app list');
  return null;
}

/** ProLayout's logo rule: a string is an image's address, a function draws it, anything else is drawn. */
export function defaultRenderLogo(logo: ReactNode | string | (() => ReactNode)): ReactNode {
  if (typeof logo === 'string') return <img width="auto" height={22} src={logo} alt="logo" />;
  if (typeof logo === 'function') return logo();
  return logo;
}

export function Logo(): never {
  return leftOut('default logo (pass logo)');
}
