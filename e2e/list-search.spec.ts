import type { Page } from '@playwright/test';
import { chunkFiles, isOneOf } from './chunks';
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
