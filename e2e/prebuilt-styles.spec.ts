import { type Page } from '@playwright/test';
import { chunkFiles, isOneOf } from './chunks';
import { differingPixels } from './pixels';
import { expect, openProfileMenu, signIn, tableRows, test } from './support';

// As most people see the console: motion on, light theme (the prebuilt styles' theme; the other
// tests ask for reduced motion, which has antd's style generators load).
test.use({ reducedMotion: 'no-preference' });

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
    // A phone's menu drawer is in the first file: it opens without waiting for the second, and
    // generates no style.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('.ant-drawer-content').getByRole('menuitem', { name: 'User' })).toBeVisible();
    expect(moreRequests).toBe(1);
    expect(await generatedStyles(page), 'styles generated in the browser for the phone menu').toBe(0);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });
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
