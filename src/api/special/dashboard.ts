/** GET /api/dashboard: counters scoped to what the caller may see (spec section 7); and its activity panel. */
import { api } from '../api';
import { callPath, RESOURCES, type DashboardActivity, type DashboardCounters } from '../../../contract';
import { invalidatesList } from '../tags';

/** The activity counts rows of these collections: any change to one of them makes it stale. */
const ACTIVITY_SOURCES = [
  RESOURCES.contractVersions,
  RESOURCES.contractTemplates,
  RESOURCES.contractTemplateVersions,
  RESOURCES.files,
];

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardCounters, void>({
      query: () => callPath('dashboard'),
      providesTags: ['Dashboard'],
    }),
    getDashboardActivity: build.query<DashboardActivity, void>({
      query: () => callPath('dashboardActivity'),
      providesTags: () => ACTIVITY_SOURCES.flatMap((resource) => invalidatesList(resource.type)),
    }),
  }),
});

export const { useGetDashboardQuery, useGetDashboardActivityQuery } = dashboardApi;
