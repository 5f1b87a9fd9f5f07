import { type Page } from '@playwright/test';
import {
  expect,
  openDropdown,
  signIn,
  signOutThroughMenu,
  snap,
  tableRows,
  test,
  settledForm,
  skipPicturesInCi,
} from './support';

/** The screens held to the spec and to a careful admin's eye (issue 12). */

const rows = tableRows;
/** A list's first answer, on a machine shared by several builds, can take longer than the default wait. */
const LIST = { timeout: 30_000 };

async function choose(page: Page, label: string, text: string) {
  // A chosen item covers the input: click through it to choose again.
  await page.getByLabel(label, { exact: true }).click({ force: true });
  await page.getByLabel(label, { exact: true }).fill(text);
  await openDropdown(page).locator('.ant-select-item-option', { hasText: text }).first().click();
}

test('a write the platform refuses (403) is told, and what was typed stays', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/user?orSearch_name=tenant.admin');
  await expect(rows(page)).toHaveCount(1, LIST);
  await rows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await settledForm(page);
  await expect(page.getByLabel('User name')).toHaveValue('tenant.admin');
  // Nobody raises their own roles: the platform answers 403.
  await page.getByLabel('Roles', { exact: true }).click();
  await openDropdown(page)
    .locator('.ant-select-item-option', { hasText: /^Editor$/ })
    .click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Given name').fill('Tina-Maria');
  const refused = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  expect((await refused).status()).toBe(403);
  await expect(page.locator('.ant-notification-notice')).toContainText(/not allowed/i);
  await snap(page, testInfo, 'user-edit-403');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByLabel('Given name')).toHaveValue('Tina-Maria');
  await expect(page.locator('form .ant-select-selection-item', { hasText: 'Editor' })).toBeVisible();
  // Nothing was stored.
  await page.goto('/user?orSearch_name=tenant.admin');
  await expect(rows(page).first()).toContainText('Tenant admin', LIST);
  await expect(rows(page).first()).not.toContainText('Editor');
  await expect(rows(page).first()).not.toContainText('Tina-Maria');
});

test("a supervisor's company gets a provider of the chosen tenant only", async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  await page.goto('/company/list/create');
  await settledForm(page);
  // No tenant yet: the provider select waits for it.
  await expect(page.getByLabel('Provider', { exact: true })).toBeDisabled();
  await choose(page, 'Tenant', 'Globex');
  await page.getByLabel('Provider', { exact: true }).click();
  await expect(openDropdown(page)).toContainText('Globex Supply');
  await expect(openDropdown(page)).not.toContainText('Acme Logistics Provider');
  await openDropdown(page).locator('.ant-select-item-option', { hasText: 'Globex Supply' }).click();
  await snap(page, testInfo, 'company-create-scoped-provider');
  // Another tenant: the provider chosen for the first one is dropped, the new one's are offered.
  await choose(page, 'Tenant', 'Acme');
  await expect(page.locator('form')).not.toContainText('Globex Supply');
  await page.getByLabel('Provider', { exact: true }).click();
  await expect(openDropdown(page)).toContainText('Acme Logistics Provider');
  await expect(openDropdown(page)).not.toContainText('Globex Supply');
});

test('/de is the German dashboard, with a German tab title', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/de');
  await expect(page.getByTestId('dashboard-counters')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Mandant' })).toBeVisible();
  await expect(page).toHaveTitle(/Vertragskonsole$/);
});

test('"tenant" finds tenant.admin in the users, in any case', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/user');
  await expect(rows(page).first()).toBeVisible(LIST);
  for (const typed of ['tenant', 'TENANT.ADMIN']) {
    await page.getByLabel('Name or e-mail').fill(typed);
    await page.getByRole('button', { name: /^(Query|Search)$/ }).click();
    await expect(page).toHaveURL(/orSearch_name=/);
    await expect(rows(page).filter({ hasText: 'tenant.admin' })).toHaveCount(1, LIST);
  }
});

test('the users list names roles in German', async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  await page.goto('/de/user?orSearch_name=tenant.admin');
  await expect(rows(page).first()).toContainText('Mandantenadministrator', LIST);
  await expect(page.locator('.ant-table-tbody')).not.toContainText('ROLE_');
  await snap(page, testInfo, 'user-list-roles-de');
});

test('the shell fits every width: full sider, icons under 992 px, a drawer on a phone that signs out', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tenant.admin');
  const siderWidth = async () => Math.round((await page.locator('.ant-pro-sider').first().boundingBox())?.width ?? 0);
  for (const [width, sider] of [
    [1440, 200],
    [1024, 200],
    [800, 80],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(siderWidth, { message: `sider at ${width} px` }).toBe(sider);
  }
  // A phone: the menu is a drawer behind the header's button, and it goes away once used.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('menuitem', { name: 'User' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(rows(page).first()).toBeVisible(LIST);
  await expect(drawer).toBeHidden();
  // The table scrolls inside its card; the page itself is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, testInfo, 'phone-user-list');
  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/logout_success$/);
});

test('an API user is told the console has nothing for its role, and signs out', async ({ page }, testInfo) => {
  await signIn(page, 'api.user', { expectDashboard: false });
  await expect(page.getByRole('heading', { name: 'The console has nothing for your role' })).toBeVisible();
  await expect(page.getByText('This page could not be found!')).toHaveCount(0);
  await snap(page, testInfo, 'api-user');
  await page.getByRole('button', { name: /Sign out/ }).click();
  await expect(page).toHaveURL(/\/logout_success$/);
});

test('screenshots: dashboard, a list and a form at 390 and 1440 px, in English and German', async ({
  page,
}, testInfo) => {
  skipPicturesInCi();
  test.setTimeout(180_000);
  await signIn(page, 'supervisor');
  for (const width of [390, 1440])
    for (const prefix of ['', '/de']) {
      await page.setViewportSize({ width, height: 900 });
      const name = `${width}-${prefix ? 'de' : 'en'}`;
      await page.goto(`${prefix}/`);
      await expect(page.getByTestId('dashboard-counters')).toBeVisible();
      await snap(page, testInfo, `dashboard-${name}`);
      await page.goto(`${prefix}/user`);
      await expect(rows(page).first()).toBeVisible(LIST);
      await snap(page, testInfo, `user-list-${name}`);
      await page.goto(`${prefix}/company/list/create`);
      await settledForm(page);
      await snap(page, testInfo, `company-form-${name}`);
    }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/no-such-page');
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.getByText('This page could not be found!')).toBeVisible();
  await snap(page, testInfo, 'unknown-address');
});
