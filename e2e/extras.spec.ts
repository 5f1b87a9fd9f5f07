import { expect, openProfileMenu, signIn, snap, tableRows, test } from './support';

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
      const item = (await openProfileMenu(page)).getByRole('menuitem', { name, exact: true });
      await expect(item).toBeVisible();
      await item.click();
    };
    // The dropdown slides in; a click during the slide can land on its neighbour: choose again then.
    await expect(async () => {
      if (await page.getByRole('menuitem', { name: 'Light', exact: true }).isVisible())
        await page.keyboard.press('Escape');
      await choose('Light');
      await expect(html).toHaveAttribute('data-theme', 'light', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
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

test('⌘K as tenant.admin finds a company by name and opens it; Tenant is never offered', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const options = palette.getByRole('option');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(palette).toBeVisible();
  await expect(page.getByTestId('palette-input')).toBeFocused();
  // Every screen of the menu, none the role may not open.
  await expect(options.filter({ hasText: 'Company list' })).toHaveCount(1);
  await expect(options.filter({ hasText: /^Tenant$/ })).toHaveCount(0);
  await page.keyboard.type('tenant');
  await expect(palette.getByRole('group', { name: 'Tenants' })).toHaveCount(0);
  await expect(options.filter({ hasText: /^Tenant$/ })).toHaveCount(0);

  await page.getByTestId('palette-input').fill('');
  await page.keyboard.type('retail');
  const companies = palette.getByRole('group', { name: 'Companies' });
  await expect(companies.getByRole('option', { name: 'Acme Retail GmbH' })).toBeVisible({ timeout: 20_000 });
  await snap(page, testInfo, 'palette-company-en');
  // Keyboard only: down to the company, Enter.
  for (let step = 0; step < 10; step += 1) {
    if ((await companies.getByRole('option', { selected: true }).count()) > 0) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(companies.getByRole('option', { selected: true })).toHaveText('Acme Retail GmbH');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/company\/list\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Name').first()).toHaveValue('Acme Retail GmbH', { timeout: 20_000 });

  // The visit comes first next time; Esc closes.
  await page.getByTestId('palette-button').click();
  const recent = palette.getByRole('group', { name: 'Recently opened' });
  await expect(recent.getByRole('option').first()).toHaveText('Acme Retail GmbH');
  await expect(page.getByTestId('palette-input')).toBeFocused();
  await snap(page, testInfo, 'palette-recent-en');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // German: the palette speaks the interface language; the visit stays first, not repeated below.
  await page.goto('/de');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const german = page.getByRole('dialog', { name: 'Gehe zu' });
  await expect(page.getByTestId('palette-input')).toBeFocused();
  await page.keyboard.type('retail');
  await expect(german.getByRole('option')).toHaveText(['Acme Retail GmbH'], {
    timeout: 20_000,
  });
  await expect(german.getByRole('group', { name: 'Zuletzt geöffnet' })).toBeVisible();
  await snap(page, testInfo, 'palette-company-de');
});
