import fs from 'node:fs/promises';
import { type Download, type Locator, type Page } from '@playwright/test';
import {
  attachFromGallery,
  addLanguage,
  chooseOption,
  expect,
  expectNotFound,
  expectSaved,
  openDropdown,
  pdfBytes,
  signIn,
  snap,
  tableRows,
  test,
} from './support';

/**
 * The product's one job, across roles in one run: a tenant admin uploads a PDF with a German
 * translation, writes a template in three languages, gives it a draft version with that PDF attached
 * through the gallery and publishes it, offers it to a customer's company and sends it as a contract; the customer
 * downloads the document in its language and signs; the tenant admin finds it under Signed. The
 * editor, the customer and another company's admin see only what their roles allow.
 */

const stamp = Date.now().toString(36);
const title = { en: `Heat Pump Lease ${stamp}`, de: `Wärmepumpenmiete ${stamp}`, fr: `Location de pompe ${stamp}` };
const fileName = `Lease terms ${stamp}.pdf`;
const germanName = `Mietbedingungen ${stamp}.pdf`;
const CUSTOMER_COMPANY = 'Zürich Customer AG';
/** A screen's first load on a busy machine: its chunk, then its data. */
const FIRST_LOAD = { timeout: 30_000 };

const english = pdfBytes(`Lease terms ${stamp}`);
const german = pdfBytes(`Mietbedingungen ${stamp}`);

async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: (saved as Download).suggestedFilename(), bytes: await fs.readFile(await saved.path()) };
}

const submit = (page: Page) =>
  page
    .getByRole('button', { name: /^(Submit|Save)$/ })
    .first()
    .click();
const contractLink = (page: Page, path: string) => page.locator(`.ant-table-tbody a[href$="${path}"]`);

