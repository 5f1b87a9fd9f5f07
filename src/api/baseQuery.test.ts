import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { notification } from 'antd';
import { makeStore, type AppStore } from '../app/store';
import { browserNavigation } from '../session/navigation';
import { setRuntimeConfig } from '../session/runtimeConfig';
import { initialSessionState } from '../session/sessionSlice';
import { installFakePlatform, pause, TEST_API_HOST } from '../testing/fakePlatform';
import { makeAccessToken } from '../testing/tokens';
import { createBaseQuery, RETRY_MIN_DELAY_MS } from './baseQuery';
import { showingFieldErrors } from './errorNotice';

jest.mock('antd', () => ({ notification: { error: jest.fn(), config: jest.fn() } }));

const OLD_TOKEN = makeAccessToken({ username: 'tenant.admin', expiresIn: -10 });
const NEW_TOKEN = makeAccessToken({ username: 'tenant.admin', expiresIn: 900 });
const TENANTS = { '@id': '/api/tenants', 'hydra:member': [], 'hydra:totalItems': 0 };

/**
 * The HttpOnly refresh cookie the browser holds: the console never sees it, the platform (the
 * fake below) reads it as the browser sends it with a body-less refresh.
 */
let refreshCookie: string | null = null;

function storeWith(accessToken: string | null, browserRefreshCookie: string | null): AppStore {
  refreshCookie = browserRefreshCookie;
  return makeStore({
    session: { ...initialSessionState, accessToken, refreshable: browserRefreshCookie !== null },
  });
}

