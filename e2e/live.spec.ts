import { type Browser, type Page, type Request } from '@playwright/test';
import { expect, signIn, signOutThroughMenu, snap, tableRows, test } from './support';

/**
 * Live updates: a list open in the console refreshes when someone else changes a row it may see,
 * never for another tenant's row, and the stream ends with the session.
 */

const FIRST_LOAD = { timeout: 30_000 };
const isEvents = (request: Request) => new URL(request.url()).pathname === '/api/events';
const isCompanyList = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/companies';

/** The platform as this page's signed-in user: its bearer token is the console's `token` cookie. */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
}

/** Another person, signed in in a browser of their own (on this worker's server). */
async function colleague(browser: Browser, baseURL: string | undefined, userName: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signIn(page, userName);
  return page;
}

test('a company created elsewhere appears in the open list, a Globex change refetches nothing, sign-out ends the stream', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'tenant.admin');
  const opened = page.waitForResponse((response) => isEvents(response.request()));
  await page.goto('/company/list');
  expect((await opened).status()).toBe(200);
  await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);

  // Created by a supervisor in another browser: it must show up here without a reload.
  const name = `AAA Live ${Date.now().toString(36)}`;
  const supervisor = await colleague(browser, baseURL, 'supervisor');
  const acme = await supervisor.request.get('/api/tenants?name=Acme', { headers: await bearer(supervisor) });
  const acmeIri = ((await acme.json()) as { 'hydra:member': Array<{ '@id': string; name: string }> })[
    'hydra:member'
  ].find((tenant) => tenant.name === 'Acme')?.['@id'];
  expect(acmeIri).toBeTruthy();
  const created = await supervisor.request.post('/api/companies', {
    headers: { ...(await bearer(supervisor)), 'Content-Type': 'application/ld+json' },
    data: { name, tenant: acmeIri },
  });
  expect(created.status()).toBe(201);
  await expect(tableRows(page).filter({ hasText: name })).toHaveCount(1, { timeout: 15_000 });
  await snap(page, testInfo, 'live-company-appeared');

  // A Globex change refetches nothing here; an Acme change afterwards shows the stream still works.
  const globex = await colleague(browser, baseURL, 'globex.admin');
  const globexCompanies = await globex.request.get('/api/companies?itemsPerPage=1', { headers: await bearer(globex) });
  const globexCompany = ((await globexCompanies.json()) as { 'hydra:member': Array<{ '@id': string }> })[
    'hydra:member'
  ][0]!['@id'];
  const refetches: Request[] = [];
  page.on('request', (request) => {
    if (isCompanyList(request)) refetches.push(request);
  });
  const patched = await globex.request.patch(globexCompany, {
    headers: { ...(await bearer(globex)), 'Content-Type': 'application/merge-patch+json' },
    data: { name: `Globex Live ${Date.now().toString(36)}` },
  });
  expect(patched.status()).toBe(200);
  await page.waitForTimeout(1_500);
  expect(refetches, 'the Globex change refetched the Acme list').toHaveLength(0);
  const renamed = `${name} renamed`;
  const acmeCompany = ((await created.json()) as { '@id': string })['@id'];
  const renaming = await supervisor.request.patch(acmeCompany, {
    headers: { ...(await bearer(supervisor)), 'Content-Type': 'application/merge-patch+json' },
    data: { name: renamed },
  });
  expect(renaming.status()).toBe(200);
  // The stream is still alive: an Acme change does refresh the list.
  await expect(tableRows(page).filter({ hasText: renamed })).toHaveCount(1, { timeout: 15_000 });

  // Sign-out ends the stream, and nothing opens a new one.
  const ended = new Promise<void>((resolve) => {
    page.on('requestfailed', (request) => isEvents(request) && resolve());
    page.on('requestfinished', (request) => isEvents(request) && resolve());
  });
  await signOutThroughMenu(page);
  await ended;
  await expect(page).toHaveURL(/\/logout_success$/);
  const reopened: Request[] = [];
  page.on('request', (request) => isEvents(request) && reopened.push(request));
  await page.waitForTimeout(2_000);
  expect(reopened).toHaveLength(0);

  // Cleanup: the company goes again.
  await supervisor.request.delete(acmeCompany, { headers: await bearer(supervisor) });
});