test.describe.serial('a contract from the first upload to its signature', () => {
  let contractId = '';
  let versionPath = '';

  test('tenant admin: file with a German translation, template, version with the file, activation, contract sent', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signIn(page, 'tenant.admin');

    // 1. The document, in English and German.
    await page.goto('/file/create');
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: english,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(/\/file$/, FIRST_LOAD);
    await tableRows(page).filter({ hasText: fileName }).getByRole('link', { name: 'Edit' }).click();
    const translations = page
      .locator('.ant-pro-card')
      .filter({ has: page.getByRole('heading', { name: 'Translations' }) });
    await chooseOption(page, 'Language', 'deut', 'Deutsch (de)', translations);
    await translations.getByLabel('File', { exact: true }).setInputFiles({
      name: germanName,
      mimeType: 'application/pdf',
      buffer: german,
    });
    await translations.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(translations.locator('tr').filter({ hasText: 'Deutsch (de)' })).toContainText(germanName);
    await snap(page, testInfo, 'story-1-file-en');

    // 2. The template, titled in three languages, for the DACH countries.
    await page.goto('/contract/template/create');
    await page.getByLabel('Title (EN)').fill(title.en);
    await addLanguage(page, 'deutsch', 'Deutsch (de)');
    await page.getByLabel('Title (DE)').fill(title.de);
    await addLanguage(page, 'franc', 'Français (fr)');
    await page.getByLabel('Title (FR)').fill(title.fr);
    await chooseOption(page, 'Country tags', 'dach', 'DACH');
    await expectSaved(page, () => submit(page));
    await page.goto(`/contract/template?${new URLSearchParams({ 'translations.title': stamp })}`);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('DACH');
    await snap(page, testInfo, 'story-2-template-list-en');

    // 3. Its first version, the PDF attached through the gallery.
    await tableRows(page).first().getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Title (FR)')).toHaveValue(title.fr);
    await page.getByRole('button', { name: 'New version' }).click();
    await expect(page).toHaveURL(/\/contract\/template\/\d+\/version\/create$/);
    await expect(page.getByRole('link', { name: title.en })).toBeVisible();
    await page.getByLabel('Title (EN)').fill('Lease conditions');
    await page.getByLabel('Content (EN)').fill('The heat pump is leased for ten years.');
    await submit(page);
    await expect(page).toHaveURL(/\/contract\/template\/\d+\/version\/\d+$/);
    await expect(page.locator('.ant-descriptions')).toContainText('Draft');
    await attachFromGallery(page, stamp, fileName);
    // Complete with its attachment: published, it becomes the version in force.
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    await expect(page.locator('.ant-descriptions')).toContainText('Current');
    await snap(page, testInfo, 'story-3-version-en');

    // 4. Offered to the customer's company.
    await page.goto('/contract/template-company');
    await chooseOption(page, 'Company', 'zuri', CUSTOMER_COMPANY);
    await page.getByRole('button', { name: 'Choose templates' }).click();
    const choice = page.getByRole('dialog', { name: 'Templates of the company' });
    await chooseOption(page, 'Templates', stamp, title.en, choice);
    await choice.getByRole('button', { name: 'Submit' }).click();
    await expect(choice).toBeHidden();
    await expect(tableRows(page).filter({ hasText: title.en })).toHaveCount(1);
    await snap(page, testInfo, 'story-4-activation-en');

    // 5. The contract, its version in force sent to the customer.
    await page.goto('/contract/list/create');
    await chooseOption(page, 'Template', stamp, title.en);
    await chooseOption(page, 'Recipient company', 'zuri', CUSTOMER_COMPANY);
    await submit(page);
    await expect(page).toHaveURL(/\/contract\/list\/\d+$/);
    contractId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: `Contract › ${title.en}` })).toBeVisible();
    await chooseOption(page, 'Recipient', 'cust', /\(customer\)/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('(customer)');
    await expect(page.getByText('Waiting for signature').first()).toBeVisible();
    await snap(page, testInfo, 'story-5-contract-sent-en');
  });

  test('customer: no contract list; downloads the document in German and in English, and signs', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, 'customer');
    await page.goto('/contract/list');
    await expectNotFound(page);

    await page.goto('/de/contract/my-list');
    await contractLink(page, `/contract/my-list/${contractId}`).click();
    await expect(page.getByRole('heading', { name: title.de })).toBeVisible();
    await tableRows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/de/contract/my-list/${contractId}/version/\\d+$`));
    versionPath = new URL(page.url()).pathname.replace(/^\/de/, '');
    const document = tableRows(page).filter({ hasText: germanName });
    await expect(document).toHaveCount(1);
    const inGerman = await download(page, document.getByRole('button', { name: 'Herunterladen' }));
    expect(inGerman.name).toBe(germanName);
    expect(inGerman.bytes.equals(german)).toBe(true);
    await snap(page, testInfo, 'story-6-customer-version-de');

    await page.goto(versionPath);
    const original = tableRows(page).filter({ hasText: fileName });
    const inEnglish = await download(page, original.getByRole('button', { name: 'Download' }));
    expect(inEnglish.name).toBe(fileName);
    expect(inEnglish.bytes.equals(english)).toBe(true);

    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign the contract' }).getByRole('button', { name: 'Sign now' }).click();
    await expect(page.getByTestId('signed-at')).not.toHaveText('-');
    await page.reload();
    await expect(page.getByTestId('signed-at')).toHaveText(/\d{2} \w{3} \d{4}/);
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    await snap(page, testInfo, 'story-7-customer-signed-en');
  });

  test('tenant admin: the contract is under Signed', async ({ page }, testInfo) => {
    await signIn(page, 'tenant.admin');
    await page.goto('/contract/list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    // The state filter is among the search form's further fields, one click away.
    await page.getByText('Expand').click();
    await page.locator('.ant-form-item').filter({ hasText: 'State' }).locator('.ant-select-selector').click();
    await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: 'Signed' }).click();
    await page.getByRole('button', { name: /^(Query|Search)$/ }).click();
    await expect(page).toHaveURL(/not_null%5Bversions.signedAt%5D=true/);
    await expect(contractLink(page, `/contract/list/${contractId}`)).toBeVisible();
    await snap(page, testInfo, 'story-8-signed-en');
    await page.goto(`/de/contract/list/${contractId}`);
    await expect(page.getByRole('heading', { name: `Vertrag › ${title.de}` })).toBeVisible();
    await expect(page.getByText(/Unterschrieben am \d{1,2}\. \S+ \d{4}/).first()).toBeVisible();
    await snap(page, testInfo, 'story-8-signed-de');
  });

  test('editor: edits the template, has no contract list', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto(`/contract/template?${new URLSearchParams({ 'translations.title': stamp })}`);
    await tableRows(page).first().getByRole('link').first().click();
    await expect(page.getByLabel(/^Tit(le|el) \(EN\)$/)).toHaveValue(title.en);
    await page.getByLabel(/^Tit(le|el) \(EN\)$/).fill(`${title.en} (revised)`);
    await expectSaved(page, () =>
      page
        .getByRole('button', { name: /^(Submit|Absenden)$/ })
        .first()
        .click(),
    );
    await page.goto('/contract/list');
    await expect(page.getByText(/This page could not be found!|Diese Seite wurde nicht gefunden!/)).toBeVisible();
  });

  test("another company's admin never sees the contract", async ({ page }) => {
    await signIn(page, 'company.admin');
    await page.goto('/contract/my-list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await expect(contractLink(page, `/contract/my-list/${contractId}`)).toHaveCount(0);
    await page.goto(`/contract/my-list/${contractId}`);
    await expectNotFound(page);
    await page.goto(versionPath);
    await expectNotFound(page);
  });
});
