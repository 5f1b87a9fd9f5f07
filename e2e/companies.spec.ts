import { type Page } from '@playwright/test';
import {
  deleteFirstRow,
  expect,
  expectSaved,
  openDropdown,
  signIn,
  snap,
  tableRows,
  test,
  settledForm,
} from './support';

const rows = tableRows;
const save = (page: Page) => page.getByRole('button', { name: /Submit|Save/ }).click();

/** Opens an antd select by its label, types to search and picks the option with that text. */
async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(text);
  await openDropdown(page).locator('.ant-select-item-option', { hasText: text }).first().click();
}

async function openCreate(page: Page, url: RegExp) {
  await page.getByRole('button', { name: /Create/ }).click();
  await expect(page).toHaveURL(url);
  await settledForm(page);
}

test('the supervisor lists, creates (through the chain), edits and deletes companies', async ({ page }, testInfo) => {
  const name = `Initech ${Date.now().toString(36)}`;
  await signIn(page, 'supervisor');
  await page.locator('.ant-menu-submenu-title', { hasText: /^Company$/ }).click();
  await page.getByRole('menuitem', { name: 'Company list' }).click();
  await expect(page).toHaveURL(/\/company\/list$/);
  await expect(rows(page).first()).toBeVisible();
  // Supervisors see which tenant a company belongs to.
  await expect(page.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();
  await snap(page, testInfo, 'company-list');

  // Create: a name already used in the tenant is refused by the platform and shown at the field.
  await openCreate(page, /\/company\/list\/create$/);
  await page.getByLabel('Name', { exact: true }).fill('Acme Group');
  await choose(page, 'Tenant', 'Acme');
  await page.getByLabel('Street').fill('Hauptstrasse 1');
  await page.getByLabel('Postal code').fill('8000');
  await page.getByLabel('City').fill('Zürich');
  await save(page);
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('already used');
  await expect(page.getByLabel('Street')).toHaveValue('Hauptstrasse 1');
  await snap(page, testInfo, 'company-create-422');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await save(page);
  await expect(page).toHaveURL(/\/company\/list(\?.*)?$/);
  await page.goto(`/company/list?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Customer company');
  await expect(rows(page).first()).toContainText('Acme');

  // Edit: the address is read back into the form and saved with the company in one call.
  await rows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/company\/list\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('City')).toHaveValue('Zürich');
  await page.getByLabel('City').fill('Bern');
  const chain = page.waitForRequest((request) => /\/api\/companies\/[0-9a-f-]{36}\/chain$/.test(request.url()));
  await expectSaved(page, () => save(page));
  expect((await chain).method()).toBe('PATCH');
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Bern');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

  // The kind filter: a new customer company is a recipient, not a group.
  await page.goto(`/company/list?name=${encodeURIComponent(name)}&kind=GROUP_COMPANY`);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(name);
  await page.goto(`/company/list?name=${encodeURIComponent(name)}&kind=RECIPIENT_COMPANY`);
  await expect(rows(page)).toHaveCount(1);

  await deleteFirstRow(page, /Delete this company\?/);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(name);
});

test('the supervisor creates, edits and deletes a provider with its address', async ({ page }) => {
  const name = `Hooli Supply ${Date.now().toString(36)}`;
  await signIn(page, 'supervisor');
  await page.goto('/company/provider');
  await expect(rows(page).first()).toBeVisible();
  await openCreate(page, /\/company\/provider\/create$/);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, 'Tenant', 'Globex');
  await page.getByLabel('Street').fill('Rue 2');
  await page.getByLabel('Postal code').fill('69000');
  await page.getByLabel('City').fill('Lyon');
  await save(page);
  await expect(page).toHaveURL(/\/company\/provider(\?.*)?$/);
  await page.goto(`/company/provider?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Globex');

  await rows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Lyon');
  await page.getByLabel('Postal code').fill('69001');
  await expectSaved(page, () => save(page));
  await page.reload();
  await expect(page.getByLabel('Postal code')).toHaveValue('69001');

  await page.goto(`/company/provider?name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await deleteFirstRow(page, /Delete this provider\?/);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(name);
});

test('a tenant admin manages users; a company admin cannot touch an editor', async ({ page }, testInfo) => {
  const userName = `pat.${Date.now().toString(36)}`;
  await signIn(page, 'tenant.admin');
  await page.getByRole('menuitem', { name: 'User' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(rows(page).first()).toBeVisible();

  // Create: a taken user name comes back as a 422 at the field.
  await openCreate(page, /\/user\/create$/);
  await page.getByLabel('User name').fill('editor');
  await page.getByLabel('Given name').fill('Pat');
  await page.getByLabel('E-mail').fill('pat@acme.test');
  await choose(page, 'Roles', 'Editor');
  await page.keyboard.press('Escape');
  // A tenant admin cannot hand out the supervisor role.
  await page.getByLabel('Roles', { exact: true }).click();
  await expect(openDropdown(page)).not.toContainText('Supervisor');
  await page.keyboard.press('Escape');
  await choose(page, 'Company', 'Acme Retail GmbH');
  await save(page);
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('already used');
  await snap(page, testInfo, 'user-create-422');

  await page.getByLabel('User name').fill(userName);
  await save(page);
  await expect(page).toHaveURL(/\/user(\?.*)?$/);
  await page.goto(`/user?orSearch_name=${userName}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Editor');
  await expect(rows(page).first()).toContainText('Acme Retail GmbH');

  // Edit: deactivate.
  await rows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await page.getByLabel('Active').click();
  await expectSaved(page, () => save(page));
  await page.goto(`/user?orSearch_name=${userName}`);
  await expect(rows(page).first()).toContainText('No');

  // The company admin of Acme Retail sees the editor but may not edit or delete it.
  await page.context().clearCookies();
  await signIn(page, 'company.admin');
  await page.goto(`/user?orSearch_name=${userName}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /Delete/ }),
  ).toHaveCount(0);
  await snap(page, testInfo, 'user-list-company-admin');

  // Back as the tenant admin, delete it.
  await page.context().clearCookies();
  await signIn(page, 'tenant.admin');
  await page.goto(`/user?orSearch_name=${userName}`);
  await expect(rows(page)).toHaveCount(1);
  await deleteFirstRow(page, /Delete this user\?/);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(userName);
});
