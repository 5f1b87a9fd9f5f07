/**
 * Route names at run time. Each console route object carries its ConsoleRoute in the react-router
 * handle; the name is its base plus the locale suffix, so the menu's selection rule (spec section 2)
 * works on '/de/tenant' ('tenant___de') exactly as on '/tenant' ('tenant___en').
 *
 * The layout (menu, document title, guards) sits above the matched route's element, so the current
 * route cannot come from the element. The router component matches the route table against each
 * committed location once (router.tsx, ConsoleRoutes) and hands the result down in a context.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, isLocaleCode } from '../../i18n/locales';
import { routeName } from '../../i18n/paths';
import type { ConsoleRoute } from './routes';

export interface RouteHandle {
  route: ConsoleRoute;
}

/** A matched route as matchRoutes gives it: the handle sits on the route object. */
export interface MatchLike {
  params: Record<string, string | undefined>;
  route: { handle?: unknown };
}

export interface CurrentRoute {
  route: ConsoleRoute;
  name: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The deepest matched console route and its locale-suffixed name. */
export function currentRouteOf(matches: readonly MatchLike[] | null): CurrentRoute | undefined {
  if (!matches) return undefined;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { route, params } = matches[index];
    if (isRouteHandle(route.handle)) {
      const lang = isLocaleCode(params.lang) ? params.lang : DEFAULT_LOCALE;
      return { route: route.handle.route, name: routeName(route.handle.route.name, lang) };
    }
  }
  return undefined;
}

/** The committed location's console route; set by the router component above everything else. */
export const CurrentRouteContext = createContext<CurrentRoute | undefined>(undefined);

export function useCurrentRoute(): CurrentRoute | undefined {
  return useContext(CurrentRouteContext);
}

/** The current route name with its locale suffix ('tenant-id___de'), '' outside a console route. */
export function useRouteName(): string {
  return useCurrentRoute()?.name ?? '';
}
