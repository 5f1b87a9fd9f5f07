import { chunkFiles, isOneOf } from './chunks';
import { expect, signIn, snap, tableRows, test } from './support';

/**
 * A slow page change (issue 12, point 6; spec section 9): the page on screen stays while the next
 * one's code loads, and after 200 ms a 2 px bar at the top says the console is on its way.
 */
test('a page whose code is slow to come keeps the old page on screen under the 2 px progress bar', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tenant.admin');
  // The country tag screen's code takes three seconds to arrive, as over a slow line. (Chunk files
  // are named by id: the build's stats say which it is.)
  const isCountryTagPage = isOneOf(chunkFiles(/^page-configuration-country-tag$/));
  await page.route(
    (url) => isCountryTagPage(url.href),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    },
  );
  await page.locator('.ant-layout-sider').getByRole('menuitem', { name: 'Configuration' }).click();
  await page.locator('.ant-layout-sider').getByRole('menuitem', { name: 'Country Tag' }).click();

  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(2);
  // The dashboard is still there, not a spinner in its place.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await snap(page, testInfo, 'navigation-progress', { fullPage: false });

  await expect(page.getByRole('heading', { level: 1, name: 'Country tags' })).toBeVisible({ timeout: 15_000 });
  await expect(tableRows(page).first()).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page).toHaveURL(/\/configuration\/country-tag$/);
});
