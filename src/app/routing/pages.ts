/**
 * Lazy page chunks. Each screen is its own chunk ("page-*", which the bundle report reads), so the
 * login route never downloads the table and form code of the admin screens.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResourcePages } from '../../shared/resource/defineResource';

type Lazy = LazyExoticComponent<ComponentType>;

export const pages = {
  dashboard: lazy(() => import(/* webpackChunkName: "page-dashboard" */ '../../pages/dashboard/DashboardPage')),
  login: lazy(() => import(/* webpackChunkName: "page-login" */ '../../pages/login/LoginPage')),
  logoutSuccess: lazy(
    () => import(/* webpackChunkName: "page-logout-success" */ '../../pages/logout-success/LogoutSuccessPage'),
  ),
  myCompany: lazy(() => import(/* webpackChunkName: "page-my-company" */ '../../pages/my-company/MyCompanyPage')),
} satisfies Record<string, Lazy>;

/** One chunk for every screen that is not built yet; it still sits behind both route guards. */
export const placeholder: Lazy = lazy(
  () => import(/* webpackChunkName: "page-placeholder" */ '../../pages/placeholder/PlaceholderPage'),
);

/**
 * The list, create and edit pages of one resource from a module whose default export is
 * `resourcePages(definition)`; the three share the module's chunk.
 */
export function lazyResourcePages(load: () => Promise<{ default: ResourcePages }>): Record<keyof ResourcePages, Lazy> {
  let loading: Promise<ResourcePages> | undefined;
  const module = () => (loading ??= load().then((loaded) => loaded.default));
  return {
    List: lazy(async () => ({ default: (await module()).List })),
    Create: lazy(async () => ({ default: (await module()).Create })),
    Edit: lazy(async () => ({ default: (await module()).Edit })),
  };
}
