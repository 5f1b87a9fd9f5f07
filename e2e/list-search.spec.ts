import type { Page } from '@playwright/test';
import { chunkFiles, chunkGroupFiles, isOneOf } from './chunks';
import { differingPixels } from './pixels';
import { expect, signIn, tableRows, test } from './support';

/**
 * A list draws its rows before its search form (issue 27): the form's code comes after the first
 * screen (src/app/bundle/LazyTableSearch.tsx), and until then an empty card of the collapsed
 * form's height holds its place. Here the form's code is held back until the rows are on screen:
 * the table must not move when the form arrives, at any width the form lays itself out for
 * (labels beside the fields, above them, and the buttons on a row of their own).
 */
const isSearchForm = isOneOf(chunkFiles(/^pro-table-search$/));

/** Holds the search form's code back until `release` is called. */
async function holdSearchForm(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => isSearchForm(url.href),
    async (route) => {
      asked();
      await held;
      await route.continue();
    },
  );
  return { release, asked: askedFor };
}

const tableTop = async (page: Page) => (await page.locator('.ant-table-wrapper').first().boundingBox())!.y;

for (const [user, path, widths] of [
  ['supervisor', '/tenant', [1280, 1000, 760, 620, 480, 390]],
  ['tenant.admin', '/contract/list', [1600, 900, 700]],
] as const) {
  test(`${path}: the rows come first, and the search form takes its place without moving them`, async ({ page }) => {
    await signIn(page, user);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const { release, asked } = await holdSearchForm(page);
      await page.goto(path);
      await asked;
      await expect(tableRows(page).first()).toBeVisible();
      await expect(page.locator('.ant-pro-table-search[aria-busy="true"]')).toBeVisible();
      const before = await tableTop(page);
      release();
      await expect(page.locator('.ant-pro-table-search form')).toBeVisible();
      await expect(page.locator('.ant-pro-table-search[aria-busy="true"]')).toHaveCount(0);
      // The query filter lays itself out once it has measured its width: wait for it to settle.
      await page.waitForTimeout(300);
      expect(await tableTop(page), `the table at ${width} px`).toBe(before);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}

/**
 * A list's page-size changer is drawn closed, as antd's Select draws it, until the select's code
 * comes after the rows (src/app/bundle/PaginationSizeChanger.tsx). With motion on, as the
 * prebuilt styles are drawn.
 */
test.describe('the page-size changer', () => {
  test.use({ reducedMotion: 'no-preference' });

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
    expect(
      await differingPixels(page, before, after),
      'pixels differing once the real select is in',
    ).toBeLessThanOrEqual(20);
    const listRequest = page.waitForRequest((request) => /\/api\/users\?.*itemsPerPage=20/.test(request.url()));
    await changer.click();
    await page.getByRole('option', { name: '20 / page' }).click();
    await listRequest;
    await expect(changer.locator('.ant-select-selection-item')).toHaveText('20 / page');
  });
});
