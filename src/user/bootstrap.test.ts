/**
 * Start-up from cookies (spec section 4, without a readable refresh token): the access token from
 * its cookie; a refresh (no body: the HttpOnly cookie carries the token) only when the platform's
 * readable marker says a refresh cookie exists.
 */
import { makeStore } from '../app/store';
import { installFakePlatform, TEST_API_HOST, type PlatformHandler } from '../testing/fakePlatform';
import { makeAccessToken } from '../testing/tokens';
import { bootstrapSession, restoreTokens } from './bootstrap';
import { readTokenCookie, hasSessionMarker } from '../session/cookies';
import { browserNavigation } from '../session/navigation';
import { setRuntimeConfig } from '../session/runtimeConfig';

const VALID = makeAccessToken({ username: 'tenant.admin', expiresIn: 600 });
const EXPIRED = makeAccessToken({ username: 'tenant.admin', expiresIn: -1 });
const FRESH = makeAccessToken({ username: 'tenant.admin', expiresIn: 900 });

function setCookies(cookies: Record<string, string>): void {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
}

/** The platform's refresh: it reads the browser's HttpOnly cookie (simulated here), never a body. */
function refreshRoute(httpOnlyCookie: string | null): PlatformHandler {
  return ({ body }) =>
    body === undefined && httpOnlyCookie === 'refresh-1'
      ? { status: 200, body: { token: FRESH } }
      : { status: 401, body: { code: 401, message: 'Invalid JWT Refresh Token' } };
}

