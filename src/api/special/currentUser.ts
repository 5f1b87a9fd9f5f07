/** The signed-in user: GET /api/users?userName=… and the first member (spec section 7). */
import { api } from '../api';
import type { HydraCollection, User } from '../../../contract';

export const currentUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, string>({
      query: (userName) => `users?${new URLSearchParams({ userName }).toString()}`,
      transformResponse: (body: HydraCollection<User>) => body['hydra:member'][0] ?? null,
      providesTags: (user) => [
        { type: 'CurrentUser', id: 'ME' },
        ...(user ? [{ type: 'User' as const, id: String(user.id) }] : []),
      ],
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;
