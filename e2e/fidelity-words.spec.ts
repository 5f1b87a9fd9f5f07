import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, openDropdown, signIn, snap, skipPicturesInCi, tableRows, test } from './support';

/**
 * Issue 25, the words of the finished screens: every language's controls in words it has (English
 * where the console has no catalogue, never pro-components' Chinese), dates written as the
 * language writes them with one digit system, menu labels readable in the 200 px sider, CSV files
 * in words, and company pickers that reach every company.
 */

const LIST = { timeout: 30_000 };
/** Chinese and Japanese characters: none belongs on a Finnish page. */
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

test('a language without a catalogue shows English controls, none in Chinese (fi)', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/fi/company/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  // pro-components' query form and table toolbar, and antd's pagination.
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Query' })).toBeVisible();
  await page.getByLabel('Type', { exact: true }).click();
  await expect(openDropdown(page)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(CJK);
  await page.keyboard.press('Escape');
  await snap(page, testInfo, 'fi-company-list');
  // A form: pro-components' placeholders too.
  await page.goto('/fi/company/list/create');
  await expect(page.getByRole('button', { name: /Submit|Save/ })).toBeVisible(LIST);
  expect(await page.locator('body').innerText()).not.toMatch(CJK);
  const placeholders = await page
    .locator('[placeholder], .ant-select-selection-placeholder')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('placeholder') ?? element.textContent ?? ''),
    );
  expect(placeholders.join(' ')).not.toMatch(CJK);
});

test('Japanese dates read 2026年11月27日, in Latin digits', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/ja/contract/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  const start = await tableRows(page).first().locator('td').nth(3).innerText();
  expect(start).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await snap(page, testInfo, 'ja-contract-list');
});

test('an Arabic page writes its numbers in one digit system', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/ar/contract/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  const text = await page.locator('body').innerText();
  // Dates, totals and page numbers: Latin digits only, as antd's pagination and pickers write them.
  expect(text).toMatch(/\d/);
  expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/\d/);
  await snap(page, testInfo, 'ar-contract-list');
});

/** Menu labels the sider cuts: their text box is wider than the box that shows it. */
async function cutMenuLabels(page: Page): Promise<string[]> {
  return page.locator('.console-menu .ant-menu-title-content').evaluateAll((labels) =>
    labels
      .filter((label) => (label as HTMLElement).offsetParent !== null)
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
}

test('long menu labels are whole in the 200 px sider, and in the phone drawer', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, labels] of [
    ['/contract/template-company', ['Template Activation', 'Allowed Origin']],
    ['/de/contract/template-company', ['Vorlagenfreigabe', 'Mein Unternehmen', 'Erlaubte Herkunft']],
  ] as const) {
    await page.goto(path);
    // Both groups open: Template Activation's (selected) and Configuration's.
    const configuration = page.locator('.console-menu .ant-menu-submenu-title').last();
    await configuration.click();
    for (const label of labels) await expect(page.getByRole('menuitem', { name: label })).toBeVisible();
    expect(await cutMenuLabels(page)).toEqual([]);
    await snap(page, testInfo, `menu-${path.startsWith('/de') ? 'de' : 'en'}-1440`, { fullPage: false });
  }
  // A phone's drawer has the same width: the labels wrap there too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menü öffnen' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Vorlagenfreigabe' })).toBeVisible();
  expect(await cutMenuLabels(page)).toEqual([]);
  await snap(page, testInfo, 'menu-de-390', { fullPage: false });
});

/** Clicks the list's CSV button and returns the file's records (BOM and the last line end dropped). */
async function exportCsv(page: Page, button: string): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await (await download).path();
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return text
    .split('\r\n')
    .slice(0, -1)
    .map((line) =>
      line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')),
    )
    .map((cells) => cells.slice(0, -1).concat(cells.at(-1) === '' ? [] : [cells.at(-1)!]));
}

test("a CSV export's cells are names, labels and stated dates, in the screen's columns", async ({ page }) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/de/contract/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  const contracts = await exportCsv(page, 'CSV exportieren');
  const [header, ...rows] = contracts;
  expect(header).toEqual(['Vorlage', 'Empfängerunternehmen', 'Beginn (UTC)', 'Tatsächliches Ende (UTC)', 'Status']);
  expect(rows.length).toBeGreaterThan(0);
  for (const [template, company, start, end, state] of rows) {
    expect(template).not.toBe('');
    expect(company).not.toMatch(/^\/api\//);
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/);
    expect(end ?? '').toMatch(/^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?)?$/);
    expect(['Nicht gesendet', 'Wartet auf Unterschrift', 'Unterschrieben']).toContain(state);
  }
  expect(rows.map((row) => row[1])).toContain('Zürich Customer AG');

  await page.goto('/de/user');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  const users = await exportCsv(page, 'CSV exportieren');
  expect(users[0]).toEqual(['Benutzername', 'Name', 'E-Mail', 'Rollen', 'Unternehmen', 'Aktiv']);
  const admin = users.find((row) => row[0] === 'tenant.admin')!;
  expect(admin[3]).toBe('Mandantenadministrator');
  expect(admin[4]).toBe('Acme Group');
  expect(admin[5]).toBe('Ja');
  expect(users.find((row) => row[0] === 'inactive')?.[5]).toBe('Nein');
  expect(users.flat().join(' ')).not.toMatch(/ROLE_|\/api\/|\btrue\b|\bfalse\b/);
});

