/** Applications are read only: the whole collection, and the caller's own with current=1. */
import { api } from '../api';
import type { Application, HydraCollection } from '../../../contract';
import { providesList } from '../tags';

export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplications: build.query<Application[], void>({
      query: () => 'applications',
      transformResponse: (body: HydraCollection<Application>) => body['hydra:member'],
      providesTags: (applications) =>
        providesList(
          'Application',
          applications?.map((application) => application.id),
        ),
    }),
    getCurrentApplications: build.query<Application[], void>({
      query: () => 'applications?current=1',
      transformResponse: (body: HydraCollection<Application>) => body['hydra:member'],
      providesTags: (applications) =>
        providesList(
          'Application',
          applications?.map((application) => application.id),
        ),
    }),
  }),
});

export const { useGetApplicationsQuery, useGetCurrentApplicationsQuery } = applicationsApi;
