/**
 * One refresh for every open tab. Each simulated tab is its own copy of the console's modules
 * (jest.isolateModulesAsync) with its own store, as two browser tabs are; they share what tabs
 * share: the cookies of the jsdom document, the network (the fake platform), the Web Locks and
 * the BroadcastChannel (fakeTabs.ts).
 */
import type { ConsoleBaseQuery } from '../api/baseQuery';
import type { AppStore } from '../app/store';
import { installFakePlatform, pause, TEST_API_HOST, type PlatformHandler } from '../testing/fakePlatform';
import { FakeBroadcastChannel, installFakeTabApis } from '../testing/fakeTabs';
import { makeAccessToken } from '../testing/tokens';

const OLD_TOKEN = makeAccessToken({ username: 'tenant.admin', expiresIn: -10 });
const NEW_TOKEN = makeAccessToken({ username: 'tenant.admin', expiresIn: 900 });
const TENANTS = { '@id': '/api/tenants', 'hydra:member': [], 'hydra:totalItems': 0 };

interface Tab {
  store: AppStore;
  baseQuery: ConsoleBaseQuery;
  signOut: () => Promise<unknown>;
  get: (path: string) => ReturnType<ConsoleBaseQuery>;
}

/** Opens a tab: a fresh module graph that starts signed in with the given (stale) access token. */
async function openTab(accessToken: string): Promise<Tab> {
  let tab: Tab | undefined;
  await jest.isolateModulesAsync(async () => {
    const { makeStore } = await import('../app/store');
    const { createBaseQuery } = await import('../api/baseQuery');
    const { setRuntimeConfig } = await import('./runtimeConfig');
    const { initialSessionState } = await import('./sessionSlice');
    const { listenToOtherTabs } = await import('./tabs');
    const { logout } = await import('./logout');
    const { browserNavigation } = await import('./navigation');
    // Signing out ends in a full-page redirect, which jsdom cannot do.
    jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    setRuntimeConfig({ apiHost: TEST_API_HOST, realmUrl: 'http://sso.test/realms/contracts', clientId: 'console' });
    const store = makeStore({ session: { ...initialSessionState, accessToken, refreshable: true } });
    listenToOtherTabs(store.dispatch);
    const baseQuery = createBaseQuery({ sleep: async () => undefined });
    const get = (path: string) =>
      baseQuery(
        path,
        {
          getState: store.getState,
          dispatch: store.dispatch,
          signal: new AbortController().signal,
          abort: () => undefined,
          extra: undefined,
          endpoint: 'test',
          type: 'query',
        },
        {},
      );
    tab = { store, baseQuery, get, signOut: () => store.dispatch(logout()) };
  });
  if (!tab) throw new Error('the tab did not open');
  return tab;
}

/**
 * The platform: tenants only for the new token; a refresh (no body, the HttpOnly cookie) answers
 * NEW_TOKEN after a moment, as often as it is asked (what its grace window does for racing tabs).
 */
function platformWithRefresh(refresh: PlatformHandler = () => ({ status: 200, body: { token: NEW_TOKEN } })) {
  return installFakePlatform({
    'GET /api/tenants': ({ authorization }) =>
      authorization === `Bearer ${NEW_TOKEN}`
        ? { status: 200, body: TENANTS }
        : { status: 401, body: { code: 401, message: 'Expired JWT Token' } },
    'POST /api/token/refresh': async (request) => {
      await pause(30);
      return refresh(request);
    },
    'POST /api/refresh-token/invalidate': () => ({ status: 200, body: {} }),
  });
}

let uninstall: () => void = () => undefined;

beforeEach(() => {
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  document.cookie = `token=${OLD_TOKEN}; path=/`;
  document.cookie = 'signed_in=1; path=/';
});
afterEach(() => uninstall());

describe('two tabs with Web Locks and BroadcastChannel', () => {
  beforeEach(() => {
    ({ uninstall } = installFakeTabApis());
  });

  it('send one refresh when both find the token expired at once, and both carry on with the new token', async () => {
    const platform = platformWithRefresh();
    const first = await openTab(OLD_TOKEN);
    const second = await openTab(OLD_TOKEN);

    const results = await Promise.all([first.get('tenants'), second.get('tenants'), first.get('tenants')]);

    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined]);
    expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
    expect(platform.callsTo('POST', '/api/token/refresh')[0].body).toBeUndefined();
    expect(first.store.getState().session.accessToken).toBe(NEW_TOKEN);
    expect(second.store.getState().session.accessToken).toBe(NEW_TOKEN);
    expect(
      platform.callsTo('GET', '/api/tenants').filter((r) => r.authorization === `Bearer ${NEW_TOKEN}`),
    ).toHaveLength(3);
  });

  it('hand the refreshed token to the other tab, whose next request needs no refresh and no 401', async () => {
    const platform = platformWithRefresh();
    const first = await openTab(OLD_TOKEN);
    const second = await openTab(OLD_TOKEN);

    await first.get('tenants');
    await pause(5); // the BroadcastChannel delivers asynchronously, as browsers do
    expect(second.store.getState().session.accessToken).toBe(NEW_TOKEN);
    const callsBefore = platform.requests.length;
    await expect(second.get('tenants')).resolves.toMatchObject({ data: TENANTS });

    expect(platform.requests.slice(callsBefore).map((r) => [r.method, r.path, r.authorization])).toEqual([
      ['GET', '/api/tenants', `Bearer ${NEW_TOKEN}`],
    ]);
    expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
    // What went between the tabs: the access token, never a refresh token (the console has none).
    expect(FakeBroadcastChannel.posted).toEqual([{ type: 'tokens', token: NEW_TOKEN }]);
  });

  it('sign out every tab when one signs out', async () => {
    platformWithRefresh();
    const first = await openTab(NEW_TOKEN);
    const second = await openTab(NEW_TOKEN);

    await first.signOut();
    await pause(5);

    expect(first.store.getState().session.accessToken).toBeNull();
    expect(second.store.getState().session).toMatchObject({ accessToken: null, ended: false });
  });
});

describe('two tabs in a browser with neither API', () => {
  beforeEach(() => {
    ({ uninstall } = installFakeTabApis({ channel: false, locks: false }));
  });

  it('still carry on: each refreshes by itself and the platform’s grace window gives both the same token', async () => {
    const platform = platformWithRefresh();
    const first = await openTab(OLD_TOKEN);
    const second = await openTab(OLD_TOKEN);

    const results = await Promise.all([first.get('tenants'), second.get('tenants')]);

    expect(results.map((result) => result.error)).toEqual([undefined, undefined]);
    expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(2);
    expect(first.store.getState().session.accessToken).toBe(NEW_TOKEN);
    expect(second.store.getState().session.accessToken).toBe(NEW_TOKEN);
  });
});

it('a refused refresh in one tab does not sign out the other, whose token may still be good', async () => {
  ({ uninstall } = installFakeTabApis());
  platformWithRefresh(() => ({ status: 401, body: { code: 401, message: 'Invalid JWT Refresh Token' } }));
  const first = await openTab(OLD_TOKEN);
  const second = await openTab(NEW_TOKEN);

  await first.get('tenants');
  await pause(5);

  expect(first.store.getState().session).toMatchObject({ accessToken: null, ended: true });
  expect(second.store.getState().session.accessToken).toBe(NEW_TOKEN);
  await expect(second.get('tenants')).resolves.toMatchObject({ data: TENANTS });
});
