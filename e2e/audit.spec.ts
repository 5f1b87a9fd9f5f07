/**
 * The audit trail in the console (issue 26): a tenant admin's change is on the Audit screen and
 * in the record's History tab with its before and after in words, in English and German; a company
 * admin reads its company's trail; a customer has no Audit entry and meets the not-found page at its address.
 */
import { type Page } from '@playwright/test';
import {
  expect,
  expectNotFound,
  expectSaved,
  openDropdown,
  signIn,
  snap,
  tableRows,
  test,
  settledForm,
} from './support';

/** Picks a filter's option by typing part of it, as a person does. */
async function searchFor(page: Page, label: string, typed: string, option: string | RegExp) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.pressSequentially(typed);
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/**
 * Renames a company of its own (made through the API, so the demo companies other browser tests
 * name stay as they are) through its form; where it is and its names.
 */
async function renameOwnCompany(page: Page, suffix: string) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/ld+json' };
  // A supervisor names the tenant (Acme); a tenant admin's company is its own tenant's.
  const tenants = await page.request.get('/api/tenants?name=Acme', { headers });
  const acme = tenants.ok()
    ? ((await tenants.json()) as { 'hydra:member': { '@id': string; name: string }[] })['hydra:member'].find(
        (tenant) => tenant.name === 'Acme',
      )
    : undefined;
  const before = `Audit company ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/companies/chain', {
    headers,
    data: {
      name: before,
      groupCompany: false,
      address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' },
      ...(acme ? { tenant: acme['@id'] } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const companyPage = `/company/list/${uuid}`;
  await page.goto(companyPage);
  await settledForm(page);
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(before);
  const after = `${before} ${suffix}`;
  await name.fill(after);
  await expectSaved(page, () => page.getByRole('button', { name: /Submit|Save/ }).click());
  return { companyPage, before, after };
}

const historyRows = (page: Page) => page.locator('.record-history .ant-table-tbody tr.ant-table-row');

test('a change is on the Audit screen and in the record History, in words', async ({ page }, testInfo) => {
  const suffix = Date.now().toString(36);
  await signIn(page, 'tenant.admin');

  const { companyPage, before, after } = await renameOwnCompany(page, suffix);

  // The Audit screen, from the menu, filtered by action.
  await page.locator('.ant-menu-submenu-title', { hasText: /^Configuration$/ }).click();
  await page.getByRole('menuitem', { name: 'Audit trail' }).click();
  await expect(page).toHaveURL(/\/configuration\/audit$/);
  await expect(tableRows(page).first()).toBeVisible();
  // The search form shows its first fields; the others are one click away.
  await page.getByText('Expand').click();
  await searchFor(page, 'Action', 'chan', 'Changed');
  await searchFor(page, 'Record', 'comp', /^Company$/);
  await page.getByRole('button', { name: /Query/ }).click();
  await expect(page).toHaveURL(/action=update/);
  await expect(page).toHaveURL(/resource=companies/);
  const change = tableRows(page).filter({ hasText: after }).first();
  await expect(change).toBeVisible();
  await expect(change).toContainText('tenant.admin');
  await expect(change).toContainText('Changed');
  await expect(change).toContainText('Company');
  const nameRow = change.locator('.audit-changes tr', { has: page.getByRole('rowheader', { name: 'Name' }) });
  await expect(nameRow.locator('td').first()).toHaveText(before);
  await expect(nameRow.locator('td').last()).toHaveText(after);
  // Words, never the trail's codes or JSON.
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/"|\{|companies|update|\/api\//);
  await snap(page, testInfo, 'audit-screen-tenant-admin-en');

  // The company's own History tab.
  await page.goto(companyPage);
  await page.getByRole('tab', { name: 'History' }).click();
  const entry = historyRows(page).filter({ hasText: after }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Changed');
  await expect(entry).toContainText(before);
  await expect(page.locator('.record-history')).not.toContainText(/"|\{|companies|\/api\//);
  await snap(page, testInfo, 'history-tab-tenant-admin-en');
});

test('a supervisor reads a change in German', async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  const { companyPage, before, after } = await renameOwnCompany(page, 'neu');
  await page.goto(`/de/configuration/audit?resource=companies`);
  await expect(page.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeVisible();
  const change = tableRows(page).filter({ hasText: after }).first();
  await expect(change).toContainText('Geändert');
  await expect(change).toContainText('Unternehmen');
  await expect(change.locator('.audit-changes')).toContainText(`Vorher`);
  await expect(change.locator('.audit-changes')).toContainText(before);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(/"|\{|companies|update|\/api\//);
  await expect(page.getByRole('button', { name: /Kette prüfen/ })).toBeVisible();
  await snap(page, testInfo, 'audit-screen-supervisor-de');
  await page.goto(companyPage.replace(/\/company\//, '/de/company/'));
  await page.getByRole('tab', { name: 'Verlauf' }).click();
  await expect(historyRows(page).filter({ hasText: after }).first()).toContainText('Geändert');
  await snap(page, testInfo, 'history-tab-supervisor-de');
});

test('a company admin reads its company trail but may not check a chain', async ({ page }, testInfo) => {
  await signIn(page, 'company.admin');
  await page.goto('/de/configuration/audit');
  await expect(page.getByRole('columnheader', { name: 'Änderungen' })).toBeVisible();
  // Only a whole chain can be checked: not by a company admin, who reads part of one.
  await expect(page.getByRole('button', { name: /Kette prüfen/ })).toHaveCount(0);
  await page.goto('/de/my-company');
  await page.getByRole('tab', { name: 'Verlauf' }).click();
  await expect(page.locator('.record-history')).toBeVisible();
  await snap(page, testInfo, 'history-tab-company-admin-de');
});

test('a customer has no Audit entry and meets the not-found page at its address', async ({ page }) => {
  await signIn(page, 'customer');
  await expect(page.getByRole('menuitem', { name: 'Audit trail' })).toHaveCount(0);
  await expect(page.locator('.ant-menu-submenu-title', { hasText: /^Configuration$/ })).toHaveCount(0);
  await page.goto('/configuration/audit');
  await expectNotFound(page);
});
