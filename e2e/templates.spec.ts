import { type Page } from '@playwright/test';
import {
  addLanguage,
  chooseOption,
  expect,
  expectNotFound,
  openDropdown,
  signIn,
  snap,
  tableRows,
  test,
} from './support';

const choose = chooseOption;

/** Contract templates, their versions and attachments, and template activation per company. */

const rows = tableRows;
const submit = (page: Page) =>
  page
    .getByRole('button', { name: /Submit|Save|Absenden|Senden/ })
    .first()
    .click();
const stamp = Date.now().toString(36);
const english = `Solar Feed-in ${stamp}`;
const german = `Solareinspeisung ${stamp}`;
const french = `Injection solaire ${stamp}`;

const listedByTitle = (prefix = '') =>
  `${prefix}/contract/template?${new URLSearchParams({ 'translations.title': stamp, 'translations.locale': 'en' })}`;

test.describe.configure({ mode: 'serial' });

test('tenant admin: a template with titles in three languages, a version with an attachment, withdrawn', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'tenant.admin');
  await page.getByRole('menuitem', { name: 'Contract' }).click();
  await page.getByRole('menuitem', { name: / Template$/ }).click();
  await expect(page).toHaveURL(/\/contract\/template$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).toContainText('Electricity Supply Agreement');
  await expect(page.locator('.ant-table-tbody')).toContainText('DACH');
  await snap(page, testInfo, 'template-list-en');

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/contract\/template\/create$/);
  // A new template starts with English only; German and French are added through the modal.
  await expect(page.getByLabel('Title (DE)')).toHaveCount(0);
  await page.getByLabel('Title (EN)').fill(english);
  await addLanguage(page, 'deutsch', 'Deutsch (de)');
  await page.getByLabel('Title (DE)').fill(german);
  await page.getByRole('button', { name: 'Add language' }).click();
  await page.getByRole('dialog', { name: 'Add language' }).getByRole('combobox').pressSequentially('francais');
  await snap(page, testInfo, 'template-add-language-modal');
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: 'Français (fr)' }).click();
  await page.getByRole('dialog', { name: 'Add language' }).getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Title (FR)').fill(french);
  await choose(page, 'Country tags', 'dach', 'DACH');
  await choose(page, 'Category', 'energ', 'Energy');
  await snap(page, testInfo, 'template-create-en');
  await submit(page);

  // A new template opens at its own page, where its versions are added (issue 25).
  await expect(page).toHaveURL(/\/contract\/template\/\d+$/);
  await page.goto(listedByTitle());
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(english);
  await expect(rows(page).first()).toContainText('DACH');
  await expect(rows(page).first()).toContainText('Energy');
  await expect(rows(page).first()).toContainText('Yes');
  // The title search looks in the chosen language only: the German title is not an English one.
  await page.goto(
    `/contract/template?${new URLSearchParams({ 'translations.title': 'Solareinspeisung', 'translations.locale': 'en' })}`,
  );
  await expect(page.locator('.ant-table-tbody')).not.toContainText(english);
  await page.goto(
    `/contract/template?${new URLSearchParams({ 'translations.title': 'Solareinspeisung', 'translations.locale': 'de' })}`,
  );
  await expect(rows(page)).toHaveCount(1);

  await page.goto(listedByTitle('/de'));
  await expect(rows(page).first()).toContainText(german);
  await expect(rows(page).first()).toContainText('Energie');
  await expect(rows(page).first()).toContainText('Ja');
  await snap(page, testInfo, 'template-list-de');

  await page.goto(listedByTitle());
  await rows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/contract\/template\/\d+$/);
  const templateUrl = new URL(page.url()).pathname;
  await expect(page.getByLabel('Title (FR)')).toHaveValue(french);
  await expect(page.getByText('No versions yet')).toBeVisible();

  await page.getByRole('button', { name: 'New version' }).click();
  await expect(page).toHaveURL(/\/contract\/template\/\d+\/version\/create$/);
  await expect(page.getByRole('link', { name: english })).toBeVisible();
  await page.getByLabel('Title (EN)').fill(`Conditions ${stamp}`);
  await page.getByLabel('Content (EN)').fill('The operator buys the solar power fed into the grid.');
  await snap(page, testInfo, 'template-version-create-en');
  await submit(page);
  await expect(page).toHaveURL(/\/contract\/template\/\d+\/version\/\d+$/);
  const versionUrl = new URL(page.url()).pathname;
  // A draft until published: prepared first (its attachment below), then published.
  await expect(page.locator('.ant-descriptions')).toContainText('Draft');
  await expect(page.getByText('This version is a draft')).toBeVisible();

  await page.getByRole('button', { name: 'Attach files from the gallery' }).click();
  const gallery = page.locator('.ant-drawer-content-wrapper');
  await gallery.getByLabel('Search by name').fill('tariff');
  const sheet = gallery.getByTestId('gallery-card').filter({ hasText: 'Electricity tariff sheet.pdf' });
  await sheet.getByRole('checkbox').check();
  await gallery.getByRole('button', { name: 'Choose' }).click();
  const attachments = page.locator('.ant-pro-card').filter({ hasText: 'Attachments' }).locator('.ant-table-tbody');
  await expect(attachments).toContainText('Electricity tariff sheet.pdf');
  await attachments.getByRole('button', { name: 'Titles' }).click();
  const titles = page.getByRole('dialog', { name: 'Attachment titles' });
  await titles.getByLabel('Title (EN)').fill('Tariff sheet');
  await addLanguage(page, 'deu', 'Deutsch (de)', titles);
  await titles.getByLabel('Title (DE)').fill('Tarifblatt');
  await titles.getByRole('button', { name: 'Submit' }).click();
  await expect(titles).toBeHidden();
  await expect(attachments).toContainText('Tariff sheet');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version published')).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('Current');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await snap(page, testInfo, 'template-version-en');

  await page.goto(`/de${versionUrl}`);
  await expect(page.locator('.ant-descriptions')).toContainText('Aktuell');
  await expect(page.locator('.ant-table-tbody')).toContainText('Tarifblatt');
  await snap(page, testInfo, 'template-version-de');

  // Withdrawn: the version stays, but is no longer the one in force.
  await page.goto(versionUrl);
  await expect(page.getByLabel('Title (EN)')).toHaveValue(`Conditions ${stamp}`);
  await page.getByRole('switch', { name: 'Active' }).click();
  await submit(page);
  await expect(page.locator('.ant-descriptions')).toContainText('Withdrawn');
  await page.goto(templateUrl);
  const versions = page
    .locator('.ant-pro-card')
    .filter({ hasText: /Versions|Versionen/ })
    .locator('.ant-table-tbody');
  await expect(versions.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(versions).toContainText('Withdrawn');
  await expect(versions).not.toContainText('Current');
  await expect(versions).toContainText('No');
  await snap(page, testInfo, 'template-detail-en');
  await page.goto(`/de${templateUrl}`);
  await expect(versions).toContainText('Zurückgezogen');
  await snap(page, testInfo, 'template-detail-de');

  // A seeded template: one version in force, one planned for later.
  await page.goto(`/contract/template?${new URLSearchParams({ 'translations.title': 'Electricity' })}`);
  await rows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(versions).toContainText('Current');
  await expect(versions).toContainText('Scheduled');
});

