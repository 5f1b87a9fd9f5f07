/**
 * No waterfall (issue 8): as soon as the route is known, the layout's chunk, the page's chunks and,
 * for a generic list, its first list query start together, instead of one after the other as each
 * lazy piece renders the next. At boot this runs before the runtime configuration and the session
 * are loaded (chunks) and right after them (the query, which needs the access token); on every
 * later navigation when the router's location changes. A failed chunk is left to the page's own
 * error boundary, which loads it again when it renders.
 */
import { canAccessRoute } from '../../access';
import { selectIsAuthenticated, selectRoles } from '../../session/sessionSlice';
import { listParamsOf } from '../../shared/resource/listParamsOf';
import { MENU } from '../manifest';
import type { AppStore } from '../store';
import { currentRouteOf } from './routeHandle';

/** A data router's matches (router.state.matches): the handle sits on the matched route object. */
type Matches = ReadonlyArray<{ params: Record<string, string | undefined>; route: { handle?: unknown } }>;

const routeOf = (matches: Matches) =>
  currentRouteOf(matches.map(({ params, route }) => ({ params, handle: route.handle })));

interface RouterState {
  matches: Matches;
  location: { key: string; search: string };
}

interface RouterLike {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

const ignore = () => undefined;

export const loadDefaultLayout = () => import(/* webpackChunkName: "layout-default" */ '../layout/DefaultLayout');

/** Starts the chunks of the matched route: the menu layout (not for the sign-in landings) and the page. */
export function preloadChunks(matches: Matches): void {
  const current = routeOf(matches);
  if (!current) return;
  if (current.route.layout === 'default') loadDefaultLayout().catch(ignore);
  current.route.preload().catch(ignore);
}

/**
 * Starts a generic list route's first list query once its (small) definition chunk is in, with
 * the parameters the list page derives (listParamsOf), so the page finds it in flight or cached.
 * Only for a signed-in caller the route's guard lets in: no request the page would not make.
 */
export function prefetchList(matches: Matches, search: string, store: AppStore): void {
  const current = routeOf(matches);
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
export function preloadOnNavigation(router: RouterLike, store: AppStore): () => void {
  let seen = router.state.location.key;
  return router.subscribe((state) => {
    if (state.location.key === seen) return;
    seen = state.location.key;
    preloadChunks(state.matches);
    prefetchList(state.matches, state.location.search, store);
  });
}
