import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Application, User } from '../../contract';
import { makeStore, type AppStore } from '../app/store';
import { installFakePlatform, TEST_API_HOST } from '../testing/fakePlatform';
import { makeAccessToken } from '../testing/tokens';
import {
  activeApplicationChosen,
  applicationsResolved,
  chooseActiveApplication,
  selectActiveApplication,
  selectActiveApplicationEntry,
} from './applicationsSlice';
import { useCurrentUser, useDashboardCounters } from './hooks';
import { setRuntimeConfig } from '../session/runtimeConfig';
import { initialSessionState, selectRoles, tokensReceived, uiLanguageChanged } from '../session/sessionSlice';

const app = (id: number, name: string): Application => ({
  '@id': `/api/applications/${id}`,
  '@type': 'Application',
  id,
  name,
});
const user = (defaultApplication: number | null): User => ({
  '@id': '/api/users/3',
  '@type': 'User',
  id: 3,
  userName: 'company.admin',
  givenName: null,
  familyName: null,
  email: null,
  roles: ['ROLE_COMPANY_ADMIN'],
  activity: true,
  locale: null,
  tenant: {
    '@id': '/api/tenants/1',
    id: 1,
    name: 'Acme',
    defaultApplication: defaultApplication
      ? { '@id': `/api/applications/${defaultApplication}`, id: defaultApplication, name: 'x' }
      : null,
  },
  company: null,
  applications: [],
});

function wrapperFor(store: AppStore) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

describe('active application rule', () => {
  it('takes the tenant default, else the first application, else none', () => {
    expect(chooseActiveApplication(user(2), [app(1, 'A'), app(2, 'B')])).toBe(2);
    expect(chooseActiveApplication(user(null), [app(2, 'B'), app(1, 'A')])).toBe(2);
    expect(chooseActiveApplication(user(null), [])).toBe(0);
    expect(chooseActiveApplication(null, [app(1, 'A')])).toBe(1);
  });

  it('is applied when user and applications load, and a choice replaces it', () => {
    const store = makeStore();
    expect(selectActiveApplication(store.getState())).toBe(0);
    store.dispatch(applicationsResolved({ user: user(1), current: [app(1, 'Contracts'), app(2, 'Sign')] }));
    expect(selectActiveApplication(store.getState())).toBe(1);
    store.dispatch(activeApplicationChosen(2));
    expect(selectActiveApplicationEntry(store.getState())?.name).toBe('Sign');
  });
});

describe('session slice', () => {
  it('decodes roles from the token: none signed out, ROLE_USER when the token lists none', () => {
    const store = makeStore();
    expect(selectRoles(store.getState())).toEqual([]);
    store.dispatch(tokensReceived({ token: makeAccessToken() }));
    expect(selectRoles(store.getState())).toEqual(['ROLE_USER']);
    store.dispatch(tokensReceived({ token: makeAccessToken({ roles: ['ROLE_EDITOR'] }) }));
    expect(selectRoles(store.getState())).toEqual(['ROLE_EDITOR']);
    store.dispatch(tokensReceived({ token: 'not-a-jwt' }));
    expect(selectRoles(store.getState())).toEqual([]);
  });

  it('keeps only known interface languages', () => {
    const store = makeStore();
    store.dispatch(uiLanguageChanged('fr'));
    expect(store.getState().session.uiLanguage).toBe('fr');
    store.dispatch(uiLanguageChanged('klingon'));
    expect(store.getState().session.uiLanguage).toBe('en');
  });
});

describe('dashboard counters', () => {
  it('are fetched once: the loaded flag stops later screens from fetching again', async () => {
    const platform = installFakePlatform({
      'GET /api/dashboard': () => ({ status: 200, body: { tenant: 2, company: 5, user: 9 } }),
    });
    const store = makeStore({ session: { ...initialSessionState, accessToken: makeAccessToken() } });

    const first = renderHook(() => useDashboardCounters(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(first.result.current).toMatchObject({ tenant: 2, company: 5, user: 9, loaded: true }));
    first.unmount();
    store.dispatch({ type: 'api/resetApiState' }); // even with an empty cache, loaded means no new request

    const second = renderHook(() => useDashboardCounters(), { wrapper: wrapperFor(store) });
    expect(second.result.current).toMatchObject({ tenant: 2, company: 5, user: 9, loaded: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(platform.callsTo('GET', '/api/dashboard')).toHaveLength(1);
  });

  it('are not fetched while signed out', async () => {
    const platform = installFakePlatform({});
    const { result } = renderHook(() => useDashboardCounters(), { wrapper: wrapperFor(makeStore()) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ tenant: 0, company: 0, user: 0, loaded: false });
    expect(platform.requests).toHaveLength(0);
  });
});

describe('useCurrentUser', () => {
  it('asks for the user named in the token and takes the first member', async () => {
    const platform = installFakePlatform({
      'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [user(1)], 'hydra:totalItems': 1 } }),
    });
    const store = makeStore({
      session: { ...initialSessionState, accessToken: makeAccessToken({ username: 'company.admin' }) },
    });
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.user?.userName).toBe('company.admin'));
    expect(platform.requests[0].search.get('userName')).toBe('company.admin');
  });
});