test('tenant admin: template activation for a company — chosen, then made unavailable by its one switch', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.getByRole('menuitem', { name: 'Contract' }).click();
  await page.getByRole('menuitem', { name: 'Template Activation' }).click();
  await expect(page).toHaveURL(/\/contract\/template-company$/);
  await choose(page, 'Company', 'retail', 'Acme Retail GmbH');
  await expect(page).toHaveURL(/company=/);
  const links = page.locator('.ant-table-tbody');
  await expect(links).toContainText('Electricity Supply Agreement');
  await expect(links).toContainText('Mobile Subscription');

  await page.getByRole('button', { name: 'Choose templates' }).click();
  const modal = page.getByRole('dialog', { name: 'Templates of the company' });
  await expect(modal.locator('.ant-select-selection-item')).toHaveCount(2);
  await choose(page, 'Templates', 'solar', english);
  await snap(page, testInfo, 'template-activation-modal');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();
  const row = rows(page).filter({ hasText: english });
  await expect(row).toHaveCount(1);
  await expect(links).toContainText('Electricity Supply Agreement');
  // One control decides, and the page says so; approval is the company's answer, only shown.
  await expect(page.getByText('Only the switch “Available to the company” decides')).toBeVisible();
  const available = row.getByRole('switch', { name: 'Available to the company' });
  await expect(available).toBeChecked();
  await expect(row.getByRole('switch')).toHaveCount(1);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row).toContainText('No');

  await available.click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect(available).not.toBeChecked();
  await snap(page, testInfo, 'template-activation-en');

  // What was stored: after a reload the link is still there, unavailable, and can be switched on again.
  await page.reload();
  await expect(available).not.toBeChecked();
  await page.goto(`/de${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  await expect(page.locator('.ant-table-tbody')).toContainText('Stromliefervertrag');
  await expect(rows(page).filter({ hasText: german })).toContainText('Nein');
  await snap(page, testInfo, 'template-activation-de');
});

test('company admin: its company template links, read only, on My Company', async ({ page }, testInfo) => {
  await signIn(page, 'company.admin');
  await page.goto('/my-company');
  await expect(page.locator('.ant-table-tbody')).toContainText('Electricity Supply Agreement');
  await expect(page.locator('.ant-table-tbody')).toContainText('Mobile Subscription');
  await expect(page.getByRole('button', { name: 'Choose templates' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await snap(page, testInfo, 'my-company-templates');
  await page.goto('/contract/template-company');
  await expectNotFound(page);
});

test('editor (German interface): edits a template, has no Template Activation', async ({ page }, testInfo) => {
  await signIn(page, 'editor');
  await page.getByRole('menuitem', { name: 'Vertrag' }).click();
  await expect(page.getByRole('menuitem', { name: / Vorlage$/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Vorlagenfreigabe/ })).toHaveCount(0);
  await page.getByRole('menuitem', { name: / Vorlage$/ }).click();
  await expect(rows(page).first()).toBeVisible();
  await page.goto(listedByTitle('/de'));
  await rows(page).first().getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByLabel('Titel (EN)')).toHaveValue(english);
  await page.getByLabel('Titel (EN)').fill(`${english} (edited)`);
  await page.getByRole('button', { name: 'Absenden' }).first().click();
  await expect(page.getByText('Gespeichert').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Titel (EN)')).toHaveValue(`${english} (edited)`);
  await snap(page, testInfo, 'template-detail-editor-de');
  await page.getByRole('button', { name: 'Sprache hinzufügen' }).click();
  const modal = page.getByRole('dialog', { name: 'Sprache hinzufügen' });
  await modal.getByRole('combobox').pressSequentially('ital');
  await expect(openDropdown(page)).toContainText('Italiano (it)');
  await snap(page, testInfo, 'add-language-modal-de');
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: 'Italiano (it)' }).click();
  // Cancelled: nothing is added.
  await modal.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('Titel (IT)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Neue Version' }).click();
  await expect(page).toHaveURL(/\/de\/contract\/template\/\d+\/version\/create$/);
  await expect(page.getByLabel('Inhalt (EN)')).toBeVisible();
  await snap(page, testInfo, 'template-version-create-de');
  await page.goto('/de/contract/template-company');
  await expect(page.getByText('Diese Seite wurde nicht gefunden!')).toBeVisible();
});

test('customer: no template screens', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/contract/template');
  await expectNotFound(page);
});
