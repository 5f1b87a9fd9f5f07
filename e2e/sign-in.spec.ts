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

test.describe('the sign-in page before its scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('is on screen as the server sent it, in the language of its address', async ({ page }) => {
    await page.goto('/de/login');
    await expect(page.getByRole('heading', { name: 'Anmeldung' })).toBeVisible();
    await expect(page.getByText('Melden Sie sich mit Ihrem Firmenkonto an, um Verträge zu verwalten.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page).toHaveTitle('Anmeldung · Vertragskonsole');
    // The signed-out landing's link needs no script at all.
    await page.goto('/de/logout_success');
    await expect(page.getByText('Sie wurden abgemeldet.')).toBeVisible();
    await page.getByRole('link', { name: 'Erneut anmelden' }).click();
    await expect(page).toHaveURL(/\/de\/login$/);
  });
});

test.describe('the sign-in page in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is drawn dark by its scripts over the light one the server sent, and signs in', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/realms\/contracts\//);
  });
});

test('a sign-in page with a notice is drawn by its scripts, notice and all', async ({ page }) => {
  await page.goto('/login?error=unknown_user');
  await expect(page.getByText('Your account is not known to the platform.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realms\/contracts\//);
});

test('a click on the sign-in button before its scripts arrive is not lost', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/sign-in\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/realms\/contracts\//);
});
