/**
 * Renders the real console routes (guards, layouts, lazy pages) in memory for tests, signed in
 * as a given user with given roles and applications, under the tests' one provider stack. The
 * router is the console's own (ConsoleRouter) on a memory history; `history.location` is where
 * the console went.
 */
import { render } from '@testing-library/react';
import type { Application, Role, User } from '../../../contract';
import { initialSessionState } from '../../session/sessionSlice';
import { TestProviders } from '../../testing/renderWithProviders';
import { makeAccessToken } from '../../testing/tokens';
import { ConsoleRouter } from '../router';
import { createConsoleMemoryHistory } from '../routing/history';
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
  const history = createConsoleMemoryHistory([path]);
  const view = render(
    <TestProviders store={store}>
      <ConsoleRouter history={history} />
    </TestProviders>,
  );
  return { store, history, ...view };
}
