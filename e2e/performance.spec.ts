import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { chunkFiles, chunkGroupFiles, isOneOf } from './chunks';
import { expect, openProfileMenu, signIn, tableRows, test } from './support';

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

/**
 * Pixels that differ between two screenshots, compared in the page (decoded by the browser): a
 * channel more than 4 levels apart. Two renderings of the same rounded corner may differ by one
 * level in its anti-aliasing (seen: 22 such pixels on a form's five inputs, every one 1 level off).
 */
async function differingPixels(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
      let count = 0;
      for (let i = 0; i < x.data.length; i += 4)
        if ([0, 1, 2].some((channel) => Math.abs(x.data[i + channel]! - y.data[i + channel]!) > 4)) count += 1;
      return count;
    },
    [first.toString('base64'), second.toString('base64')],
  );
}

/**
 * The build's prebuilt styles (scripts/build/prebuilt-styles.tsx) stand in for antd's CSS-in-JS
 * on the light theme: with them the browser generates no style for the list's first screen, and
 * what it draws is what the styles generated in the browser draw (the same page with the
 * stylesheet refused, which makes antd generate them all as before), on a desktop and a phone.
 * antd's style generators (the runtime-styles chunk) load only when a style is generated: without
 * the stylesheet, or for another theme (reduced motion, which the other test files ask for, is one).
 */
const isRuntimeStyles = isOneOf(chunkFiles(/^runtime-styles$/));

