/**
 * Sessions that outlive their access token (issue 7, "Hardening"). These tests need tokens that
 * expire within the test, so they start their own platform server with a short ACCESS_TOKEN_TTL
 * (the shared test server keeps the product's 15 minutes) on a free loopback port, seeded with the
 * demo data in memory like the shared one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request, type BrowserContext, type Page, type Response } from '@playwright/test';
import { expect, expectSaved, PASSWORD, signIn, snap, tableRows, test } from './support';

const ACCESS_TOKEN_TTL = 20;
const REFRESH_PATH = '/api/token/refresh';

let server: ChildProcess | undefined;
let baseURL = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(os.tmpdir(), `contract-console-e2e-sessions-${process.pid}`),
      SQLITE_FILE: ':memory:',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 500) {
    const ready = await fetch(`${baseURL}/config.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (waited > 90_000 || server.exitCode !== null) throw new Error('the sessions test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill();
});

/** The access token the platform set in this context, and when it expires (epoch ms). */
async function accessToken(context: BrowserContext): Promise<{ value: string; expiresAt: number }> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'token');
  if (!cookie) throw new Error('no access token cookie');
  const claims = JSON.parse(Buffer.from(cookie.value.split('.')[1], 'base64url').toString()) as { exp: number };
  return { value: cookie.value, expiresAt: claims.exp * 1000 };
}

/** Waits (as a person leaving a tab open would) until the access token of the context has expired. */
async function outliveAccessToken(page: Page, context: BrowserContext): Promise<void> {
  const { expiresAt } = await accessToken(context);
  await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 1_500);
}

async function expectNoReadableRefreshToken(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/refresh/i);
}

/** The sign-in page of the identity service may ask again, or its own session may answer at once. */
async function completeSignIn(page: Page, userName: string, landing: RegExp): Promise<void> {
  const username = page.getByLabel('Username');
  await expect
    .poll(async () => landing.test(new URL(page.url()).pathname) || (await username.isVisible()), { timeout: 15_000 })
    .toBe(true);
  if (await username.isVisible()) {
    await username.fill(userName);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(landing);
}

test('two tabs open longer than an access token stay signed in with one refresh per expiry', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // Rendering a tab takes seconds on a loaded machine; a refresh on the way is part of the story.
  const loaded = { timeout: 30_000 };
  const context = await browser.newContext({ baseURL });
  const refreshes: Response[] = [];
  // Bodies are read as they come: a reload would take them away.
  const bodies: Promise<unknown>[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname !== REFRESH_PATH) return;
    refreshes.push(response);
    bodies.push(response.json().catch((error: unknown) => ({ unreadable: String(error) })));
  });
  const first = await context.newPage();
  await signIn(first, 'supervisor');
  const second = await context.newPage();
  for (const tab of [first, second]) {
    await tab.goto('/tenant');
    await expect(tableRows(tab).first()).toBeVisible(loaded);
  }
  await expectNoReadableRefreshToken(first);
  // Should the token have expired while the tabs opened on a loaded machine, counting starts now.
  const before = refreshes.length;

  // First expiry: both tabs ask the platform at the same moment with the expired token (401).
  await outliveAccessToken(first, context);
  const search = async (tab: Page, name: string) => {
    await tab.getByLabel('Name').first().fill(name);
    await tab.getByRole('button', { name: /^(Query|Search)$/ }).click();
  };
  await Promise.all([search(first, 'glob'), search(second, 'glob')]);
  for (const tab of [first, second]) {
    await expect(tableRows(tab)).toHaveCount(1, loaded);
    await expect(tableRows(tab).first()).toContainText('Globex');
    await expect(tab).toHaveURL(/\/tenant\?/);
  }
  expect(refreshes).toHaveLength(before + 1);

  // Second expiry: both tabs start again (reload) without a valid access token cookie.
  await outliveAccessToken(first, context);
  await Promise.all([first.reload(), second.reload()]);
  for (const tab of [first, second]) {
    await expect(tableRows(tab).first()).toContainText('Globex', loaded);
    await expect(tab).toHaveURL(/\/tenant\?/);
    await expectNoReadableRefreshToken(tab);
  }
  expect(refreshes).toHaveLength(before + 2);
  // The refresh token never reaches a page: it travels in the HttpOnly cookie only.
  expect(refreshes.map((response) => response.status())).toEqual(refreshes.map(() => 200));
  for (const body of await Promise.all(bodies)) expect(Object.keys(body as object)).toEqual(['token']);
  const httpOnly = (await context.cookies()).find((cookie) => cookie.name === 'refresh_token_httponly');
  expect(httpOnly?.httpOnly).toBe(true);
  await snap(second, testInfo, 'sessions-second-tab-after-two-expiries');
  await context.close();
});

test('a form open when the session is revoked keeps its values through sign-in and saves them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `Sessionsafe ${Date.now().toString(36)}`;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  await page.goto('/tenant/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Keycloak id').fill('7007');

  // Signed out everywhere from elsewhere (another client holding the user's access token).
  const elsewhere = await request.newContext({ baseURL });
  const revoked = await elsewhere.post('/api/refresh-token/invalidate', {
    headers: { Authorization: `Bearer ${(await accessToken(context)).value}` },
  });
  expect(revoked.status()).toBe(200);
  await elsewhere.dispose();

  // Once the access token has expired too, the save is refused and the refresh cannot recover it.
  await outliveAccessToken(page, context);
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ftenant%2Fcreate&ended=1$/);
  await expect(page.getByText('Your session has ended.')).toBeVisible();
  await expectNoReadableRefreshToken(page);
  await snap(page, testInfo, 'sessions-ended-login');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await completeSignIn(page, 'supervisor', /\/tenant\/create$/);
  await expect(page.getByText('What you typed before your session ended is back in the form.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByLabel('Keycloak id')).toHaveValue('7007');
  await snap(page, testInfo, 'sessions-form-restored');

  await expectSaved(page, () => page.getByRole('button', { name: /Submit|Save/ }).click());
  await expect(page).toHaveURL(/\/tenant(\?.*)?$/);
  await page.goto(`/tenant?name=${encodeURIComponent(name)}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('7007');

  // Saved: the kept values are gone, a new form starts empty.
  await page.goto('/tenant/create');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await context.close();
});

test('the session-ended notice and a restored form read well in German', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'supervisor');
  // What the form keeps when a session ends (drafts.ts), as the supervisor left it.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'contract-console.draft:/de/tenant/create',
      JSON.stringify({ userName: 'supervisor', savedAt: Date.now(), values: { name: 'Entwurf GmbH' } }),
    ),
  );
  await page.goto('/de/tenant/create');
  await expect(page.getByLabel('Name')).toHaveValue('Entwurf GmbH');
  await expect(page.getByText('Ihre Eingaben von vor dem Ende Ihrer Sitzung stehen wieder im Formular.')).toBeVisible();
  await snap(page, testInfo, 'sessions-form-restored-de');
  await page.goto('/de/login?returnTo=%2Fde%2Ftenant%2Fcreate&ended=1');
  await expect(page.getByText('Ihre Sitzung ist abgelaufen.')).toBeVisible();
  await snap(page, testInfo, 'sessions-ended-login-de');
  await context.close();
});