beforeEach(() => {
  setRuntimeConfig({ apiHost: TEST_API_HOST });
  for (const name of ['token', 'refresh_token', 'signed_in'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('restoring the session from cookies', () => {
  it('loads a valid token without calling the server', async () => {
    setCookies({ token: VALID, signed_in: '1' });
    const platform = installFakePlatform({});
    const store = makeStore();
    await expect(restoreTokens(store)).resolves.toBe(true);
    expect(store.getState().session).toMatchObject({ accessToken: VALID, refreshable: true });
    expect(platform.requests).toHaveLength(0);
  });

  it('refreshes an expired token through the HttpOnly cookie when the marker says there is one', async () => {
    setCookies({ token: EXPIRED, signed_in: '1' });
    const platform = installFakePlatform({ 'POST /api/token/refresh': refreshRoute('refresh-1') });
    const store = makeStore();
    await expect(restoreTokens(store)).resolves.toBe(true);
    const [refresh] = platform.callsTo('POST', '/api/token/refresh');
    expect(platform.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
    expect(refresh.body).toBeUndefined();
    expect(store.getState().session).toMatchObject({ accessToken: FRESH, refreshable: true, ended: false });
    expect(readTokenCookie()).toBe(FRESH);
    expect(document.cookie).not.toContain('refresh');
  });

  it('with an expired token and no marker removes the token and stays signed out without a request', async () => {
    setCookies({ token: EXPIRED });
    const platform = installFakePlatform({});
    const store = makeStore();
    await expect(restoreTokens(store)).resolves.toBe(false);
    expect(platform.requests).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshable: false });
    expect(readTokenCookie()).toBeNull();
  });

  it('without a token cookie refreshes when the marker is there', async () => {
    setCookies({ signed_in: '1' });
    const platform = installFakePlatform({ 'POST /api/token/refresh': refreshRoute('refresh-1') });
    const store = makeStore();
    await expect(restoreTokens(store)).resolves.toBe(true);
    expect(platform.callsTo('POST', '/api/token/refresh')[0].body).toBeUndefined();
    expect(store.getState().session.accessToken).toBe(FRESH);
  });

  it('never reads or sends a readable refresh_token an older release left behind', async () => {
    setCookies({ refresh_token: 'legacy-secret' });
    const platform = installFakePlatform({ 'POST /api/token/refresh': refreshRoute('refresh-1') });
    await expect(restoreTokens(makeStore())).resolves.toBe(false);
    expect(platform.requests).toHaveLength(0);

    setCookies({ signed_in: '1' });
    await restoreTokens(makeStore());
    expect(JSON.stringify(platform.requests)).not.toContain('legacy-secret');
  });

  it('ends the session and clears token and marker when the refresh is refused', async () => {
    setCookies({ token: EXPIRED, signed_in: '1' });
    installFakePlatform({ 'POST /api/token/refresh': refreshRoute('revoked') });
    const store = makeStore();
    await expect(restoreTokens(store)).resolves.toBe(false);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshable: false, ended: true });
    expect(readTokenCookie()).toBeNull();
    expect(hasSessionMarker()).toBe(false);
  });

  it('keeps the marker when the platform cannot be reached, so the route guard tries again', async () => {
    setCookies({ signed_in: '1' });
    installFakePlatform({ 'POST /api/token/refresh': () => 'network-error' });
    const store = makeStore();
    await expect(restoreTokens(store)).resolves.toBe(false);
    expect(store.getState().session).toMatchObject({ accessToken: null, refreshable: true, ended: false });
    expect(hasSessionMarker()).toBe(true);
  });

  it('with no cookies at all does nothing', async () => {
    const platform = installFakePlatform({});
    await expect(restoreTokens(makeStore())).resolves.toBe(false);
    expect(platform.requests).toHaveLength(0);
  });
});

const ACME_USER = {
  '@id': '/api/users/2',
  '@type': 'User',
  id: 2,
  userName: 'tenant.admin',
  givenName: 'Tina',
  familyName: 'Admin',
  email: 'tina@acme.test',
  roles: ['ROLE_TENANT_ADMIN'],
  activity: true,
  locale: 'de',
  tenant: {
    '@id': '/api/tenants/1',
    id: 1,
    name: 'Acme',
    defaultApplication: { '@id': '/api/applications/2', id: 2, name: 'Sign' },
  },
  company: { '@id': '/api/companies/c1', id: 'c1', name: 'Acme Group' },
  applications: [],
};
const APPLICATIONS = [
  { '@id': '/api/applications/1', '@type': 'Application', id: 1, name: 'Contracts' },
  { '@id': '/api/applications/2', '@type': 'Application', id: 2, name: 'Sign' },
];
const collection = (members: unknown[]) => ({
  status: 200,
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
});

describe('start-up with the current user', () => {
  it('loads the user and applications, picks the tenant default application and the user locale', async () => {
    setCookies({ token: VALID, signed_in: '1' });
    const platform = installFakePlatform({
      'GET /api/users': ({ search }) => collection(search.get('userName') === 'tenant.admin' ? [ACME_USER] : []),
      'GET /api/applications': () => collection(APPLICATIONS),
    });
    const store = makeStore();
    await bootstrapSession(store);
    expect(platform.callsTo('GET', '/api/users')[0].search.get('userName')).toBe('tenant.admin');
    expect(platform.callsTo('GET', '/api/applications').map((r) => r.search.get('current'))).toEqual(
      expect.arrayContaining(['1', null]),
    );
    expect(store.getState().applications).toEqual({ active: 2, current: APPLICATIONS });
    expect(store.getState().session.uiLanguage).toBe('de');
  });

  it('logs out a user whose account has no activity', async () => {
    setCookies({ token: VALID, signed_in: '1' });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const platform = installFakePlatform({
      'GET /api/users': () => collection([{ ...ACME_USER, activity: false }]),
      'GET /api/applications': () => collection(APPLICATIONS),
      'POST /api/refresh-token/invalidate': () => ({ status: 200, body: {} }),
    });
    const store = makeStore();
    await bootstrapSession(store);
    expect(platform.callsTo('POST', '/api/refresh-token/invalidate')).toHaveLength(1);
    expect(store.getState().session.accessToken).toBeNull();
    expect(assign).toHaveBeenCalledWith(
      expect.stringContaining('/protocol/openid-connect/logout?post_logout_redirect_uri='),
    );
    // The page it comes back to says why (state=inactive).
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/&state=inactive$/));
    expect(readTokenCookie()).toBeNull();
    expect(hasSessionMarker()).toBe(false);
  });

  it('starts what needs only the token before the current user is asked for; nothing when signed out', async () => {
    setCookies({ token: VALID, signed_in: '1' });
    const platform = installFakePlatform({
      'GET /api/users': () => collection([ACME_USER]),
      'GET /api/applications': () => collection(APPLICATIONS),
    });
    const store = makeStore();
    const seen: { token: string | null; requests: number }[] = [];
    await bootstrapSession(store, {
      onSignedIn: () => seen.push({ token: store.getState().session.accessToken, requests: platform.requests.length }),
    });
    expect(seen).toEqual([{ token: VALID, requests: 0 }]);

    for (const name of ['token', 'signed_in'])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    const signedOut = jest.fn();
    await bootstrapSession(makeStore(), { onSignedIn: signedOut });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('passes a failed load of user data to the error handler', async () => {
    setCookies({ token: VALID });
    installFakePlatform({
      'GET /api/users': () => ({
        status: 403,
        body: { 'hydra:title': 'An error occurred', 'hydra:description': 'Access Denied' },
      }),
      'GET /api/applications': () => collection(APPLICATIONS),
    });
    const onError = jest.fn();
    await bootstrapSession(makeStore(), { onError });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
  });
});
