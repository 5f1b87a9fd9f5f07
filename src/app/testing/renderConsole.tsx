/**
 * Renders the real console routes (guards, layouts, lazy pages) in memory for tests, signed in
 * as a given user with given roles and applications, under the tests' one provider stack.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Application, Role, User } from '../../../contract';
import { initialSessionState } from '../../session/sessionSlice';
import { TestProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { createAppRoutes } from '../router';
import { makeStore, type RootState } from '../store';

export const APPLICATIONS: Application[] = [
  { '@id': '/api/applications/1', '@type': 'Application', id: 1, name: 'Contract Management' },
  { '@id': '/api/applications/2', '@type': 'Application', id: 2, name: 'Signing Portal' },
];

export function testUser(overrides: Partial<User> = {}): User {
  return {
    '@id': '/api/users/7',
    '@type': 'User',
    id: 7,
    userName: 'tina',
    givenName: 'Tina',
    familyName: 'Admin',
    email: 'tina@acme.test',
    roles: ['ROLE_TENANT_ADMIN'],
    activity: true,
    locale: 'en',
    tenant: null,
    company: { '@id': '/api/companies/c-1', id: 'c-1', name: 'Acme Group' },
    applications: [],
    ...overrides,
  };
}

export interface ConsoleOptions {
  path: string;
  /** Signed in with these roles; null = signed out. */
  roles?: Role[] | null;
  userName?: string;
  activeApplication?: number;
}

export function renderConsole({
  path,
  roles = ['ROLE_SUPERVISOR'],
  userName = 'tina',
  activeApplication = 1,
}: ConsoleOptions) {
  const preloadedState: Partial<RootState> = {
    session: { ...initialSessionState, accessToken: roles ? makeAccessToken({ username: userName, roles }) : null },
    applications: { active: activeApplication, current: APPLICATIONS },
  };
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <TestProviders store={store}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { store, router, ...view };
}