test.describe('prebuilt styles', () => {
  const generatedStyles = (page: Page) => page.locator('style[data-css-hash]').count();

  test('the list and its form look the same with them, and the list generates no style in the browser', async ({
    browser,
    baseURL,
  }, testInfo) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const pages: Page[] = [];
      const generatorRequests = [0, 0];
      for (const prebuilt of [true, false]) {
        const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'no-preference' });
        if (!prebuilt) await context.route(/\/styles-[a-z-]+\.[0-9a-f]+\.css$/, (route) => route.abort());
        context.on('request', (request) => {
          if (isRuntimeStyles(request.url())) generatorRequests[prebuilt ? 0 : 1] += 1;
        });
        const page = await context.newPage();
        await signIn(page, 'supervisor');
        pages.push(page);
      }
      const [withPrebuilt, generated] = pages as [Page, Page];
      for (const address of ['/tenant', '/tenant/create']) {
        const shots: Buffer[] = [];
        for (const page of pages) {
          await page.goto(address);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          if (address === '/tenant') await expect(tableRows(page).first()).toBeVisible();
          // Fonts, the table's settled widths and the live-update stream's first answer.
          await page.waitForTimeout(1_000);
          shots.push(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
        }
        if (address === '/tenant') {
          expect(await generatedStyles(withPrebuilt), 'styles generated in the browser on /tenant').toBe(0);
          // The comparison means something: without the stylesheet antd generates them all.
          expect(await generatedStyles(generated)).toBeGreaterThan(20);
        }
        const differing = await differingPixels(withPrebuilt, shots[0]!, shots[1]!);
        const name = `prebuilt-${viewport.width}${address.replace(/\//g, '-')}`;
        if (differing > 0) {
          await testInfo.attach(`${name}-prebuilt.png`, { body: shots[0]!, contentType: 'image/png' });
          await testInfo.attach(`${name}-generated.png`, { body: shots[1]!, contentType: 'image/png' });
        }
        // A few pixels of a rounded corner's anti-aliasing may differ between two renderings.
        expect(differing, `${address} at ${viewport.width} px: pixels differing`).toBeLessThanOrEqual(20);
      }
      // antd's style generators: not loaded with the prebuilt styles (sign-in page, dashboard, list,
      // form), loaded without them.
      expect(generatorRequests, 'requests for antd style generators: with, without prebuilt styles').toEqual([
        0,
        expect.any(Number),
      ]);
      expect(generatorRequests[1]).toBeGreaterThan(0);
      for (const page of pages) await page.context().close();
    }
  });

  test('a list draws with the first file alone; every other screen waits for the second and generates no style', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'no-preference' });
    let generatorRequests = 0;
    context.on('request', (request) => {
      if (isRuntimeStyles(request.url())) generatorRequests += 1;
    });
    const page = await context.newPage();
    await signIn(page, 'supervisor');
    // Held back: the list's rows and its toolbar draw without the second file; the search form
    // (which loads with it) keeps its place empty until it comes.
    const isMore = /\/styles-console-more\.[0-9a-f]+\.css$/;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let moreRequests = 0;
    await page.route(isMore, async (route) => {
      moreRequests += 1;
      await held;
      await route.continue();
    });
    await page.goto('/tenant');
    await expect(tableRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
    await expect.poll(() => moreRequests, 'the second file asked for after the rows').toBe(1);
    await expect(page.locator('.ant-pro-query-filter')).toHaveCount(0);
    release();
    await expect(page.locator('.ant-pro-query-filter')).toBeVisible();
    // Its primary button in the primary colour, as the toolbar's (from the second file).
    const primary = await page
      .getByRole('button', { name: 'Create' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    await expect(page.getByRole('button', { name: 'Query' })).toHaveCSS('background-color', primary);
    // Every other kind of screen, opened cold (a new document) or by a link: drawn with the
    // prebuilt styles, none generated in the browser.
    const drawnWithoutGenerating = async (address: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('This page could not be found!')).toHaveCount(0);
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      expect(await generatedStyles(page), `styles generated in the browser on ${address}`).toBe(0);
    };
    for (const address of ['/', '/tenant/create', '/user/create', '/company/list']) {
      await page.goto(address);
      await drawnWithoutGenerating(address);
    }
    // The form's inputs have antd's look (from the second file).
    await page.goto('/tenant/create');
    await expect(page.locator('.ant-input-affix-wrapper').first()).toHaveCSS('padding-left', '11px');
    await page.context().clearCookies();
    await signIn(page, 'tenant.admin');
    for (const [address, item] of [
      ['/contract/list', /\/contract\/list\/\d+$/],
      ['/contract/template', /\/contract\/template\/\d+$/],
      ['/file', /\/file\/\d+$/],
    ] as const) {
      await page.goto(address);
      await expect(tableRows(page).first()).toBeVisible();
      await drawnWithoutGenerating(address);
      await tableRows(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(item);
      await drawnWithoutGenerating(`an item of ${address}`);
    }
    await page.goto('/contract/verify');
    await drawnWithoutGenerating('/contract/verify');
    expect(generatorRequests, "requests for antd's style generators").toBe(0);
    await context.close();
  });

  test("switching to dark mode loads antd's style generators first, then draws the page dark", async ({ page }) => {
    let generatorRequests = 0;
    page.on('request', (request) => {
      if (isRuntimeStyles(request.url())) generatorRequests += 1;
    });
    await signIn(page, 'supervisor');
    await page.goto('/tenant');
    await expect(tableRows(page).first()).toBeVisible();
    expect(generatorRequests).toBe(0);
    const table = page.locator('.ant-table').first();
    await expect(table).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(async () => {
      await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Dark', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(table).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    expect(generatorRequests).toBeGreaterThan(0);
    // The list stayed on screen: no loading state while the generators came.
    await expect(tableRows(page).first()).toBeVisible();
  });
});

test("the page-size changer looks the same before antd's Select is in, and then changes the page size", async ({
  page,
}) => {
  // Held from the start: the dashboard after signing in draws a size changer too, and a chunk it
  // loaded would come from the memory cache, past any route.
  // antd's Select: its named chunk and the shared ones it needs (not the layout's, in already).
  const isSelect = isOneOf(chunkGroupFiles('antd-select', /^layout-vendors$/));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isSelect(url.href),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await signIn(page, 'supervisor');
  await page.goto('/user');
  await expect(tableRows(page).first()).toBeVisible();
  const changer = page.locator('.ant-pagination-options-size-changer');
  await expect(changer).toHaveText('10 / page');
  // The stand-in: drawn as the closed select is, without its list.
  await expect(changer.locator('input[aria-owns]')).toHaveCount(0);
  const before = await changer.screenshot({ animations: 'disabled', caret: 'hide' });
  release();
  await expect(changer.locator('input[aria-owns]')).toHaveCount(1);
  const after = await changer.screenshot({ animations: 'disabled', caret: 'hide' });
  expect(await differingPixels(page, before, after), 'pixels differing once the real select is in').toBeLessThanOrEqual(
    20,
  );
  const listRequest = page.waitForRequest((request) => /\/api\/users\?.*itemsPerPage=20/.test(request.url()));
  await changer.click();
  await page.getByRole('option', { name: '20 / page' }).click();
  await listRequest;
  await expect(changer.locator('.ant-select-selection-item')).toHaveText('20 / page');
});
