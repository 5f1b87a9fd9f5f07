import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { chunkFiles, isOneOf } from './chunks';
import { expect, signIn, tableRows, test } from './support';

/**
 * Issue 8, measured in a real browser (Chrome DevTools Protocol network events, cache off):
 * the JavaScript bytes on the wire for /login and /tenant stay within the gzip budgets the bundle
 * report enforces (scripts/bundle-budgets.json), every script arrives compressed, the sign-in page
 * loads no layout, list or form code, and the list route's layout and page chunks load together.
 */

// As most people see the console: motion on, light theme (the prebuilt styles' theme; the other
// tests ask for reduced motion, which has antd's style generators load).
test.use({ reducedMotion: 'no-preference' });

const budgets = JSON.parse(fs.readFileSync(path.resolve('scripts', 'bundle-budgets.json'), 'utf8')) as Record<
  string,
  number
>;

interface Transfer {
  url: string;
  encoding: string;
  bytes: number;
  started: number;
  finished: number;
}

/** Records each response's transferred bytes (headers included) and timings until `stop`. */
async function recordNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const byId = new Map<string, Partial<Transfer>>();
  cdp.on('Network.requestWillBeSent', (event) =>
    byId.set(event.requestId, { url: event.request.url, started: event.timestamp }),
  );
  cdp.on('Network.responseReceived', (event) => {
    const entry = byId.get(event.requestId);
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (entry) entry.encoding = String(headers['content-encoding'] ?? 'identity');
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) Object.assign(entry, { bytes: event.encodedDataLength, finished: event.timestamp });
  });
  // A request the page gave up (a chunk of the screen left, cancelled by the navigation) is not pending.
  cdp.on('Network.loadingFailed', (event) => byId.delete(event.requestId));
  const finished = () => [...byId.values()].filter((entry): entry is Transfer => entry.bytes !== undefined);
  /** Scripts asked for and not yet arrived. */
  const pendingScripts = () =>
    [...byId.values()].filter((entry) => entry.bytes === undefined && new URL(entry.url!).pathname.endsWith('.js'))
      .length;
  return { finished, pendingScripts };
}

/**
 * Waits until no script has been on its way for half a second: networkidle for scripts only, since
 * the signed-in console keeps its live-update stream open for good (networkidle then waited forever
 * whenever the stream opened before the page went quiet).
 */
async function scriptsSettled(pendingScripts: () => number) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pendingScripts() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(500);
}

const scripts = (transfers: Transfer[]) => transfers.filter((entry) => new URL(entry.url).pathname.endsWith('.js'));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** The transfer of an entry (named by its name) or of a chunk (named by its id) of this name. */
const chunk = (transfers: Transfer[], name: string) => {
  const isChunk = isOneOf(chunkFiles(new RegExp(`^${name}$`), { required: false }));
  return transfers.find((entry) => new URL(entry.url).pathname.startsWith(`/${name}.`) || isChunk(entry.url));
};

test('the sign-in page: compressed scripts within the login budget, no layout, list or form code', async ({
  page,
}, testInfo) => {
  const network = await recordNetwork(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await scriptsSettled(network.pendingScripts);
  const js = scripts(network.finished());
  const total = js.reduce((sum, entry) => sum + entry.bytes, 0);
  testInfo.annotations.push({ type: 'login JavaScript on the wire', description: `${js.length} files, ${kib(total)}` });
  console.log(`/login: ${js.length} scripts, ${kib(total)} transferred`);
  expect(js.filter((entry) => !['br', 'gzip'].includes(entry.encoding)).map((entry) => entry.url)).toEqual([]);
  expect(total).toBeLessThanOrEqual(budgets.login * 1024);
  // The sign-in entry, not the console: no store, router, layout, list or form code.
  expect(chunk(js, 'sign-in'), 'the sign-in entry').toBeDefined();
  for (const name of ['main', 'framework', 'layout-default', 'layout-vendors', 'resource-list', 'runtime-styles'])
    expect(chunk(js, name), `${name} loaded on /login`).toBeUndefined();
});

test('/tenant: scripts within the list budget, layout and page chunks loading side by side', async ({
  page,
}, testInfo) => {
  await signIn(page, 'supervisor');
  const network = await recordNetwork(page);
  await page.goto('/tenant');
  await expect(tableRows(page).first()).toBeVisible();
  await scriptsSettled(network.pendingScripts);
  const all = network.finished();
  const js = scripts(all);
  const total = js.reduce((sum, entry) => sum + entry.bytes, 0);
  testInfo.annotations.push({
    type: '/tenant JavaScript on the wire',
    description: `${js.length} files, ${kib(total)}`,
  });
  expect(js.filter((entry) => !['br', 'gzip'].includes(entry.encoding)).map((entry) => entry.url)).toEqual([]);
  // Everything the page has loaded, the search form that follows the rows included (LazyTableSearch).
  expect(total).toBeLessThanOrEqual(budgets.listLoaded * 1024);

  expect(chunk(js, 'runtime-styles'), "antd's style generators loaded on /tenant").toBeUndefined();
  const parts = ['layout-default', 'resource-list', 'page-tenant'].map((name) => chunk(js, name));
  expect(parts.every(Boolean), 'layout, list page and tenant chunks loaded').toBe(true);
  // The forms are their own chunk: a list loads them when the user points at Create or Edit.
  expect(chunk(js, 'resource-form'), 'the forms loaded with the list').toBeUndefined();
  const loaded = parts as Transfer[];
  // No waterfall: every one of them was asked for before the first of them had arrived.
  expect(Math.max(...loaded.map((entry) => entry.started))).toBeLessThan(
    Math.min(...loaded.map((entry) => entry.finished)),
  );
  const list = all.find((entry) => new URL(entry.url).pathname === '/api/tenants');
  const at = (time: number) => `${((time - Math.min(...all.map((entry) => entry.started))) * 1000).toFixed(0)} ms`;
  console.log(
    `/tenant: ${js.length} scripts, ${kib(total)} transferred; ` +
      loaded
        .map((entry) => `${new URL(entry.url).pathname.split('.')[0]} ${at(entry.started)}–${at(entry.finished)}`)
        .join(', ') +
      (list ? `; /api/tenants ${at(list.started)}–${at(list.finished)}` : ''),
  );

  await page.getByRole('button', { name: 'Create' }).hover();
  await expect
    .poll(() => Boolean(chunk(scripts(network.finished()), 'resource-form')), { message: 'forms preloaded on hover' })
    .toBe(true);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
});

test('the page shows it is loading from its first paint, until the first screen is drawn', async ({
  page,
  browser,
  baseURL,
}) => {
  // What the browser paints before any script has run: the page's own loading indicator.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScripts.newPage();
  await bare.goto('/tenant');
  await expect(bare.locator('#root .boot-loading svg')).toBeVisible();
  await noScripts.close();

  await signIn(page, 'supervisor');
  await page.goto('/tenant');
  await expect(tableRows(page).first()).toBeVisible();
  await expect(page.locator('.boot-loading')).toHaveCount(0);
});
