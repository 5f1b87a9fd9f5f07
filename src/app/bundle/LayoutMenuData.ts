/**
 * What the build puts in place of ProLayout's menu-data helpers (@umijs/route-utils; trims.ts).
 * ProLayout turns a `route` table into menu data, breadcrumbs and the matched menu keys; the
 * console hands it no routes (`route: { routes: [] }`, layoutFrame.ts) and draws its own menu,
 * breadcrumb and title, so all of that is empty, and with the helpers went 6 KiB (gzip) of every
 * signed-in screen. A route table given to ProLayout fails loudly here instead of silently drawing
 * no menu. (path-to-regexp, which its title and breadcrumb use, is back: 1.5 KiB.)
 */
interface MenuDataResult {
  menuData: never[];
  breadcrumb: Map<string, never>;
}

export function transformRoute(routes: readonly unknown[] | undefined): MenuDataResult {
  if (routes?.length) {
    throw new Error("ProLayout's route table is left out of the build (src/app/bundle/LayoutMenuData.ts)");
  }
  return { menuData: [], breadcrumb: new Map<string, never>() };
}

/** The menu entries matching a path: none, as there are no menu data. */
export function getMatchMenu(_pathname: string, menuData: readonly unknown[] = []): never[] {
  if (menuData.length) transformRoute(menuData);
  return [];
}

export default { transformRoute, getMatchMenu };
