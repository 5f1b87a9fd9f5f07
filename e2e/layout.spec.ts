import { expect, openProfileMenu, signIn, snap, test } from './support';

const BLUE = 'rgb(22, 119, 255)';
const ORANGE = 'rgb(250, 140, 22)';

test('the default layout: sider, header, application switcher, user, language and profile', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tenant.admin');
  const header = page.getByTestId('app-header');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.height).toBe(64);
  await expect(header).toContainText('Contract Console');
  // tenant Acme's default application is 1 (blue header)
  await expect(header).toContainText('Contract Management');
  await expect(header).toHaveCSS('background-color', BLUE);
  await expect(header).toContainText('(Acme Group)');

  const sider = page.locator('.ant-layout-sider').first();
  expect((await sider.boundingBox())?.width).toBe(200);
  await snap(page, testInfo, 'layout-tenant-admin-app1');
  await page
    .getByRole('button', { name: /collapse/i })
    .first()
    .click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
  await page
    .getByRole('button', { name: /expand/i })
    .first()
    .click();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(200);

  // Profile dropdown: names, e-mail and the three links.
  const profile = await openProfileMenu(page);
  await expect(profile).toContainText('Tina');
  await expect(profile).toContainText('@');
  await expect(profile.getByRole('menuitem', { name: 'Your dashboard' })).toBeVisible();
  await expect(profile.getByRole('menuitem', { name: 'My Company' })).toBeVisible();
  await expect(profile.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Switching the application recolours the header, filters the menu and goes to the dashboard.
  await page.locator('.ant-layout-sider').getByText('Company', { exact: true }).click();
  await page.getByTestId('app-switcher').click();
  await page.getByRole('menuitem', { name: 'Signing Portal' }).click();
  await expect(header).toHaveCSS('background-color', ORANGE);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.ant-layout-sider').getByText('Contract', { exact: true })).toHaveCount(0);
  await snap(page, testInfo, 'layout-tenant-admin-app2');
});

test('the language dialog switches the interface to German under the /de prefix', async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  await page.getByRole('menuitem', { name: 'Tenant' }).click();
  await expect(page).toHaveURL(/\/tenant$/);
  await page.getByTestId('language-switcher').click();
  const dialog = page.getByRole('dialog', { name: 'Language' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('en');
  await dialog.getByRole('button', { name: /Deutsch/ }).click();
  await expect(page).toHaveURL(/\/de\/tenant$/);
  await expect(page.getByRole('menuitem', { name: 'Mandant' })).toBeVisible();
  await snap(page, testInfo, 'tenant-list-de');
  const cookies = await page.context().cookies();
  const locale = cookies.find((cookie) => cookie.name === 'i18n_redirected');
  expect(locale?.value).toBe('de');
  expect(locale!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
});

test('every route also works under a language prefix; the menu follows the route', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/de');
  await expect(page.getByTestId('dashboard-counters')).toBeVisible();
  await page.goto('/de/tenant/create');
  await expect(page.locator('.ant-menu-item-selected')).toHaveCount(1);
  await expect(page.locator('.ant-menu-item-selected')).toContainText('Mandant');
  await page.goto('/fr/tenant');
  await expect(page.locator('.ant-menu-item-selected')).toContainText(/Locataire|Tenant|Mandataire/);
});

test('the editor signs in with the interface in the language of their profile (German)', async ({ page }, testInfo) => {
  await signIn(page, 'editor', { expectDashboard: false });
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByTestId('app-header')).toContainText('Vertragskonsole');
  await expect(page.getByTestId('app-header')).toContainText('Erika Editor (Acme Group)');
  await expect(page.getByTestId('dashboard-counters')).toContainText('Mandanten');
  await expect(page.locator('.ant-layout-sider').getByText('Datei', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'dashboard-editor-de');
});
