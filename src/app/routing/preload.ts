/**
 * No waterfall (issue 8): as soon as the route is known, the layout's chunk, the page's chunks and,
 * for a generic list, its first list query start together, instead of one after the other as each
 * lazy piece renders the next. At boot this runs before the runtime configuration and the session
 * are loaded (chunks) and right after them (the query, which needs the access token); on every
 * later navigation as soon as the history's location changes, before the new page renders. The
 * route is the route table matched against the location (matchRoutes). A failed chunk is left to
 * the page's own error boundary, which loads it again when it renders.
 */
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import { canAccessRoute } from '../../access';
import { selectIsAuthenticated, selectRoles } from '../../session/sessionSlice';
import { listParamsOf } from '../../shared/resource/listParamsOf';
import { preloadable } from '../../shared/routing/preloadable';
import { MENU } from '../manifest';
import type { AppStore } from '../store';
import { currentRouteOf, type MatchLike } from './routeHandle';

/** The route table matched against a location (matchRoutes; null when nothing matches). */
type Matches = readonly MatchLike[] | null;

interface HistoryLike {
  location: Location;
  listen(listener: (update: { location: Location }) => void): () => void;
}

const ignore = () => undefined;

/** The ProLayout shell, its own chunk: the login page never needs it. */
export const DefaultLayout = preloadable(
  () => import(/* webpackChunkName: "layout-default" */ '../layout/DefaultLayout'),
  { styles: 'first' },
);

/** Starts the chunks of the matched route: the menu layout (not for the sign-in landings) and the page. */
export function preloadChunks(matches: Matches): void {
  const current = currentRouteOf(matches);
  if (!current) return;
  if (current.route.layout === 'default') DefaultLayout.preload().catch(ignore);
  current.route.preload().catch(ignore);
}

/**
 * Starts a generic list route's first list query once its (small) definition chunk is in, with
 * the parameters the list page derives (listParamsOf), so the page finds it in flight or cached.
 * Only for a signed-in caller the route's guard lets in: no request the page would not make.
 */
export function prefetchList(matches: Matches, search: string, store: AppStore): void {
  const current = currentRouteOf(matches);
  const definition = current?.route.listDefinition;
  if (!current || !definition) return;
  const state = store.getState();
  const roles = selectRoles(state);
  // Company-bound entries need the current user's company; those are left to the page.
  if (!selectIsAuthenticated(state) || !canAccessRoute(MENU, current.name, roles, false)) return;
  definition().then((resource) => {
    const params = listParamsOf(resource, new URLSearchParams(search), roles);
    void store.dispatch(resource.api.endpoints.list.initiate(params, { subscribe: false }));
  }, ignore);
}

/** After boot: the same on every change of location. */
export function preloadOnNavigation(history: HistoryLike, routes: RouteObject[], store: AppStore): () => void {
  let seen = history.location.key;
  return history.listen(({ location }) => {
    if (location.key === seen) return;
    seen = location.key;
    const matches = matchRoutes(routes, location);
    preloadChunks(matches);
    prefetchList(matches, location.search, store);
  });
}
