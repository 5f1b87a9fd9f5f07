import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { initialSessionState } from '../../session/sessionSlice';
import { setRuntimeConfig } from '../../session/runtimeConfig';
import { installFakePlatform, TEST_API_HOST } from '../../testing/fakePlatform';
import { makeAccessToken } from '../../testing/tokens';
import { APP_ROUTES } from '../router';
import { makeStore } from '../store';
import { testUser } from '../testing/renderConsole';
import { listQueryString } from '../../api/resources';
import { DEFAULT_ITEMS_PER_PAGE, type Role } from '../../../contract';
import { createConsoleMemoryHistory } from './history';
import { prefetchList, preloadOnNavigation } from './preload';

const TENANTS = {
  'hydra:member': [{ '@id': '/api/tenants/1', '@type': 'Tenant', id: 1, name: 'Acme', description: '' }],
  'hydra:totalItems': 1,
};

function platform() {
  return installFakePlatform({
    'GET /api/users': () => ({ status: 200, body: { 'hydra:member': [testUser()], 'hydra:totalItems': 1 } }),
    'GET /api/tenants': () => ({ status: 200, body: TENANTS }),
  });
}

const signedIn = (roles: Role[]) =>
  makeStore({ session: { ...initialSessionState, accessToken: makeAccessToken({ roles }) } });

describe('route preloading', () => {
  beforeEach(() => setRuntimeConfig({ apiHost: TEST_API_HOST }));

  it("starts a list route's first query before the page draws, and the page uses that very query", async () => {
    const fake = platform();
    const store = signedIn(['ROLE_SUPERVISOR']);
    const { location } = createConsoleMemoryHistory(['/tenant?page=2&name=Ac']);
    prefetchList(matchRoutes(APP_ROUTES, location), location.search, store);
    await waitFor(() => expect(fake.callsTo('GET', '/api/tenants')).toHaveLength(1));
    const [prefetched] = fake.callsTo('GET', '/api/tenants');
    expect(prefetched.search.get('page')).toBe('2');
    expect(prefetched.search.get('name')).toBe('Ac');

    // The list page derives its query with the same listFiltersOf (ResourceList), hence one cache entry.
    expect(prefetched.search.toString()).toBe(
      new URLSearchParams(
        listQueryString({ page: 2, itemsPerPage: DEFAULT_ITEMS_PER_PAGE, filters: { name: 'Ac' }, order: {} }),
      ).toString(),
    );
  });

  it('asks nothing for a caller the route would refuse, nor when signed out', async () => {
    const fake = platform();
    for (const store of [signedIn(['ROLE_USER']), makeStore()]) {
      const { location } = createConsoleMemoryHistory(['/tenant']);
      prefetchList(matchRoutes(APP_ROUTES, location), location.search, store);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.callsTo('GET', '/api/tenants')).toHaveLength(0);
  });

  it('prefetches on a later navigation too, once per new location', async () => {
    const fake = platform();
    const store = signedIn(['ROLE_SUPERVISOR']);
    const history = createConsoleMemoryHistory(['/login']);
    const stop = preloadOnNavigation(history, APP_ROUTES, store);
    history.push('/tenant');
    await waitFor(() => expect(fake.callsTo('GET', '/api/tenants')).toHaveLength(1));
    stop();
  });
});
