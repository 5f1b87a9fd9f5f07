/**
 * Route names at run time. Each matched route carries its ConsoleRoute in the react-router handle;
 * the name is its base plus the locale suffix, so the menu's selection rule (spec section 2) works
 * on '/de/tenant' ('tenant___de') exactly as on '/tenant' ('tenant___en').
 */
import { useMatches, type UIMatch } from 'react-router';
import { DEFAULT_LOCALE, isLocaleCode } from '../../i18n/locales';
import { routeName } from '../../i18n/paths';
import type { ConsoleRoute } from './routes';

export interface RouteHandle {
  route: ConsoleRoute;
}

interface MatchLike {
  params: Record<string, string | undefined>;
  handle?: unknown;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The deepest matched console route and its locale-suffixed name. */
export function currentRouteOf(matches: readonly MatchLike[]): { route: ConsoleRoute; name: string } | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const { handle, params } = matches[index];
    if (isRouteHandle(handle)) {
      const lang = isLocaleCode(params.lang) ? params.lang : DEFAULT_LOCALE;
      return { route: handle.route, name: routeName(handle.route.name, lang) };
    }
  }
  return undefined;
}

export function useCurrentRoute(): { route: ConsoleRoute; name: string } | undefined {
  return currentRouteOf(useMatches() as UIMatch[]);
}

/** The current route name with its locale suffix ('tenant-id___de'), '' outside a console route. */
export function useRouteName(): string {
  return useCurrentRoute()?.name ?? '';
}
