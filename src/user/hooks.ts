/** Session hooks the pages use: the current user and the dashboard counters. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../store/hooks';
import { useGetDashboardQuery } from '../api/special/dashboard';
import { useGetCurrentUserQuery } from '../api/special/currentUser';
import type { User } from '../../contract';
import { selectDashboard } from './dashboardSlice';
import { selectIsAuthenticated, selectUserName } from '../session/sessionSlice';

export function useCurrentUser(): { user: User | undefined; isLoading: boolean; error: unknown } {
  const userName = useAppSelector(selectUserName);
  const { data, isLoading, error } = useGetCurrentUserQuery(userName ?? skipToken);
  return { user: data ?? undefined, isLoading, error };
}

/** Counters fetched once per session: the loaded flag skips the request afterwards. */
export function useDashboardCounters() {
  const dashboard = useAppSelector(selectDashboard);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { isFetching, error } = useGetDashboardQuery(undefined, { skip: dashboard.loaded || !signedIn });
  return { ...dashboard, isFetching, error };
}
