import { expect, test } from '@playwright/test';
import { signIn, snap, tableRows } from './support';

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system, is switched in the profile menu and remembered, compact too', async ({
    page,
  }, testInfo) => {
    const html = page.locator('html');
    await signIn(page, 'supervisor');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('menuitem', { name: 'Tenant' }).click();
    await expect(tableRows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-table').first()).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    await snap(page, testInfo, 'tenant-dark-en');

    const choose = async (name: string) => {
      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name }).click();
    };
    await choose('Light');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('.ant-table').first()).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.reload();
    await expect(tableRows(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(html).toHaveAttribute('data-theme', 'light');

    await choose('Compact');
    const rowHeight = async () => (await tableRows(page).first().boundingBox())?.height ?? 0;
    await expect.poll(rowHeight).toBeLessThan(50);
    await choose('Dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await snap(page, testInfo, 'tenant-dark-compact-en');
  });
});
