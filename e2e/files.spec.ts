import fs from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import {
  deleteFirstRow,
  expect,
  expectListTotal,
  expectNotFound,
  listTotal,
  openDropdown,
  pdfBytes,
  signIn,
  snap,
  tableRows,
  test,
} from './support';

/** Files, their translations and the gallery, as Acme's tenant admin and editor (spec menu "File"). */

const rows = tableRows;
const unique = () => Date.now().toString(36);

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** Picks an option of an antd select by typing into it. */
async function choose(page: Page, scope: Locator, label: string, typed: string, option: string) {
  const item = scope.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  await item.locator('.ant-select-selector').click();
  await item.getByLabel(label, { exact: true }).pressSequentially(typed);
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** The File menu entry (Datei for people who read German, like the demo editor). */
const fileMenu = (page: Page) => page.locator('.ant-menu-item', { hasText: /^(File|Datei)$/ });

async function openFiles(page: Page) {
  await fileMenu(page).click();
  await expect(page).toHaveURL(/\/file$/);
  await expect(rows(page).first()).toBeVisible();
}

test('tenant admin uploads with progress, renames, translates and downloads a file; a refused file leaves nothing', async ({
  page,
}, testInfo) => {
  // One person's whole story with files, a throttled upload and a 10 MB refusal included.
  test.setTimeout(150_000);
  const stamp = unique();
  const original = pdfBytes(`Original ${stamp}`);
  const german = pdfBytes(`Deutsch ${stamp}`);
  await signIn(page, 'tenant.admin');
  await openFiles(page);
  await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Updated' })).toBeVisible();
  await snap(page, testInfo, 'file-list-en');
  const demoCount = await listTotal(page);
  // Demo files are listed with their dates as DD MMM YYYY (found by name: other tests add files).
  await page.getByLabel('Name', { exact: true }).fill('tariff');
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Electricity tariff sheet.pdf' })).toContainText(
    /10 Jan 2025\s*14 Jan 2025/,
  );
  await page.getByRole('button', { name: 'Reset' }).click();
  await expectListTotal(page, demoCount);

  // Upload over a slow line (throttled in the browser), so the progress bar is seen moving.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/file\/create$/);
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  const padded = Buffer.concat([original, Buffer.alloc(1024 * 1024, 0x20)]);
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: `contract-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: padded,
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await snap(page, testInfo, 'file-upload-progress');
  await expect(page).toHaveURL(/\/file$/, { timeout: 30_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const uploaded = rows(page).filter({ hasText: `contract-${stamp}.pdf` });
  await expect(uploaded).toHaveCount(1);
  await expectListTotal(page, demoCount + 1);

  // Rename on the detail page.
  await uploaded.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/file\/\d+$/);
  const detail = page.url();
  const renamed = `Agreement ${stamp}.pdf`;
  await page.locator('form#rename').getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // A German translation, uploaded with fileId + locale.
  const translations = page
    .locator('.ant-pro-card')
    .filter({ has: page.getByRole('heading', { name: 'Translations' }) });
  await expect(translations).toContainText('No translated file yet');
  await choose(page, translations, 'Language', 'deut', 'Deutsch (de)');
  await translations.getByLabel('File', { exact: true }).setInputFiles({
    name: `Vertrag ${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: german,
  });
  await translations.getByRole('button', { name: 'Upload', exact: true }).click();
  const germanRow = translations.locator('tr').filter({ hasText: 'Deutsch (de)' });
  await expect(germanRow).toContainText(`Vertrag ${stamp}.pdf`);
  await expect(germanRow).toContainText('PDF document');
  await snap(page, testInfo, 'file-detail-en');

  // Both download with the bytes that were uploaded, under their names.
  const originalDownload = await downloadFrom(page, page.getByRole('button', { name: 'Download' }).first());
  expect(originalDownload.suggestedFilename()).toBe(renamed);
  expect((await bytesOf(originalDownload)).equals(padded)).toBe(true);
  const germanDownload = await downloadFrom(page, germanRow.getByRole('button', { name: 'Download' }));
  expect(germanDownload.suggestedFilename()).toBe(`Vertrag ${stamp}.pdf`);
  expect((await bytesOf(germanDownload)).equals(german)).toBe(true);

  // German screens.
  await page.goto(detail.replace(/\/file\//, '/de/file/'));
  await expect(page.getByRole('heading', { name: 'Übersetzungen' })).toBeVisible();
  await snap(page, testInfo, 'file-detail-de');
  // The translation can go again (generic DELETE on file_translations), after a confirmation.
  await page.locator('tr').filter({ hasText: 'Deutsch (de)' }).getByRole('button', { name: 'Löschen' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /OK/ }).click();
  await expect(page.getByText('Noch keine übersetzte Datei')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Noch keine übersetzte Datei')).toBeVisible();
  await page.goto('/de/file');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Erstellt' })).toBeVisible();
  await snap(page, testInfo, 'file-list-de');

  // A file of a type the platform does not take: refused at the field, nothing stored.
  await page.goto('/file/create');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: `binary-${stamp}.pdf`,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00, 0x01, 0xfe]),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const fileField = page.locator('.ant-form-item').filter({ has: page.getByLabel('File', { exact: true }) });
  await expect(fileField.locator('.ant-form-item-explain-error')).toContainText('This type of file is not accepted');
  // The notice opens under the 64 px header: the user's name, language and profile stay reachable.
  const notice = page.locator('.ant-notification-notice').first();
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(64);
  await expect(page).toHaveURL(/\/file\/create$/);
  await snap(page, testInfo, 'file-upload-refused');

  // Too large (the platform's cap is 10 MB): refused as well.
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: `huge-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([original, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(fileField.locator('.ant-form-item-explain-error')).toContainText('The file is too large to upload.');
  await snap(page, testInfo, 'file-upload-too-large');
  await fileMenu(page).click();
  await expect(rows(page).first()).toBeVisible();
  await expectListTotal(page, demoCount + 1);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(`binary-${stamp}`);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(`huge-${stamp}`);

  // Deleting a file asks first; the newest file (the upload of this test) is the first row.
  await expect(rows(page).first()).toContainText(renamed);
  await deleteFirstRow(page, /Delete this file and its translations\?/);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(renamed);
  await expectListTotal(page, demoCount);
});

async function openGallery(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Gallery' }).click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByTestId('gallery-card').first()).toBeVisible();
  return drawer;
}

/** Distinct left edges of the cards of the gallery's first page: its columns as laid out. */
async function columnsOf(drawer: Locator): Promise<number> {
  const lefts = await drawer
    .getByTestId('gallery-card')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test('the gallery: 70% wide with 5 columns, image thumbnails, search, upload from inside, full width with 1 column on a phone', async ({
  page,
}, testInfo) => {
  const stamp = unique();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'tenant.admin');
  await openFiles(page);
  let drawer = await openGallery(page);
  const box = await drawer.boundingBox();
  expect(Math.abs((box?.width ?? 0) - 1440 * 0.7)).toBeLessThan(2);
  expect(await columnsOf(drawer)).toBe(5);
  // A demo image shows its own bytes, not an icon.
  const logo = drawer.getByRole('img', { name: 'Acme logo.png' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  await snap(page, testInfo, 'gallery-en');

  await drawer.getByLabel('Search by name').fill('office');
  await expect(drawer.getByTestId('gallery-card')).toHaveCount(1);
  await expect(drawer.getByTestId('gallery-card')).toContainText('Acme head office.png');

  await drawer.getByRole('button', { name: 'Upload a file' }).click();
  await drawer.getByLabel('File', { exact: true }).setInputFiles({
    name: `stamp-${stamp}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
  const card = drawer.getByTestId('gallery-card').filter({ hasText: `stamp-${stamp}.png` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('checkbox')).toBeChecked();
  await expect(drawer).toContainText('1 file chosen');
  await drawer.getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/file\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `stamp-${stamp}.png` })).toBeVisible();

  await page.goto('/de/file');
  await page.getByRole('button', { name: 'Galerie' }).click();
  drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer.getByRole('img', { name: 'Acme logo.png' })).toBeVisible();
  await snap(page, testInfo, 'gallery-de');

  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/file');
  drawer = await openGallery(page);
  expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(600);
  expect(await columnsOf(drawer)).toBe(1);
  await snap(page, testInfo, 'gallery-phone');
});

test('the editor has Files too; a customer gets the not-found page', async ({ page }) => {
  await signIn(page, 'editor');
  await openFiles(page);
  // Found by name: other tests add files, which can push it off the first page.
  await page.getByLabel('Name', { exact: true }).fill('Privacy');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(rows(page).filter({ hasText: 'Privacy notice.pdf' })).toHaveCount(1);

  await page.context().clearCookies();
  await signIn(page, 'customer');
  await expect(fileMenu(page)).toHaveCount(0);
  await page.goto('/file');
  await expectNotFound(page);
});
