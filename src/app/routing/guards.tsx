/**
 * The two route guards of spec sections 4 and 5, wrapped around every non-public route.
 * Guard 1: without an access token, refresh once where the platform's marker says a refresh
 * cookie exists; else go to the login page (keeping the language prefix and the address to come
 * back to after sign-in: a link from an e-mail, or the page the platform ended the session on,
 * which the login page then says). Guard 2: the route must belong to
 * a menu entry the user's roles allow (my-company also needs a company), otherwise the 404 page; a
 * user whose roles open no screen at all (an API user) is told so instead, with a way to sign out.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '../../../contract';
import { canAccessRoute, hasAnyRole, routeAccess, type MenuEntry } from '../../access';
import { ErrorPage, NOT_FOUND } from '../../shared/ui/ErrorPage';
import { useCurrentUser } from '../../user';
import { refreshSession } from '../../session/refresh';
import { loginAddress } from '../../session/signIn';
import {
  selectAccessToken,
  selectIsAuthenticated,
  selectRefreshable,
  selectRoles,
  selectSessionEnded,
} from '../../session/sessionSlice';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { MENU } from '../manifest';
import { PageSpinner } from './PageSpinner';
import { useRouteName } from './routeHandle';

export function AuthenticatedGuard({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const refreshable = useAppSelector(selectRefreshable);
  const ended = useAppSelector(selectSessionEnded);
  const staleToken = useAppSelector(selectAccessToken);
  const dispatch = useAppDispatch();
  const localised = useLocalisedPath();
  const { pathname, search, hash } = useLocation();
  const routeName = useRouteName();
  const [refreshFailed, setRefreshFailed] = useState(false);
  const access = routeAccess(routeName, isAuthenticated, refreshable && !refreshFailed);

  useEffect(() => {
    if (isAuthenticated || !refreshable || refreshFailed) return;
    let active = true;
    // A refused refresh ends the session itself; one without an answer must not spin forever.
    refreshSession(dispatch, staleToken).then(
      (token) => active && token === null && setRefreshFailed(true),
      () => active && setRefreshFailed(true),
    );
    return () => {
      active = false;
    };
  }, [isAuthenticated, refreshable, refreshFailed, staleToken, dispatch]);

  if (access === 'allow') return <>{children}</>;
  if (access === 'refresh') return <PageSpinner />;
  // Sign-in brings the user back here, where a form finds what was typed before the session ended.
  return <Navigate to={loginAddress(localised('/login'), pathname + search + hash, ended)} replace />;
}

// Only users whose roles open no screen ever see it: its own chunk.
const NoScreensPage = lazy(
  () => import(/* webpackChunkName: "page-no-screens" */ '../../features/sign-in/NoScreensPage'),
);

/** Whether the roles open any screen at all (an API user's open none: spec section 6). */
export function reachesAnyScreen(entries: readonly MenuEntry[], roles: readonly Role[]): boolean {
  return entries.some(
    (entry) => hasAnyRole(roles, entry.roles) && (!entry.children || reachesAnyScreen(entry.children, roles)),
  );
}

export function MenuGuard({ children }: { children: ReactNode }) {
  const routeName = useRouteName();
  const roles = useAppSelector(selectRoles);
  const { user, isLoading } = useCurrentUser();
  // The company decides my-company; wait for the user rather than flashing a 404.
  if (isLoading && !user) return <PageSpinner />;
  if (canAccessRoute(MENU, routeName, roles, Boolean(user?.company))) return <>{children}</>;
  if (!reachesAnyScreen(MENU, roles))
    return (
      <Suspense fallback={<PageSpinner />}>
        <NoScreensPage />
      </Suspense>
    );
  return <ErrorPage status={NOT_FOUND} />;
}
