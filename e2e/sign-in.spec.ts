import { expect, PASSWORD, signIn, signOutThroughMenu, snap, test } from './support';

test('the login page redirects to the identity service, which signs the supervisor in to the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/Login/);
  await snap(page, testInfo, 'login-page');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realms\/contracts\//);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await snap(page, testInfo, 'identity-sign-in-page');

  await page.getByLabel('Username').fill('supervisor');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password.')).toBeVisible();

  const dashboardCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') dashboardCalls.push(request.url());
  });
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const counters = page.getByTestId('dashboard-counters');
  await expect(counters.getByText('Tenants')).toBeVisible();
  await expect(counters.getByText('Companies')).toBeVisible();
  await expect(counters.getByText('Users')).toBeVisible();
  await expect(counters.getByTestId('counter-tenant')).not.toHaveText('0');
  await snap(page, testInfo, 'dashboard-supervisor');

  // Counters are fetched once: moving away and back does not ask again.
  await page.getByRole('menuitem', { name: 'Tenant' }).click();
  await expect(page).toHaveURL(/\/tenant$/);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(counters.getByText('Tenants')).toBeVisible();
  expect(dashboardCalls).toHaveLength(1);
});

test('sign out invalidates the refresh token, clears the cookies and lands on the logout-success page', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, 'tenant.admin');
  const invalidate = page.waitForRequest(
    (request) => request.url().endsWith('/api/refresh-token/invalidate') && request.method() === 'POST',
  );
  await signOutThroughMenu(page);
  await invalidate;
  await expect(page).toHaveURL(/\/logout_success$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await snap(page, testInfo, 'logout-success');
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('token');
  expect(names).not.toContain('refresh_token');
  expect(names).not.toContain('refresh_token_httponly');
  expect(names).not.toContain('signed_in');

  // Signed out for real: a protected page sends the visitor to the login page, which will return there.
  await page.goto('/tenant');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ftenant$/);
});

test('a deactivated user is logged out by the platform (460)', async ({ page }, testInfo) => {
  await signIn(page, 'inactive', { expectDashboard: false });
  // The logout-success page, told why (issue 25; fidelity-words.spec.ts reads its whole text).
  await expect(page).toHaveURL(/\/logout_success\?state=inactive$/);
  await expect(page.getByText('Your account is inactive')).toBeVisible();
  await snap(page, testInfo, 'inactive-logged-out');
});

test('coming back after the access token expired refreshes it once and carries on', async ({ page, context }) => {
  await signIn(page, 'supervisor');
  const cookies = await context.cookies();
  // The refresh token is HttpOnly only (the console never reads it); its readable marker tells the console to refresh.
  const refreshToken = cookies.find((cookie) => cookie.name === 'refresh_token_httponly');
  expect(refreshToken?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'signed_in')?.value).toBe('1');
  // An access token whose exp lies in the past (the start-up flow reads exp; the server would refuse it anyway).
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ username: 'supervisor', roles: ['ROLE_SUPERVISOR'], iat: 1, exp: 2 })}.c2ln`;
  await context.addCookies([{ name: 'token', value: expired, domain: 'localhost', path: '/' }]);

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/token/refresh')) refreshes.push(request.method());
  });
  await page.goto('/tenant');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(refreshes).toEqual(['POST']);
  const renewed = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(renewed?.value).not.toBe(expired);
  expect((await context.cookies()).find((cookie) => cookie.name === 'refresh_token_httponly')?.value).not.toBe(
    refreshToken!.value,
  );
});

test('a forged access token is refused by the platform and replaced through the refresh token', async ({
  page,
  context,
}) => {
  await signIn(page, 'supervisor');
  // A fresh visit: the dashboard's requests (its activity panel loads late) are left behind.
  await page.goto('about:blank');
  // Well-formed, unexpired, but not signed by the platform: the API answers 401 and the console refreshes.
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 600;
  const forged = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ username: 'supervisor', roles: ['ROLE_SUPERVISOR'], iat: exp - 700, exp })}.c2ln`;
  await context.addCookies([{ name: 'token', value: forged, domain: 'localhost', path: '/' }]);
  const answers: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) answers.push(`${response.status()} ${pathname}`);
  });
  await page.goto('/tenant');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect(answers[0]).toMatch(/^401 /);
  expect(answers.filter((answer) => answer.endsWith('/api/token/refresh'))).toEqual(['200 /api/token/refresh']);
  expect(answers).toContain('200 /api/tenants');
});
