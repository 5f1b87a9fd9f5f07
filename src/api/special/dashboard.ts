/** GET /api/dashboard: counters scoped to what the caller may see (spec section 7). */
import { api } from '../api';
import type { DashboardCounters } from '../../../contract';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardCounters, void>({
      query: () => 'dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
