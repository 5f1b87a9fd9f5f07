import { expect, expectSaved, signIn, snap, test } from './support';

test('the supervisor pages, filters, creates, edits and deletes tenants', async ({ page }, testInfo) => {
  const name = `Northwind ${Date.now().toString(36)}`;
  await signIn(page, 'supervisor');
  await page.getByRole('menuitem', { name: 'Tenant' }).click();
  await expect(page).toHaveURL(/\/tenant$/);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await snap(page, testInfo, 'tenant-list');

  // Server-side pagination: page 2 is requested from the server and kept in the address.
  const secondPage = page.waitForRequest((request) => /\/api\/tenants\?.*page=2/.test(request.url()));
  await page.locator('.ant-pagination').getByTitle('2').click();
  await secondPage;
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).toBeVisible();
  await page.reload();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

  // Name filter.
  await page.goto('/tenant');
  await page.getByLabel('Name').first().fill('glob');
  await page.getByRole('button', { name: /^(Query|Search)$/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Globex');

  // Create: a server validation error shows at the field and as a notification; typed values stay.
  await page.goto('/tenant');
  await page.getByRole('button', { name: /Create/ }).click();
  await expect(page).toHaveURL(/\/tenant\/create$/);
  await expect(page.getByLabel('Keycloak id')).toBeVisible();
  await page.getByLabel('Name').fill('Acme');
  await page.getByLabel('Keycloak id').fill('4242');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('An error occurred');
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('already used');
  await expect(page.getByLabel('Name')).toHaveValue('Acme');
  await expect(page.getByLabel('Keycloak id')).toHaveValue('4242');
  await snap(page, testInfo, 'tenant-create-422');

  await page.getByLabel('Name').fill(`${name} Traders`);
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page).toHaveURL(/\/tenant(\?.*)?$/);
  await expect(rows.first()).toBeVisible();
  await page.getByLabel('Name').first().fill(name);
  await page.getByRole('button', { name: /^(Query|Search)$/ }).click();
  await expect(rows).toHaveCount(1);

  // Detail and edit.
  await rows
    .first()
    .getByRole('link', { name: /Edit|View/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tenant\/\d+$/);
  await expect(page.getByLabel('Name')).toHaveValue(`${name} Traders`);
  await page.getByLabel('Name').fill(`${name} Trading`);
  await expectSaved(page, () => page.getByRole('button', { name: /Submit|Save/ }).click());
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue(`${name} Trading`);

  // Delete with confirmation.
  await page.goto(`/tenant?name=${encodeURIComponent(name)}`);
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText(/Delete this tenant\?/)).toBeVisible();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /OK|Yes|Delete/ })
    .click();
  await expect(page.locator('.ant-table-tbody')).not.toContainText(name);
});