/** Makes `count` companies of the tenant through the platform, as a migration or an import would. */
async function makeCompanies(page: Page, count: number): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  for (let index = 0; index < count; index++) {
    const number = String(index).padStart(4, '0');
    const answer = await page.request.post('/api/companies/chain', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
      data: {
        name: `Zz Öffentliche Firma ${number}`,
        groupCompany: false,
        address: { street: `Weg ${index}`, postalCode: '8000', city: 'Zürich' },
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

test('a company beyond the first 50 is found (accents aside) and picked in every company select', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'tenant.admin');
  await makeCompanies(page, 60);

  // Template activation: type part of the name without its accent.
  await page.goto('/contract/template-company');
  const select = page.getByLabel('Company', { exact: true });
  await select.click();
  await select.pressSequentially('offentliche firma 0042');
  const found = openDropdown(page).locator('.ant-select-item-option', { hasText: 'Zz Öffentliche Firma 0042' });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(/company=/);
  // After a reload the choice is still named: it is not among the first page's companies.
  await page.reload();
  await expect(page.locator('.ant-select-selection-item')).toHaveText('Zz Öffentliche Firma 0042', LIST);
  await snap(page, testInfo, 'template-activation-picked');

  // Without typing, scrolling to the end of the options reads the next page: the last company comes.
  await page.goto('/contract/template-company');
  await page.getByLabel('Company', { exact: true }).click();
  const options = openDropdown(page);
  await expect(options.locator('.ant-select-item-option').first()).toBeVisible();
  const last = options.locator('.ant-select-item-option', { hasText: 'Zz Öffentliche Firma 0059' });
  for (let attempt = 0; attempt < 30 && !(await last.isVisible()); attempt++) {
    await options.locator('.rc-virtual-list-holder').hover();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
  }
  await expect(last).toBeVisible();
  await page.keyboard.press('Escape');

  // The contract list's filter and the contract form use the same select.
  await page.goto('/contract/list');
  await expect(tableRows(page).first()).toBeVisible(LIST);
  const filter = page.getByLabel('Recipient company', { exact: true });
  await filter.click();
  await filter.pressSequentially('offentliche firma 0051');
  await openDropdown(page).locator('.ant-select-item-option', { hasText: 'Zz Öffentliche Firma 0051' }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/recipientCompany=/);
  await page.goto('/contract/list/create');
  const recipient = page.getByLabel('Recipient company', { exact: true });
  await recipient.click();
  await recipient.pressSequentially('öffentliche firma 0057');
  await expect(
    openDropdown(page).locator('.ant-select-item-option', { hasText: 'Zz Öffentliche Firma 0057' }),
  ).toBeVisible();

  // A new user's company, and the customer associations' filter: the same search, the same reach.
  await page.goto('/user/create');
  const userCompany = page.getByLabel('Company', { exact: true });
  await userCompany.click();
  await userCompany.pressSequentially('offentliche firma 0058');
  await openDropdown(page).locator('.ant-select-item-option', { hasText: 'Zz Öffentliche Firma 0058' }).click();
  await expect(page.locator('.ant-select-selection-item', { hasText: 'Zz Öffentliche Firma 0058' })).toBeVisible();
  await page.goto('/contract/customer-association');
  const associationCompany = page.getByLabel('Company', { exact: true });
  await associationCompany.click();
  await associationCompany.pressSequentially('offentliche firma 0053');
  await openDropdown(page).locator('.ant-select-item-option', { hasText: 'Zz Öffentliche Firma 0053' }).click();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page).toHaveURL(/company=/);
  await page.reload();
  await expect(page.locator('.ant-select-selection-item', { hasText: 'Zz Öffentliche Firma 0053' })).toBeVisible(LIST);
});

test('an inactive account is told why it was signed out', async ({ page }, testInfo) => {
  await signIn(page, 'inactive', { expectDashboard: false });
  await expect(page.getByText('Your account is inactive')).toBeVisible(LIST);
  await expect(page.getByText(/administrator has deactivated your account/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  await snap(page, testInfo, 'inactive-account');
});

test('screenshots: the changed pages at 390, 800 and 1440 px in en, de, ja, ar and fi', async ({ page }, testInfo) => {
  skipPicturesInCi();
  test.setTimeout(600_000);
  await signIn(page, 'tenant.admin');
  for (const width of [390, 800, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ['en', 'de', 'ja', 'ar', 'fi']) {
      const prefix = language === 'en' ? '' : `/${language}`;
      await page.goto(`${prefix}/contract/list`);
      await expect(tableRows(page).first()).toBeVisible(LIST);
      await snap(page, testInfo, `contract-list-${language}-${width}`, { fullPage: false });
      await page.goto(`${prefix}/contract/template-company`);
      await expect(page.locator('#template-activation-company')).toBeVisible(LIST);
      await snap(page, testInfo, `template-activation-${language}-${width}`, { fullPage: false });
    }
  }
});
