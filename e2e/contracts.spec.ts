import fs from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { chooseOption, expect, expectNotFound, openDropdown, signIn, snap, tableRows, test } from './support';

const choose = chooseOption;

/**
 * The contract domain end to end: a tenant admin creates a contract and sends a version, the
 * customer downloads its document and signs it, the signature shows in the admin's filters and
 * keeps the contract from being deleted; nobody else sees it; the JWK URL page.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const unique = () => Date.now().toString(36);
const TEMPLATE = 'Household Insurance';
/** A screen's first load on a busy machine: its chunk, then its data. */
const FIRST_LOAD = { timeout: 30_000 };

/** The platform as the signed-in user: its bearer token is the console's `token` cookie. */
async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { request: page.request, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
}

/**
 * Set-up through the API: a file with real bytes attached to the template's version in force, so
 * the customer has a document to download whatever content the demo files have.
 */
async function attachDocument(page: Page, fileName: string): Promise<void> {
  const { request, headers } = await api(page);
  const upload = await request.post('/api/file/create_file_upload', {
    headers,
    multipart: { locale: 'en', file: { name: fileName, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const file = (await upload.json()) as { '@id': string };
  const templates = await request.get('/api/contract_templates?activity=true&itemsPerPage=100', { headers });
  const template = (
    (await templates.json())['hydra:member'] as { '@id': string; translations: { title: string }[] }[]
  ).find((item) => item.translations.some((text) => text.title === TEMPLATE))!;
  const current = await request.get(
    `/api/contract_template_versions/current_template_version?template=${encodeURIComponent(template['@id'])}`,
    { headers },
  );
  expect(current.status()).toBe(200);
  const attach = await request.post('/api/contract_template_version_mediate_files', {
    headers: { ...headers, 'Content-Type': 'application/ld+json' },
    data: { templateVersion: ((await current.json()) as { '@id': string })['@id'], file: file['@id'] },
  });
  expect(attach.status()).toBe(201);
}

const contractLink = (page: Page, path: string) => page.locator(`.ant-table-tbody a[href$="${path}"]`);

test.describe.serial('contracts', () => {
  const fileName = `Annex ${unique()}.pdf`;
  let contractId = '';
  let versionPath = '';

  test('tenant admin: creates a contract, sends a version, re-addresses it in a batch, a real end before the start is refused', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'tenant.admin');
    await attachDocument(page, fileName);

    await page.getByRole('menuitem', { name: / Contract$/ }).click();
    await page.getByRole('menuitem', { name: 'Contract list' }).click();
    await expect(page).toHaveURL(/\/contract\/list$/);
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'contract-list-en');

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/contract\/list\/create$/);
    await choose(page, 'Template', 'house', TEMPLATE);
    await choose(page, 'Recipient company', 'zurich', 'Zürich Customer AG');
    await snap(page, testInfo, 'contract-create-en');
    await page.getByRole('button', { name: /Submit|Save/ }).click();
    await expect(page).toHaveURL(/\/contract\/list\/\d+$/);
    contractId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { name: `Contract › ${TEMPLATE}` })).toBeVisible();
    await expect(page.getByText('Not sent')).toBeVisible();

    // The version in force is proposed; a first send goes to a colleague of the customer.
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Template version' })).toContainText(
      `${TEMPLATE} – version 1`,
    );
    await choose(page, 'Recipient', 'user', /\(user\)/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('(user)');
    await expect(page.getByText('Waiting for signature').first()).toBeVisible();

    // Re-addressed to the customer: select the unsigned version, one batch PATCH.
    await tableRows(page).first().getByRole('checkbox').check();
    const batch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/contract_versions/batch'),
    );
    await choose(page, 'New recipient', 'cust', /\(customer\)/);
    await page.getByRole('button', { name: 'Re-address' }).click();
    expect((await batch).postDataJSON().items).toHaveLength(1);
    await expect(tableRows(page).first()).toContainText('(customer)');

    await page.getByLabel('Real end').fill('2000-01-01');
    await page.getByLabel('Real end').press('Enter');
    await page.getByRole('button', { name: 'Save real end' }).click();
    await expect(page.locator('.ant-form-item-explain-error')).toContainText('should not be before the start');
    await snap(page, testInfo, 'contract-detail-en');

    await page.goto(`/de/contract/list/${contractId}`);
    await expect(page.getByRole('heading', { name: /Vertrag › Hausratversicherung/ })).toBeVisible();
    await expect(tableRows(page).first()).toContainText('Wartet auf Unterschrift');
    await snap(page, testInfo, 'contract-detail-de');
    await page.goto('/de/contract/list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'contract-list-de');
  });

  test('customer: opens the contract and its version, downloads the document, signs it once', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'customer');
    await page.goto('/contract/list');
    await expectNotFound(page);

    await page.getByRole('menuitem', { name: / Contract$/ }).click();
    await page.getByRole('menuitem', { name: 'My Contracts' }).click();
    await expect(page).toHaveURL(/\/contract\/my-list$/);
    await expect(contractLink(page, `/contract/my-list/${contractId}`)).toBeVisible();
    await snap(page, testInfo, 'my-contracts-en');
    await contractLink(page, `/contract/my-list/${contractId}`).click();
    await expect(page.getByRole('heading', { name: TEMPLATE })).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText('You');
    await snap(page, testInfo, 'my-contract-en');

    await tableRows(page).first().getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/my-list/${contractId}/version/\\d+$`));
    versionPath = new URL(page.url()).pathname;
    const document = tableRows(page).filter({ hasText: fileName });
    await expect(document).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await document.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect(fs.readFileSync((await download.path())!).equals(PDF)).toBe(true);
    await expect(page.getByTestId('signed-at')).toHaveText('-');
    await snap(page, testInfo, 'my-contract-version-en');

    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Sign the contract' });
    await expect(modal).toContainText('cannot be withdrawn');
    await snap(page, testInfo, 'sign-modal-en');
    await modal.getByRole('button', { name: 'Sign now' }).click();
    await expect(page.getByTestId('signed-at')).not.toHaveText('-');
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('signed-at')).toHaveText(/\d{2} \w{3} \d{4}/);
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);

    // A second signature is refused by the platform.
    const { request, headers } = await api(page);
    const again = await request.patch(`/api${versionPath.replace(/^.*\/version\//, '/contract_versions/')}`, {
      headers: { ...headers, 'Content-Type': 'application/merge-patch+json' },
      data: { signedAt: new Date().toISOString() },
    });
    expect(again.status()).toBe(422);

    await page.goto(`/de${versionPath}`);
    await expect(page.getByRole('heading', { name: 'Hausratversicherung' })).toBeVisible();
    await snap(page, testInfo, 'my-contract-version-de');
    await page.goto('/de/contract/my-list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'my-contracts-de');
  });

  test('tenant admin: the contract is under Signed, not under Waiting, and cannot be deleted', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'tenant.admin');
    await page.goto('/contract/list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    // The search form shows its first fields; the others are one click away.
    await page.getByText('Expand').click();
    await snap(page, testInfo, 'contract-list-filters-en');
    const search = async (state: string) => {
      const field = page.locator('.ant-form-item').filter({ hasText: 'State' });
      // The field shows the choice before the search is sent (a click lost on busy cores is made
      // again); ResourceList keeps it there while the last search's address is drawn.
      await expect(async () => {
        await field.locator('.ant-select-selector').click();
        await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: state }).click({ timeout: 3000 });
        await expect(field.locator('.ant-select-selection-item')).toContainText(state, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await page.getByRole('button', { name: /^(Query|Search)$/ }).click();
    };
    await search('Signed');
    await expect(page).toHaveURL(/not_null%5Bversions.signedAt%5D=true/);
    await expect(contractLink(page, `/contract/list/${contractId}`)).toBeVisible();
    await search('Waiting');
    await expect(page).toHaveURL(/not_null%5Bversions.signedAt%5D=false/);
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await expect(contractLink(page, `/contract/list/${contractId}`)).toHaveCount(0);

    // Dates go out as the platform's range filters.
    const dated = page.waitForRequest((request) => /contracts\?.*start%5Bafter%5D=2025-01-01/.test(request.url()));
    await page.goto('/contract/list?start=2025-01-01');
    await dated;

    await page.goto(`/contract/list/${contractId}`);
    await expect(page.getByText(/Signed on \d{2} \w{3} \d{4}/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /OK|Yes/ })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'The contract was not deleted' })).toContainText(
      'A signed contract cannot be deleted',
    );
    await snap(page, testInfo, 'contract-delete-refused-en');
    await page.reload();
    await expect(page.getByRole('heading', { name: `Contract › ${TEMPLATE}` })).toBeVisible();

    await page.goto('/contract/customer-association');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'customer-associations-en');
    // The customer association modal: the new contract proposes its recipient company.
    await page.getByRole('button', { name: 'Create' }).click();
    const modal = page.getByRole('dialog', { name: 'New customer association' });
    await expect(modal).toBeVisible();
    await choose(page, 'Contract', 'house', new RegExp(`${TEMPLATE} · (?!01 Jan 2024)`));
    await expect(modal.locator('.ant-form-item').filter({ hasText: 'Company' })).toContainText('Zürich Customer AG');
    await choose(page, 'Customer', 'cust', /\(customer\)/);
    await snap(page, testInfo, 'customer-association-modal-en');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal).toBeHidden();
    await expect(tableRows(page).filter({ hasText: 'Chris Customer (customer)' })).toHaveCount(3);
    await page.goto('/de/contract/customer-association');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'customer-associations-de');
    await page.goto('/de/contract/list/create');
    await expect(page.getByLabel('Empfängerunternehmen')).toBeVisible();
    await snap(page, testInfo, 'contract-create-de');
  });

  test('customer: signs a customer association of its own, reached from My Contracts, after a confirmation', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'customer');
    await page.goto('/contract/my-list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await page.getByRole('link', { name: 'My customer associations' }).click();
    await expect(page).toHaveURL(/\/contract\/customer-association$/);
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    // A customer reads and signs; adding and deleting associations is the tenant admin's.
    await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const signable = tableRows(page)
      .filter({ hasText: TEMPLATE })
      .filter({ has: page.getByRole('button', { name: 'Sign' }) });
    // The one the tenant admin has just added (titles arrive with their contracts: wait for them).
    await expect(signable.first()).toBeVisible();
    const before = await signable.count();
    await signable.first().getByRole('button', { name: 'Sign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign the contract' });
    await expect(dialog).toContainText(TEMPLATE);
    await snap(page, testInfo, 'customer-association-sign-en');
    await dialog.getByRole('button', { name: 'Sign now' }).click();
    await expect(dialog).toBeHidden();
    await expect(signable).toHaveCount(before - 1);
    await page.reload();
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await expect(signable).toHaveCount(before - 1);
    await page.goto('/de/contract/customer-association');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'customer-associations-customer-de');
  });

  test('another company and another tenant never see the contract', async ({ page }) => {
    await signIn(page, 'company.admin');
    await page.goto('/contract/my-list');
    await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
    await expect(contractLink(page, `/contract/my-list/${contractId}`)).toHaveCount(0);
    await page.goto(`/contract/my-list/${contractId}`);
    await expectNotFound(page);
    await page.goto(versionPath);
    await expectNotFound(page);

    await page.context().clearCookies();
    await signIn(page, 'globex.admin');
    await page.goto('/contract/list');
    await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
    await expect(contractLink(page, `/contract/list/${contractId}`)).toHaveCount(0);
    await page.goto(`/contract/list/${contractId}`);
    await expectNotFound(page);
  });
});

test('JWK URL: plain http is refused at the field; an https one is saved, deleted and created again', async ({
  page,
}, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await page.getByRole('menuitem', { name: 'JWK Url' }).click();
  await expect(page).toHaveURL(/\/configuration\/jwk-url$/);
  const url = page.getByLabel('Key-set URL');
  await expect(url).toHaveValue(/^https:\/\//);
  await snap(page, testInfo, 'jwk-url-en');

  await url.fill('http://keys.acme.example/certs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('Enter an https:// address');
  await expect(url).toHaveValue('http://keys.acme.example/certs');

  const saved = `https://keys-${unique()}.acme.example/certs`;
  await url.fill(saved);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.reload();
  await expect(url).toHaveValue(saved);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /OK|Yes/ })
    .click();
  await expect(page.getByText('Your tenant has no JWK URL yet.')).toBeVisible();
  await expect(url).toHaveValue('');
  await url.fill(saved);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.reload();
  await expect(url).toHaveValue(saved);

  await page.goto('/de/configuration/jwk-url');
  await expect(page.getByLabel('Schlüsselsatz-URL')).toHaveValue(saved);
  await snap(page, testInfo, 'jwk-url-de');
});
