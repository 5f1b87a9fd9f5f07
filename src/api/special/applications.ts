/** Applications are read only: the whole collection, and the caller's own with current=1. */
import { api } from '../api';
import type { Application, HydraCollection } from '../../../contract';
import { providesList } from '../tags';

/** Both lists are the same collection, filtered or not: read and cached alike. */
const applicationList = (path: string) => ({
  query: () => path,
  transformResponse: (body: HydraCollection<Application>) => body['hydra:member'],
  providesTags: (applications: Application[] | undefined) =>
    providesList(
      'Application',
      applications?.map((application) => application.id),
    ),
});

export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<Application[], void>(applicationList('applications')),
    getCurrentApplications: build.query<Application[], void>(applicationList('applications?current=1')),
  }),
});

export const { useGetApplicationsQuery, useGetCurrentApplicationsQuery } = applicationsApi;
