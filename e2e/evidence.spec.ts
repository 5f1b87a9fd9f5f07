import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  attachFromGallery,
  chooseOption,
  expect,
  expectSaved,
  pdfBytes,
  signIn,
  snap,
  tableRows,
  test,
} from './support';

/**
 * Signing evidence (issue 26 part 3), as its people live it: a tenant admin sends a version of a
 * contract whose template version carries a PDF; the customer opens it, reads the PDF in the
 * viewer, signs and downloads the certificate of completion; the tenant admin sees when it was
 * sent, opened and signed, by whom and from where; Verify accepts the signed document and the
 * certificate, and refuses a document changed by one line.
 *
 * Set-up through the API on rows of its own: a template with a draft version, the PDF in the
 * files, and a new contract of the template for Zürich Customer AG. The tenant admin renames the
 * template, attaches the PDF to the draft from the gallery and publishes it on the console; at the
 * end the Audit screen shows every step and the template's History the rename.
 */

const stamp = Date.now().toString(36);
const fileName = `Evidence annex ${stamp}.pdf`;
const signedBytes = pdfBytes(`Evidence annex ${stamp}`);
const changedBytes = pdfBytes(`Evidence annex ${stamp} changed`);
const TEMPLATE = `Evidence template ${stamp}`;
const RENAMED = `Evidence terms ${stamp}`;
const FIRST_LOAD = { timeout: 30_000 };
const DESKTOP = { width: 1440, height: 900 };

async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { request: page.request, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
}

type Member = { '@id': string; id: number } & Record<string, unknown>;
const members = async (answer: { json(): Promise<unknown> }) =>
  ((await answer.json()) as { 'hydra:member': Member[] })['hydra:member'];

/**
 * A template of its own with a draft version, the PDF uploaded to the files, and a new contract of
 * the template (no version yet): the demo templates stay as the other browser tests expect them.
 */
async function prepareContract(page: Page): Promise<{ contractId: number; templateId: number; versionId: number }> {
  const { request, headers } = await api(page);
  const json = { ...headers, 'Content-Type': 'application/ld+json' };
  const post = async (url: string, data: object) => {
    const answer = await request.post(url, { headers: json, data });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300);
    return (await answer.json()) as Member;
  };
  const upload = await request.post('/api/file/create_file_upload', {
    headers,
    multipart: { locale: 'en', file: { name: fileName, mimeType: 'application/pdf', buffer: signedBytes } },
  });
  expect(upload.status()).toBe(201);
  const file = (await upload.json()) as Member;
  const template = await post('/api/contract_templates', {
    activity: true,
    translations: [{ locale: 'en', title: TEMPLATE }],
  });
  const version = await post('/api/contract_template_versions', {
    template: template['@id'],
    activity: true,
    translations: [{ locale: 'en', title: 'Terms', content: 'The customer pays every month.' }],
  });
  expect(file.id).toBeGreaterThan(0);
  const [company] = await members(
    await request.get(`/api/companies?name=${encodeURIComponent('Zürich')}`, { headers }),
  );
  const contract = await post('/api/contracts', { template: template['@id'], recipientCompany: company!['@id'] });
  return { contractId: contract.id, templateId: template.id, versionId: version.id };
}

const evidence = (page: Page) => page.getByTestId('evidence');

/** Verify on the console: choose a file, press the button, read the answer. */
async function verifyFile(page: Page, name: string, buffer: Buffer, button: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer });
  await page.getByRole('button', { name: button }).click();
  return page.getByTestId('verify-result');
}

