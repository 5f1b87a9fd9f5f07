import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { chunkFiles, isOneOf } from './chunks';
import { expect, pdfOf, signIn, snap, tableRows, test } from './support';

/**
 * Documents read in the console (issue 26): a tenant admin reads a template version's attachment
 * and a contract version's document, and a customer reads the PDF of a version waiting for its
 * signature, page by page and zoomed, then signs it without downloading anything. pdf.js and its worker load only when a document is
 * opened, and run under the platform's script policy without a violation.
 *
 * Set-up through the API, on rows of its own: a two-page PDF attached to Household Insurance's
 * version in force (as contracts.spec does) and a new contract of it sent to the customer, so the
 * seeded versions waiting for the customer stay as the other specs expect them.
 */

const stamp = Date.now().toString(36);
const fileName = `Reading guide ${stamp}.pdf`;
const TEMPLATE = 'Household Insurance';
/** A screen's first load on a busy machine: its chunk, then its data. */
const FIRST_LOAD = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A real PDF of one page per text, each with a heading and a few lines, made here from bytes. */
function pdfOfPages(pages: string[]): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pages.forEach((text, index) => {
    const stream = [
      'BT',
      `/F1 28 Tf 72 760 Td (${text}) Tj`,
      `/F1 14 Tf 0 -40 Td (Page ${index + 1} of ${pages.length}: read it before you sign.) Tj`,
      'ET',
      '0.2 0.4 0.8 rg 72 600 451 80 re f',
    ].join('\n');
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contents = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  return pdfOf(objects);
}

/** The platform as the signed-in user: its bearer token is the console's `token` cookie. */
async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { request: page.request, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
}

type Member = { '@id': string; id: number };
const members = async (answer: { json(): Promise<unknown> }) =>
  ((await answer.json()) as { 'hydra:member': (Member & Record<string, unknown>)[] })['hydra:member'];

/** Attaches the two-page PDF to the template's version in force and sends the customer a contract of it. */
async function sendDocumentToCustomer(page: Page): Promise<{ templatePath: string; contractId: number }> {
  const { request, headers } = await api(page);
  const json = { ...headers, 'Content-Type': 'application/ld+json' };
  const upload = await request.post('/api/file/create_file_upload', {
    headers,
    multipart: {
      locale: 'en',
      file: {
        name: fileName,
        mimeType: 'application/pdf',
        buffer: pdfOfPages(['Reading guide', 'Cover and exclusions']),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const file = (await upload.json()) as Member;
  const template = (await members(await request.get('/api/contract_templates?itemsPerPage=100', { headers }))).find(
    (item) => (item.translations as { title: string }[]).some((text) => text.title === TEMPLATE),
  )!;
  const current = await request.get(
    `/api/contract_template_versions/current_template_version?template=${encodeURIComponent(template['@id'])}`,
    { headers },
  );
  expect(current.status()).toBe(200);
  const version = (await current.json()) as Member;
  const attach = await request.post('/api/contract_template_version_mediate_files', {
    headers: json,
    data: { templateVersion: version['@id'], file: file['@id'] },
  });
  expect(attach.status()).toBe(201);

  const [company] = await members(
    await request.get(`/api/companies?name=${encodeURIComponent('Zürich')}`, { headers }),
  );
  const [customer] = await members(await request.get('/api/users?userName=customer', { headers }));
  const contract = await request.post('/api/contracts', {
    headers: json,
    data: { template: template['@id'], recipientCompany: company['@id'] },
  });
  expect(contract.status()).toBe(201);
  const created = (await contract.json()) as Member;
  const sent = await request.post('/api/contract_versions', {
    headers: json,
    data: {
      contract: created['@id'],
      templateVersion: version['@id'],
      recipientUser: customer['@id'],
      content: `Household insurance for the customer, with its reading guide (${stamp}).`,
    },
  });
  expect(sent.status()).toBe(201);
  return { templatePath: `/contract/template/${template.id}/version/${version.id}`, contractId: created.id };
}

const isPdfChunk = isOneOf(chunkFiles(/^(?:pdfjs|pdf-pages)$/));

/** Scripts of the viewer's PDF part the browser fetched: pdf.js's chunk and its worker. */
function watchPdfScripts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isPdfChunk(request.url()) || /\/pdf\.worker\.[0-9a-f]+\.mjs$/.test(request.url()))
      fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/**
 * What the browser said about the page's policy (a refused script, worker or WebAssembly), and
 * pdf.js falling back to parsing on the page because its worker did not start.
 */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|fake worker/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Pixels of the drawn page that are not white: a blank canvas has none. */
async function inkOf(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 200 || data[i + 1] < 200 || data[i + 2] < 200) ink += 1;
    return ink;
  });
}

const viewer = (page: Page) => page.getByRole('dialog', { name: fileName });
const pageCanvas = (page: Page) => viewer(page).getByTestId('pdf-page').locator('canvas');
const canvasWidth = async (page: Page) => (await pageCanvas(page).boundingBox())!.width;

test.describe.serial('documents read in the console', () => {
  let templatePath = '';
  let contractId = 0;

  test('tenant admin: reads a template version attachment, page by page', async ({ page }, testInfo) => {
    const violations = watchPolicyViolations(page);
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'tenant.admin');
    ({ templatePath, contractId } = await sendDocumentToCustomer(page));
    const pdfScripts = watchPdfScripts(page);

    await page.goto(templatePath);
    const attachment = tableRows(page).filter({ hasText: fileName });
    await expect(attachment).toHaveCount(1, FIRST_LOAD);
    // The template's page carries Read only: pdf.js is not fetched until a document is opened.
    expect(pdfScripts).toEqual([]);
    await attachment.getByRole('button', { name: 'Read', exact: true }).click();

    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 1 of 2', FIRST_LOAD);
    await expect(pageCanvas(page)).toBeVisible();
    expect(await inkOf(pageCanvas(page))).toBeGreaterThan(1000);
    expect(pdfScripts.some((script) => script.includes('pdf.worker.'))).toBe(true);
    await viewer(page).getByRole('button', { name: 'Next page' }).click();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 2 of 2');
    await expect(viewer(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The pointer off the buttons: no tooltip over the picture.
    await page.mouse.move(0, DESKTOP.height - 1);
    await snap(page, testInfo, 'viewer-template-attachment-1440', { fullPage: false });

    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();

    // The contract's version, opened, lists what it was sent with, each read the same way.
    await page.goto(`/contract/list/${contractId}`);
    await tableRows(page).first().getByRole('button', { name: 'Expand row' }).click();
    const sentWith = page.getByTestId('version-document').filter({ hasText: fileName });
    await sentWith.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 1 of 2', FIRST_LOAD);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await snap(page, testInfo, 'viewer-contract-version-documents-1440');

    // An image shows as it is.
    const { request, headers } = await api(page);
    const [logoFile] = await members(
      await request.get(`/api/files?name=${encodeURIComponent('Acme logo')}`, { headers }),
    );
    await page.goto(`/file/${logoFile.id}`);
    await page.getByRole('button', { name: 'Read', exact: true }).first().click();
    const logo = page.getByRole('dialog', { name: 'Acme logo.png' });
    await expect(logo.getByRole('img', { name: 'Acme logo.png' })).toBeVisible(FIRST_LOAD);
    await snap(page, testInfo, 'viewer-image-1440', { fullPage: false });
    expect(violations).toEqual([]);
  });

  test('customer: reads the version waiting for its signature, zooms, turns the page, then signs', async ({
    page,
  }, testInfo) => {
    const violations = watchPolicyViolations(page);
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'customer');
    await page.getByRole('menuitem', { name: / Contract$/ }).click();
    await page.getByRole('menuitem', { name: 'My Contracts' }).click();
    await page.locator(`.ant-table-tbody a[href$="/contract/my-list/${contractId}"]`).click();
    await expect(page.getByRole('heading', { name: TEMPLATE })).toBeVisible(FIRST_LOAD);
    await tableRows(page).first().getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/contract/my-list/${contractId}/version/\\d+$`));
    const versionPath = new URL(page.url()).pathname;
    const document = tableRows(page).filter({ hasText: fileName });
    await expect(document).toHaveCount(1);
    await expect(page.getByTestId('signed-at')).toHaveText('-');

    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await document.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 1 of 2', FIRST_LOAD);
    await expect(pageCanvas(page)).toBeVisible();
    expect(await inkOf(pageCanvas(page))).toBeGreaterThan(1000);
    await snap(page, testInfo, 'viewer-customer-1440', { fullPage: false });

    const fitted = await canvasWidth(page);
    await viewer(page).getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => canvasWidth(page)).toBeGreaterThan(fitted * 1.05);
    await viewer(page).getByRole('button', { name: 'Next page' }).click();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 2 of 2');
    await expect.poll(() => inkOf(pageCanvas(page))).toBeGreaterThan(1000);
    await viewer(page).getByRole('button', { name: 'Previous page' }).click();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 1 of 2');
    await viewer(page).getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(() => canvasWidth(page)).toBeLessThan(fitted + 2);
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();

    // On a phone the viewer takes the whole width and the page fits it.
    await page.setViewportSize(PHONE);
    await document.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(viewer(page).getByTestId('viewer-page')).toHaveText('Page 1 of 2', FIRST_LOAD);
    await expect.poll(() => canvasWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await inkOf(pageCanvas(page))).toBeGreaterThan(500);
    await snap(page, testInfo, 'viewer-customer-390', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await page.setViewportSize(DESKTOP);

    // Read, not downloaded: now signed.
    expect(downloads).toBe(0);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign the contract' }).getByRole('button', { name: 'Sign now' }).click();
    await expect(page.getByTestId('signed-at')).not.toHaveText('-');
    await page.goto(versionPath);
    await expect(page.getByTestId('signed-at')).toHaveText(/\d{2} \w{3} \d{4}/);
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});
