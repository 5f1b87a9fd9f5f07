import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, signIn, signOutThroughMenu, snap, tableRows, test } from './support';

/**
 * Tables people can shape (issue 9): column settings and density that survive a reload and belong
 * to one user; selection with bulk delete and its summary; CSV export of the filtered list.
 */

const unique = () => Date.now().toString(36);
const LIST = { timeout: 30_000 };

/** The platform as the signed-in user: its bearer token is the console's `token` cookie. */
async function api(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { request: page.request, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
}

/** Companies of the signed-in tenant admin's tenant, created through the chain as the form does. */
async function createCompanies(page: Page, names: string[]): Promise<void> {
  const { request, headers } = await api(page);
  for (let start = 0; start < names.length; start += 10) {
    const statuses = await Promise.all(
      names.slice(start, start + 10).map(async (name) => {
        const response = await request.post('/api/companies/chain', {
          headers: { ...headers, 'Content-Type': 'application/ld+json' },
          data: {
            name,
            groupCompany: false,
            resellerCompany: false,
            address: { street: 'Bahnhofstraße 1', postalCode: '8001', city: 'Zürich' },
            provider: null,
          },
        });
        return `${response.status()} ${response.status() === 201 ? '' : await response.text()}`;
      }),
    );
    expect(statuses.filter((status) => !status.startsWith('201'))).toEqual([]);
  }
}

async function signOut(page: Page) {
  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/logout_success$/);
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

test('column settings and density survive a reload and are one user’s own', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/company/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  await expect(header(page, 'Reseller')).toBeVisible();

  // Hide a column through the table's column settings, as a person does.
  await page.locator('.ant-pro-table-list-toolbar').getByRole('img', { name: 'setting' }).click();
  const settings = page.locator('.ant-popover:visible');
  await settings.locator('.ant-tree-treenode', { hasText: 'Reseller' }).locator('.ant-tree-checkbox').click();
  await expect(header(page, 'Reseller')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // And a compact table.
  await page.locator('.ant-pro-table-list-toolbar').getByRole('img', { name: 'column-height' }).click();
  await page.locator('.ant-dropdown:visible').getByText('Compact').click();
  await expect(page.locator('.ant-table-small')).toBeVisible();
  await snap(page, testInfo, 'table-settings');

  await page.reload();
  await expect(tableRows(page).first()).toBeVisible(LIST);
  await expect(header(page, 'Name')).toBeVisible();
  await expect(header(page, 'Reseller')).toHaveCount(0);
  await expect(page.locator('.ant-table-small')).toBeVisible();

  // Another user of the same browser sees the list as it was made.
  await signOut(page);
  await signIn(page, 'supervisor');
  await page.goto('/company/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  await expect(header(page, 'Reseller')).toBeVisible();
  await expect(page.locator('.ant-table-small')).toHaveCount(0);

  // In German, with a row chosen and the column settings open.
  await page.goto('/de/company/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  await tableRows(page).first().locator('.ant-checkbox-input').check();
  await expect(page.getByText('1 Eintrag ausgewählt')).toBeVisible();
  await page.locator('.ant-pro-table-list-toolbar').getByRole('img', { name: 'setting' }).click();
  await snap(page, testInfo, 'table-settings-de');
});

test("selected rows are deleted after one confirmation in the list's words, with a message and Undo", async ({
  page,
}, testInfo) => {
  const prefix = `Bulk ${unique()}`;
  await signIn(page, 'tenant.admin');
  await createCompanies(page, [`${prefix} A`, `${prefix} B`, `${prefix} C`]);
  await page.goto(`/company/list?name=${encodeURIComponent(prefix)}`);
  await expect(tableRows(page)).toHaveCount(3, LIST);
  const { request, headers } = await api(page);
  const left = async () =>
    (await (await request.get(`/api/companies?name=${encodeURIComponent(prefix)}`, { headers })).json())[
      'hydra:totalItems'
    ] as number;

  // One chosen: the question is in the singular.
  await tableRows(page).first().locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Delete 1 company?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await expect(page.getByText('3 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Delete 3 companies?' });
  await expect(confirm).toBeVisible();
  // One question, not the single row's "Delete this company?" beside it.
  await expect(confirm).not.toContainText('this company');
  await snap(page, testInfo, 'bulk-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();

  // Gone from the list at once, told with an Undo; on the platform still, until the window passes.
  const told = page.getByTestId('bulk-deleted');
  await expect(told).toContainText('3 companies deleted');
  await expect(tableRows(page)).toHaveCount(0);
  await snap(page, testInfo, 'bulk-deleted-undo');
  expect(await left()).toBe(3);
  await told.getByRole('button', { name: 'Undo' }).click();
  await expect(tableRows(page)).toHaveCount(3);
  await expect(told).toHaveCount(0);
  await page.waitForTimeout(6000);
  expect(await left(), 'undone: nothing deleted').toBe(3);

  // Again, without Undo: deleted once the window has passed.
  await page.locator('.ant-table-thead .ant-checkbox-input').check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Delete 3 companies?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(told).toContainText('3 companies deleted');
  await expect.poll(left, { timeout: 30_000 }).toBe(0);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(prefix, LIST);
});

test('the filtered companies export as one CSV with every row and its umlauts', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const prefix = `Müller Straße ${unique()}`;
  const count = 1000;
  await signIn(page, 'tenant.admin');
  await createCompanies(
    page,
    Array.from({ length: count }, (_, i) => `${prefix} ${String(i).padStart(4, '0')}`),
  );
  await page.goto(`/company/list?name=${encodeURIComponent(prefix)}`);
  await expect(tableRows(page).first()).toContainText(prefix, LIST);

  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^companies-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  await snap(page, testInfo, 'csv-exported');

  // UTF-8 with a byte order mark, so spreadsheet programs read the umlauts right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const lines = text.split('\r\n').slice(0, -1);
  expect(lines).toHaveLength(count + 1);
  expect(lines[0]).toBe('Name,Type,Reseller');
  expect(lines[1]).toContain(`${prefix} 0000`);
  expect(lines.slice(1).every((line) => line.startsWith(prefix))).toBe(true);
});