test.describe.serial('signing evidence', () => {
  let contractId = 0;
  let templateId = 0;
  let certificate: Buffer = Buffer.alloc(0);

  test('tenant admin: sends a version with a PDF; its evidence starts with "sent"', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'tenant.admin');
    const prepared = await prepareContract(page);
    ({ contractId, templateId } = prepared);
    // The template's title, changed on its page.
    await page.goto(`/contract/template/${templateId}`);
    await expect(page.getByLabel('Title (EN)')).toHaveValue(TEMPLATE, FIRST_LOAD);
    await page.getByLabel('Title (EN)').fill(RENAMED);
    await expectSaved(page, () => page.getByRole('button', { name: 'Submit', exact: true }).click());
    // The PDF attached to the draft version from the gallery, then the version published.
    await page.goto(`/contract/template/${templateId}/version/${prepared.versionId}`);
    await attachFromGallery(page, `annex ${stamp}`, fileName, FIRST_LOAD);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Version published')).toBeVisible();
    await page.goto(`/contract/list/${contractId}`);
    await expect(page.getByText('Send a new version')).toBeVisible(FIRST_LOAD);
    // The version in force is chosen already; the recipient is the customer.
    await expect(page.getByRole('combobox', { name: /Template version/ })).toBeVisible();
    await chooseOption(page, 'Recipient', 'customer', /\(customer\)/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Version sent', { exact: true })).toBeVisible();
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page).first().getByRole('button', { name: 'Expand row' }).click();
    await expect(evidence(page).getByText('Not opened by the recipient yet')).toBeVisible(FIRST_LOAD);
    await expect(evidence(page).getByText('Not signed yet')).toBeVisible();
    // The file and its English content (the upload named its language): the same bytes, one hash.
    await expect(evidence(page).getByTestId('evidence-document').filter({ hasText: fileName })).toHaveCount(2);
  });

  test('customer: opens the version, reads the PDF, signs, downloads the certificate; Verify in German', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'customer');
    await page.goto(`/contract/my-list/${contractId}`);
    await tableRows(page).first().getByRole('link', { name: 'View' }).click(FIRST_LOAD);
    await expect(page).toHaveURL(new RegExp(`/contract/my-list/${contractId}/version/\\d+$`));
    const versionPath = new URL(page.url()).pathname;
    // Opening it is recorded once, and shown.
    await expect(evidence(page).getByText('Opened by the recipient')).toBeVisible(FIRST_LOAD);

    const document = tableRows(page).filter({ hasText: fileName });
    await document.getByRole('button', { name: 'Read', exact: true }).click();
    const viewer = page.getByRole('dialog', { name: fileName });
    await expect(viewer.getByTestId('viewer-page')).toHaveText('Page 1 of 1', FIRST_LOAD);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();

    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign the contract' }).getByRole('button', { name: 'Sign now' }).click();
    await expect(evidence(page).getByTestId('evidence-signer')).toHaveText('Chris Customer', FIRST_LOAD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      evidence(page).getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^certificate-contract-version-\d+\.pdf$/);
    certificate = fs.readFileSync((await download.path())!);
    expect(certificate.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The same page in German: the timeline with names, the hashes shortened.
    await page.goto(`/de${versionPath}`);
    await expect(evidence(page).getByText('Unterschriftsnachweis')).toBeVisible(FIRST_LOAD);
    await expect(evidence(page).getByText('Vom Empfänger geöffnet')).toBeVisible();
    await evidence(page).scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'evidence-customer-version-de');

    // Verify, from the menu, in German.
    await page.getByRole('menuitem', { name: 'Prüfen' }).click();
    await expect(page).toHaveURL(/\/de\/contract\/verify$/);
    const matched = await verifyFile(page, fileName, signedBytes, 'Dokument prüfen');
    await expect(matched).toContainText('Stimmt mit einer unterschriebenen Version überein', FIRST_LOAD);
    await expect(page.getByTestId('verified-version')).toHaveAttribute('href', `/de${versionPath}`);
    await snap(page, testInfo, 'evidence-verify-match-de');
    const refused = await verifyFile(page, fileName, changedBytes, 'Dokument prüfen');
    await expect(refused).toContainText('Keine unterschriebene Version stimmt mit diesem Dokument überein');
  });

  test('tenant admin: sees sent, opened and signed; Verify accepts the certificate, refuses a changed document', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'tenant.admin');
    await page.goto(`/contract/list/${contractId}`);
    await expect(tableRows(page)).toHaveCount(1, FIRST_LOAD);
    await tableRows(page).first().getByRole('button', { name: 'Expand row' }).click();
    await expect(evidence(page).getByText('Opened by the recipient')).toBeVisible(FIRST_LOAD);
    await expect(evidence(page).getByTestId('evidence-signer')).toHaveText('Chris Customer');
    await expect(evidence(page).getByText(/^From the address /)).toBeVisible();
    await expect(evidence(page).getByText(/^Browser: .*Chrom/)).toBeVisible();
    const hash = evidence(page).getByTestId('evidence-document').filter({ hasText: fileName }).first().locator('code');
    await expect(hash).toHaveText(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
    await evidence(page).scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'evidence-admin-version-timeline');

    // The Contract group is open on a contract's page.
    await page.getByRole('menuitem', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/contract\/verify$/);
    const matched = await verifyFile(page, 'certificate.pdf', certificate, 'Verify the document');
    await expect(matched).toContainText('Matches a signed version', FIRST_LOAD);
    await expect(page.getByTestId('verified-version')).toHaveAttribute('href', `/contract/list/${contractId}`);
    const document = await verifyFile(page, fileName, signedBytes, 'Verify the document');
    await expect(document).toContainText('Matches a signed version');
    const refused = await verifyFile(page, fileName, changedBytes, 'Verify the document');
    await expect(refused).toContainText('No signed version matches this document');
    await snap(page, testInfo, 'evidence-verify-no-match-en');
  });

  test('tenant admin: every step is on the Audit screen, the rename in the template History', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'tenant.admin');
    // The contract's versions, newest first: sent, opened and signed by the customer, a certificate.
    const versionSteps = tableRows(page).filter({ hasText: 'Contract version' });
    await page.goto('/configuration/audit?resource=contract_versions');
    await expect(versionSteps.first()).toBeVisible(FIRST_LOAD);
    for (const [who, action] of [
      ['tenant.admin', 'Created'],
      ['customer', 'Opened'],
      ['customer', 'Signed'],
    ])
      await expect(versionSteps.filter({ hasText: who }).filter({ hasText: action }).first()).toBeVisible();
    // The template's rename and the attachment of the PDF to its version.
    await page.goto('/configuration/audit?resource=contract_template_version_mediate_files');
    await expect(tableRows(page).filter({ hasText: 'Created' }).first()).toBeVisible(FIRST_LOAD);
    await page.goto('/configuration/audit?resource=contract_templates&action=translate');
    const rename = tableRows(page).filter({ hasText: RENAMED }).first();
    await expect(rename).toBeVisible(FIRST_LOAD);
    await expect(rename).toContainText(TEMPLATE);
    await expect(page.locator('.ant-table-tbody')).not.toContainText(/\/api\/|"\w+":/);
    await snap(page, testInfo, 'evidence-audit-screen');

    await page.goto(`/contract/template/${templateId}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const entry = page.locator('.record-history').getByRole('row').filter({ hasText: RENAMED }).first();
    await expect(entry).toBeVisible(FIRST_LOAD);
    await expect(entry).toContainText(TEMPLATE);
    await snap(page, testInfo, 'evidence-template-history');
  });
});
