/**
 * The console router, in react-router's declarative mode (issue 8: the data router's loaders,
 * actions and fetchers are unused here and cost 16 KiB gzip in the entry). One history (the
 * browser's at boot, a memory one in tests, routing/history.ts) drives a history router, which
 * renders each new location in a transition, and useRoutes renders the route table.
 *
 * The route table (routing/routes.ts, derived from the manifest) is mounted twice: unprefixed for
 * English and under /:lang/ for every other locale, so '/de/tenant' is the tenant list with the
 * route name 'tenant___de'. ':lang' only counts as a prefix when it is a known locale code;
 * anything else is the 404 page.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { DEFAULT_LOCALE, isLocaleCode } from '../i18n/locales';
import { selectIsAuthenticated } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { ErrorPage, NOT_FOUND } from '../shared/ui/ErrorPage';
import { RouteErrorBoundary, statusOfRouteError } from './routing/RouteErrorPage';
import { ChunkErrorBoundary } from '../shared/routing/ChunkErrorBoundary';
import { PlainLayout } from './layout/PlainLayout';
import { AuthenticatedGuard, MenuGuard } from './routing/guards';
import { LazyPage } from './routing/LazyPage';
import { LocaleSync } from './routing/LocaleSync';
import { NavigationProgress } from './routing/NavigationProgress';
import { PageSpinner } from './routing/PageSpinner';
import { DefaultLayout } from './routing/preload';
import type { ConsoleHistory } from './routing/history';
import { CurrentRouteContext, currentRouteOf, type RouteHandle } from './routing/routeHandle';
import { ROUTES, type ConsoleRoute } from './routing/routes';
import { ScrollManager } from './routing/ScrollManager';

function RootShell() {
  return (
    <>
      <ScrollManager />
      <LocaleSync />
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/** The default layout behind the guards; its content is the matched route's, or `children`. */
function ShellWithMenu({ children }: { children?: ReactNode }) {
  return (
    <AuthenticatedGuard>
      <ChunkErrorBoundary fallback={(error) => <ErrorPage status={statusOfRouteError(error)} />}>
        <Suspense fallback={<PageSpinner />}>
          <DefaultLayout>{children}</DefaultLayout>
        </Suspense>
      </ChunkErrorBoundary>
    </AuthenticatedGuard>
  );
}

/**
 * A mistyped address. Signed in, it is shown inside the layout, as the menu guard's not-found
 * is: the menu and header stay, so the admin goes on from there. Signed out, the plain layout:
 * nothing of the console shows before sign-in. Both offer the way back to the home page.
 */
function UnknownPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const notFound = <ErrorPage status={NOT_FOUND} />;
  return signedIn ? <ShellWithMenu>{notFound}</ShellWithMenu> : <PlainLayout>{notFound}</PlainLayout>;
}

/** '/xx/...' with xx not a locale is no prefix but an unknown page; '/en/...' is the unprefixed page. */
function LocalePrefix() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  if (!isLocaleCode(lang)) return <UnknownPage />;
  if (lang === DEFAULT_LOCALE) return <Navigate to={`${pathname.slice(3) || '/'}${search}${hash}`} replace />;
  return <Outlet />;
}

function toRouteObject(route: ConsoleRoute): RouteObject {
  const handle: RouteHandle = { route };
  const page = <LazyPage Page={route.Page} />;
  const element = route.public ? page : <MenuGuard>{page}</MenuGuard>;
  return route.path === '' ? { index: true, handle, element } : { path: route.path, handle, element };
}

/** One mount of the route table: menu-layout routes behind the guards, plain-layout routes public. */
function localeBranch(): RouteObject[] {
  return [
    { element: <ShellWithMenu />, children: ROUTES.filter((route) => route.layout === 'default').map(toRouteObject) },
    { element: <PlainLayout />, children: ROUTES.filter((route) => route.layout === 'plain').map(toRouteObject) },
  ];
}

/** The route table: English unprefixed, every other locale under its prefix, the rest unknown. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...localeBranch(),
      { path: ':lang', element: <LocalePrefix />, children: localeBranch() },
      { path: '*', element: <UnknownPage /> },
    ],
  },
];

/**
 * The route table at the committed location, under the error boundary that replaces the screen
 * when a route fails to render. The current route (menu, title, guards) is matched here once per
 * location, above the layouts that need it.
 */
function ConsoleRoutes() {
  const location = useLocation();
  const current = useMemo(() => currentRouteOf(matchRoutes(APP_ROUTES, location)), [location]);
  const element = useRoutes(APP_ROUTES, location);
  return (
    <CurrentRouteContext value={current}>
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </CurrentRouteContext>
  );
}

/** The console's routes on a history: the browser's (index.tsx) or a memory one (tests). */
export function ConsoleRouter({ history }: { history: ConsoleHistory }) {
  return (
    <HistoryRouter history={history}>
      <ConsoleRoutes />
    </HistoryRouter>
  );
}