function queryApi(store: AppStore): BaseQueryApi {
  return {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const sleeps: number[] = [];
const baseQuery = createBaseQuery({
  sleep: async (ms) => {
    sleeps.push(ms);
  },
});

beforeEach(() => {
  sleeps.length = 0;
  setRuntimeConfig({ apiHost: TEST_API_HOST, realmUrl: 'http://sso.test/realms/contracts', clientId: 'console' });
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('re-authentication', () => {
  it('answers five parallel 401s with exactly one refresh and replays all five with the new token', async () => {
    const platform = installFakePlatform({
      'GET /api/tenants': ({ authorization }) =>
        authorization === `Bearer ${NEW_TOKEN}`
          ? { status: 200, body: TENANTS }
          : { status: 401, body: { code: 401, message: 'Expired JWT Token' } },
      'POST /api/token/refresh': async ({ body }) => {
        await pause(20);
        if (body !== undefined || refreshCookie !== 'refresh-1')
          return { status: 401, body: { code: 401, message: 'Invalid JWT Refresh Token' } };
        refreshCookie = 'refresh-2';
        return { status: 200, body: { token: NEW_TOKEN } };
      },
    });
    const store = storeWith(OLD_TOKEN, 'refresh-1');

    const results = await Promise.all(Array.from({ length: 5 }, () => baseQuery('tenants', queryApi(store), {})));

    expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(results.every((result) => (result.data as typeof TENANTS)['hydra:totalItems'] === 0)).toBe(true);
    const replays = platform.callsTo('GET', '/api/tenants').filter((r) => r.authorization === `Bearer ${NEW_TOKEN}`);
    expect(replays).toHaveLength(5);
    expect(store.getState().session).toMatchObject({ accessToken: NEW_TOKEN, refreshable: true, ended: false });
    expect(document.cookie).toContain(`token=${NEW_TOKEN}`);
    expect(document.cookie).not.toContain('refresh');
  });

  it('ends the session when the refresh is refused, without looping', async () => {
    document.cookie = `token=${OLD_TOKEN}; path=/`;
    document.cookie = 'signed_in=1; path=/';
    const platform = installFakePlatform({
      'GET /api/tenants': () => ({ status: 401, body: { code: 401, message: 'Expired JWT Token' } }),
      'POST /api/token/refresh': () => ({ status: 401, body: { code: 401, message: 'Invalid JWT Refresh Token' } }),
    });
    const store = storeWith(OLD_TOKEN, 'spent');

    const results = await Promise.all(Array.from({ length: 3 }, () => baseQuery('tenants', queryApi(store), {})));

    expect(results.map((result) => result.error?.status)).toEqual([401, 401, 401]);
    expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
    expect(platform.callsTo('GET', '/api/tenants')).toHaveLength(3);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshable: false, ended: true });
    expect(document.cookie).not.toContain('token=');
    expect(document.cookie).not.toContain('signed_in=');
  });

  it('keeps the session and its cookies when the platform cannot be reached to refresh', async () => {
    document.cookie = `token=${OLD_TOKEN}; path=/`;
    document.cookie = 'signed_in=1; path=/';
    installFakePlatform({
      'GET /api/tenants': () => ({ status: 401, body: { code: 401, message: 'Expired JWT Token' } }),
      'POST /api/token/refresh': () => 'network-error',
    });
    const store = storeWith(OLD_TOKEN, 'refresh-1');
    const result = await baseQuery('tenants', queryApi(store), {});
    expect(result.error?.status).toBe(401);
    expect(store.getState().session).toMatchObject({ accessToken: OLD_TOKEN, ended: false });
    expect(document.cookie).toContain('signed_in=1');
  });

  it('does nothing more on a 401 when no refresh cookie was ever set', async () => {
    const platform = installFakePlatform({ 'GET /api/tenants': () => ({ status: 401, body: { code: 401 } }) });
    const result = await baseQuery('tenants', queryApi(storeWith(OLD_TOKEN, null)), {});
    expect(result.error?.status).toBe(401);
    expect(platform.requests).toHaveLength(1);
  });

  it('sends the bearer token it holds and JSON-LD as accepted type', async () => {
    const platform = installFakePlatform({ 'GET /api/tenants': () => ({ status: 200, body: TENANTS }) });
    await baseQuery('/api/tenants', queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(platform.requests[0].authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect(platform.fetchMock.mock.calls[0][0]).toBeInstanceOf(Request);
    expect((platform.fetchMock.mock.calls[0][0] as Request).headers.get('Accept')).toBe('application/ld+json');
  });

  it('sends no Authorization header when signed out', async () => {
    const platform = installFakePlatform({ 'GET /api/tenants': () => ({ status: 200, body: TENANTS }) });
    await baseQuery('tenants', queryApi(storeWith(null, null)), {});
    expect(platform.requests[0].authorization).toBeNull();
  });

  it('asks for answers in the interface language, so the platform words its errors in it', async () => {
    installFakePlatform({ 'GET /api/tenants': () => ({ status: 200, body: TENANTS }) });
    const store = makeStore({ session: { ...initialSessionState, accessToken: NEW_TOKEN, uiLanguage: 'de' } });
    await baseQuery('tenants', queryApi(store), {});
    const fetchMock = global.fetch as jest.Mock;
    expect((fetchMock.mock.calls[0][0] as Request).headers.get('Accept-Language')).toBe('de');
  });
});

describe('read retries', () => {
  it.each([['network-error' as const], [{ status: 503 }], [{ status: 500 }]])(
    'retries a GET three times on %j, waiting at least the minimum delay',
    async (reply) => {
      const platform = installFakePlatform({ 'GET /api/tenants': () => reply });
      const result = await baseQuery('tenants', queryApi(storeWith(NEW_TOKEN, 'r')), {});
      expect(result.error).toBeDefined();
      expect(platform.callsTo('GET', '/api/tenants')).toHaveLength(4);
      expect(sleeps).toHaveLength(3);
      expect(Math.min(...sleeps)).toBeGreaterThanOrEqual(RETRY_MIN_DELAY_MS);
    },
  );

  it('stops retrying as soon as a read succeeds', async () => {
    let calls = 0;
    installFakePlatform({ 'GET /api/tenants': () => (++calls < 3 ? { status: 503 } : { status: 200, body: TENANTS }) });
    const result = await baseQuery('tenants', queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(result.data).toEqual(TENANTS);
    expect(calls).toBe(3);
  });

  it.each([400, 403, 404, 422])('never retries a %i', async (status) => {
    const platform = installFakePlatform({
      'GET /api/tenants': () => ({ status, body: { 'hydra:title': 'An error occurred' } }),
    });
    const result = await baseQuery('tenants', queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(result.error?.status).toBe(status);
    expect(platform.requests).toHaveLength(1);
  });

  it.each(['POST', 'PATCH', 'DELETE'])('never retries a %s', async (method) => {
    const platform = installFakePlatform({ [`${method} /api/tenants`]: () => ({ status: 503 }) });
    const result = await baseQuery(
      { url: 'tenants', method, body: { name: 'Acme' } },
      queryApi(storeWith(NEW_TOKEN, 'r')),
      {},
    );
    expect(result.error?.status).toBe(503);
    expect(platform.requests).toHaveLength(1);
  });
});

describe('error statuses', () => {
  it('shows a 422 as a notification with the hydra title and description', async () => {
    installFakePlatform({
      'POST /api/tenants': () => ({
        status: 422,
        body: {
          '@type': 'ConstraintViolationList',
          'hydra:title': 'An error occurred',
          'hydra:description': 'name: This value should not be blank.',
          violations: [{ propertyPath: 'name', message: 'This value should not be blank.' }],
        },
      }),
    });
    await baseQuery({ url: 'tenants', method: 'POST', body: {} }, queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(notification.error).toHaveBeenCalledWith({
      message: 'An error occurred',
      description: 'name: This value should not be blank.',
    });
  });

  it('leaves out what the saving form shows at its fields: one error, one place', async () => {
    const violations = [
      { propertyPath: 'name', message: 'This value is already used.' },
      { propertyPath: 'keycloakId', message: 'This value should be of type integer.' },
    ];
    installFakePlatform({
      'POST /api/tenants': () => ({
        status: 422,
        body: {
          'hydra:title': 'An error occurred',
          'hydra:description': 'name: This value is already used.\nkeycloakId: This value should be of type integer.',
          violations,
        },
      }),
    });
    const store = storeWith(NEW_TOKEN, 'r');
    const save = async () => baseQuery({ url: 'tenants', method: 'POST', body: {} }, queryApi(store), {});
    // The form shows both: the notice only says to correct them.
    await showingFieldErrors((path) => path === 'name' || path === 'keycloakId', save);
    expect(notification.error).toHaveBeenLastCalledWith({
      message: 'An error occurred',
      description: 'Please correct the marked fields.',
    });
    // The form shows one: the notice tells the other, as the platform words it.
    await showingFieldErrors((path) => path === 'name', save);
    expect(notification.error).toHaveBeenLastCalledWith({
      message: 'An error occurred',
      description: 'keycloakId: This value should be of type integer.',
    });
    // No form saving: the platform's description.
    await save();
    expect(notification.error).toHaveBeenLastCalledWith({
      message: 'An error occurred',
      description: 'name: This value is already used.\nkeycloakId: This value should be of type integer.',
    });
  });

  it('uses the HTTP status as description when a 422 has none', async () => {
    installFakePlatform({ 'POST /api/tenants': () => ({ status: 422, body: { 'hydra:title': 'Invalid' } }) });
    await baseQuery({ url: 'tenants', method: 'POST', body: {} }, queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(notification.error).toHaveBeenCalledWith({ message: 'Invalid', description: '422' });
  });

  it('still returns the 422 to the caller when the notice cannot be shown', async () => {
    jest.mocked(notification.error).mockImplementationOnce(() => {
      throw new Error('Loading chunk notification failed');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakePlatform({ 'POST /api/tenants': () => ({ status: 422, body: { 'hydra:title': 'Invalid' } }) });
    const result = await baseQuery(
      { url: 'tenants', method: 'POST', body: {} },
      queryApi(storeWith(NEW_TOKEN, 'r')),
      {},
    );
    expect(result.error).toMatchObject({ status: 422, data: { 'hydra:title': 'Invalid' } });
  });

  it("leaves a quiet write's refusal to its caller", async () => {
    const platform = installFakePlatform({
      'DELETE /api/tenants/3': () => ({ status: 409, body: { 'hydra:title': 'Tenant in use' } }),
    });
    const result = await baseQuery(
      { url: 'tenants/3', method: 'DELETE', quiet: true },
      queryApi(storeWith(NEW_TOKEN, 'r')),
      {},
    );
    expect(result.error).toMatchObject({ status: 409 });
    expect(notification.error).not.toHaveBeenCalled();
    expect(platform.callsTo('DELETE', '/api/tenants/3')).toHaveLength(1);
  });

  it('leaves failed reads to the page that shows them', async () => {
    installFakePlatform({ 'GET /api/tenants': () => ({ status: 404, body: {} }) });
    await baseQuery('tenants', queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(notification.error).not.toHaveBeenCalled();
  });

  it.each([
    [403, 'You are not allowed to do this.'],
    [404, 'This item does not exist or is no longer available.'],
    [409, 'Someone changed this meanwhile. Reload the page and try again.'],
    [413, 'The file is too large.'],
    [500, 'System error please try again'],
  ])('explains a failed write answered %i', async (status, description) => {
    installFakePlatform({
      'PATCH /api/users/1': () => ({ status, body: { 'hydra:title': 'An error occurred', 'hydra:description': 'x' } }),
    });
    const result = await baseQuery(
      { url: 'users/1', method: 'PATCH', body: {} },
      queryApi(storeWith(NEW_TOKEN, 'r')),
      {},
    );
    expect(result.error?.status).toBe(status);
    expect(notification.error).toHaveBeenCalledWith({ message: 'Message from system', description });
  });

  it('explains a write that got no answer at all', async () => {
    installFakePlatform({});
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await baseQuery({ url: 'allowed_origins', method: 'POST', body: {} }, queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(notification.error).toHaveBeenCalledWith({
      message: 'Message from system',
      description: 'System error please try again',
    });
  });

  it('gives up a write unanswered in time, and says so', async () => {
    installFakePlatform({});
    // A platform that never answers; the request is aborted when its time is up.
    jest.spyOn(globalThis, 'fetch').mockImplementationOnce(
      (input) =>
        new Promise((_resolve, reject) => {
          const request = input as Request;
          // As a browser's fetch does: it fails with the reason of the signal that ended it.
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const impatient = createBaseQuery({ sleep: async () => undefined, timeoutMs: 50 });
    const result = await impatient(
      { url: 'allowed_origins', method: 'POST', body: {} },
      queryApi(storeWith(NEW_TOKEN, 'r')),
      {},
    );
    expect(result.error?.status).toBe('TIMEOUT_ERROR');
    expect(notification.error).toHaveBeenCalledWith({
      message: 'Message from system',
      description: 'The platform did not answer in time. Please check your connection and try again.',
    });
  });

  it('shows a 400 with violations like a 422', async () => {
    installFakePlatform({
      'POST /api/companies/chain': () => ({
        status: 400,
        body: {
          'hydra:title': 'An error occurred',
          'hydra:description': 'provider: Invalid IRI',
          violations: [{ propertyPath: 'provider', message: 'Invalid IRI' }],
        },
      }),
    });
    await baseQuery({ url: 'companies/chain', method: 'POST', body: {} }, queryApi(storeWith(NEW_TOKEN, 'r')), {});
    expect(notification.error).toHaveBeenCalledWith({
      message: 'An error occurred',
      description: 'provider: Invalid IRI',
    });
  });

  it('logs the user out on a 460', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    jest.spyOn(browserNavigation, 'origin').mockReturnValue('https://console.test');
    const platform = installFakePlatform({
      'GET /api/tenants': () => ({ status: 460, body: { 'hydra:title': 'Deactivated' } }),
      'POST /api/refresh-token/invalidate': () => ({ status: 200, body: {} }),
    });
    const store = storeWith(NEW_TOKEN, 'refresh-1');

    await baseQuery('tenants', queryApi(store), {});
    await pause(0);
    await pause(0);

    expect(platform.callsTo('POST', '/api/refresh-token/invalidate')).toHaveLength(1);
    expect(platform.callsTo('POST', '/api/refresh-token/invalidate')[0].authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshable: false });
    expect(assign).toHaveBeenCalledWith(
      `http://sso.test/realms/contracts/protocol/openid-connect/logout?post_logout_redirect_uri=${encodeURIComponent(
        'https://console.test/logout_success',
      )}&client_id=console&state=inactive`,
    );
  });
});
