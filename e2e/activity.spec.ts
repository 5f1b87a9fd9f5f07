import { type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expect, signIn, snap, test } from './support';

/**
 * The dashboard's activity panel (a tenant admin sees the weekly chart with this week's new
 * version in it; a customer neither sees nor loads it) and the version comparison of a template.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const stamp = Date.now().toString(36);
const FIRST_LOAD = { timeout: 30_000 };

type Item = { '@id': string; id: number };

/** The platform as the signed-in user: its bearer token is the console's `token` cookie. */
async function api(page: Page): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { request: page.request, headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' } };
}

async function post(page: Page, url: string, data: unknown): Promise<Item> {
  const { request, headers } = await api(page);
  const response = await request.post(url, { headers: { ...headers, 'Content-Type': 'application/ld+json' }, data });
  expect(response.status(), url).toBe(201);
  return (await response.json()) as Item;
}

async function upload(page: Page, name: string): Promise<Item> {
  const { request, headers } = await api(page);
  const response = await request.post('/api/file/create_file_upload', {
    headers,
    multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Item;
}

/** The dialog alone: a full-page picture of a page under a modal repeats the fixed header. */
async function snapDialog(dialog: Locator, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await dialog.locator('.ant-modal-content').screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The first contract the signed-in user's list holds. */
async function firstContract(page: Page): Promise<Item> {
  const { request, headers } = await api(page);
  const contracts = await request.get('/api/contracts?itemsPerPage=1', { headers });
  return ((await contracts.json())['hydra:member'] as Item[])[0]!;
}

const sentBars = (page: Page) => page.getByTestId('activity-chart').getByTestId('activity-bar-sent');

test('tenant admin: the activity chart shows this week’s sent version; customer: no panel, no request', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'tenant.admin');
  // A version sent now, so the current week has a bar whatever the demo data's dates.
  const contract = await firstContract(page);
  await post(page, '/api/contract_versions', { contract: contract['@id'], content: `Activity ${stamp}` });
  await page.reload();

  const panel = page.getByTestId('activity-panel');
  await expect(panel.getByRole('heading', { name: 'Activity' })).toBeVisible(FIRST_LOAD);
  await expect(panel.getByRole('img', { name: 'Contract versions sent and signed per week' })).toBeVisible();
  await expect(sentBars(page)).toHaveCount(12);
  expect(Number(await sentBars(page).last().getAttribute('data-value'))).toBeGreaterThanOrEqual(1);
  const bar = await sentBars(page).last().boundingBox();
  expect(bar?.height).toBeGreaterThan(0);
  await expect(page.getByTestId('activity-waiting')).toHaveText(/^[1-9]\d*$/);
  await expect(panel.getByRole('table').first()).toContainText(`Contract version`);
  await snap(page, testInfo, 'activity-dashboard-en');

  await page.goto('/de');
  await expect(panel.getByRole('heading', { name: 'Aktivität' })).toBeVisible(FIRST_LOAD);
  await expect(
    panel.getByRole('img', { name: 'Versendete und unterschriebene Vertragsversionen pro Woche' }),
  ).toBeVisible();
  await snap(page, testInfo, 'activity-dashboard-de');

  // The waiting figure leads to the contract list filtered to waiting contracts.
  await panel.getByRole('link', { name: 'Ausstehende Verträge anzeigen' }).click();
  await expect(page).toHaveURL(/\/de\/contract\/list\?not_null%5Bversions\.signedAt%5D=false$/);
});

test('customer: the dashboard has its counters but no activity panel, and never asks for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/dashboard/activity') || /dashboard-activity/.test(url)) asked.push(url);
  });
  await signIn(page, 'customer');
  await expect(page.getByTestId('dashboard-counters')).toBeVisible();
  await expect(page.getByTestId('counter-user')).toBeVisible();
  await expect(page.getByTestId('activity-panel')).toHaveCount(0);
  await expect(page.getByTestId('activity-bar-sent')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('tenant admin: two versions of a template compared side by side, texts and attachments', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'tenant.admin');
  const template = await post(page, '/api/contract_templates', {
    activity: true,
    translations: [
      { locale: 'en', title: `Diff ${stamp}` },
      { locale: 'de', title: `Vergleich ${stamp}` },
    ],
  });
  const [kept, dropped, added] = await Promise.all([
    upload(page, `Kept ${stamp}.pdf`),
    upload(page, `Dropped ${stamp}.pdf`),
    upload(page, `Added ${stamp}.pdf`),
  ]);
  const first = await post(page, '/api/contract_template_versions', {
    template: template['@id'],
    activity: true,
    translations: [
      { locale: 'en', title: 'Terms', content: 'You pay every month by invoice.' },
      { locale: 'de', title: 'Bedingungen', content: 'Sie zahlen jeden Monat per Rechnung.' },
    ],
  });
  const second = await post(page, '/api/contract_template_versions', {
    template: template['@id'],
    activity: true,
    translations: [
      { locale: 'en', title: 'Terms', content: 'You pay every year by direct debit.' },
      { locale: 'de', title: 'Bedingungen', content: 'Sie zahlen jedes Jahr per Lastschrift.' },
    ],
  });
  const attach = (version: Item, file: Item, en: string, de: string) =>
    post(page, '/api/contract_template_version_mediate_files', {
      templateVersion: version['@id'],
      file: file['@id'],
      translations: [
        { locale: 'en', title: en },
        { locale: 'de', title: de },
      ],
    });
  await attach(first, kept, 'Price list', 'Preisliste');
  await attach(first, dropped, 'Old annex', 'Alter Anhang');
  await attach(second, kept, 'Price list', 'Preisliste');
  await attach(second, added, 'New annex', 'Neuer Anhang');

  await page.goto(`/contract/template/${template.id}`);
  await page.getByRole('button', { name: 'Compare' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Compare versions' });
  const english = dialog.getByTestId('diff-locale-en');
  await expect(english).toBeVisible(FIRST_LOAD);
  // The older version on the left, the newer on the right: words and attachments marked.
  await expect(english.locator('del').filter({ hasText: 'month' })).toBeVisible();
  await expect(english.locator('ins').filter({ hasText: 'year' })).toBeVisible();
  await expect(english.locator('li[data-status="removed"]')).toHaveText('Old annex');
  await expect(english.locator('li[data-status="added"]')).toHaveText('New annex');
  await expect(english.locator('li[data-status="unchanged"]')).toHaveText(['Price list', 'Price list']);
  const german = dialog.getByTestId('diff-locale-de');
  await expect(german.locator('ins').filter({ hasText: 'Lastschrift' })).toBeVisible();
  await expect(german.locator('li[data-status="removed"]')).toHaveText('Alter Anhang');
  // Activity is the same in both: not marked as a change.
  await expect(dialog.locator('[data-changed="true"]').filter({ hasText: 'Active' })).toHaveCount(0);
  await snapDialog(dialog, testInfo, 'diff-template-en');

  // The same version on both sides: nothing to show.
  await dialog.getByTestId('diff-pick-left').click();
  await page
    .locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option')
    .filter({ hasText: 'Terms' })
    .first()
    .click();
  await expect(dialog.getByText('The two versions are the same.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/de/contract/template/${template.id}`);
  await page.getByRole('button', { name: 'Vergleichen' }).click(FIRST_LOAD);
  const dialogDe = page.getByRole('dialog', { name: 'Versionen vergleichen' });
  await expect(dialogDe.getByTestId('diff-locale-de').locator('del').filter({ hasText: 'Rechnung' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(dialogDe).toContainText('Anhänge');
  // The interface language's texts come first.
  await expect(dialogDe.getByTestId(/^diff-locale-/).first()).toHaveAttribute('data-testid', 'diff-locale-de');
  await snapDialog(dialogDe, testInfo, 'diff-template-de');
});

test('tenant admin: two versions of a contract compared (the text the recipient was shown)', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'tenant.admin');
  const contract = await firstContract(page);
  await post(page, '/api/contract_versions', { contract: contract['@id'], content: `Delivery weekly ${stamp}` });
  await post(page, '/api/contract_versions', { contract: contract['@id'], content: `Delivery daily ${stamp}` });

  await page.goto(`/contract/list/${contract.id}`);
  await page.getByRole('button', { name: 'Compare' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Compare versions' });
  const content = dialog.getByTestId('diff-locale-none');
  await expect(content.locator('del')).toHaveText('weekly', FIRST_LOAD);
  await expect(content.locator('ins')).toHaveText('daily');
  // Sent at another moment, by the same sender: only "Sent" may differ among the properties.
  await expect(dialog.locator('[data-changed="true"]').filter({ hasText: 'Sender' })).toHaveCount(0);
  await snapDialog(dialog, testInfo, 'diff-contract-en');
});

test('customer: the dashboard names the contracts waiting for its signature and leads to them; a tenant admin has no such panel', async ({
  page,
}, testInfo) => {
  await signIn(page, 'customer');
  const panel = page.getByTestId('to-sign');
  await expect(panel).toBeVisible(FIRST_LOAD);
  // As many as the platform counts for the customer (the demo has two; other specs may sign or send more).
  const { request, headers } = await api(page);
  const waiting = await request.get('/api/contracts?itemsPerPage=1&not_null%5Bversions.signedAt%5D=false', {
    headers,
  });
  const total = ((await waiting.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
  expect(total).toBeGreaterThan(0);
  await expect(panel.getByText(`Waiting for your signature (${total})`)).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(Math.min(total, 5));
  await snap(page, testInfo, 'dashboard-to-sign-customer');
  await panel.getByRole('link', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/contract\/my-list\?not_null%5Bversions\.signedAt%5D=false/);
  await expect(page.locator('.ant-table-row')).toHaveCount(Math.min(total, 10));

  await page.goto('/');
  await panel.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/contract\/my-list\/\d+$/);
});

test('tenant admin: no "waiting for your signature" panel (the admin sends, it is not sent contracts)', async ({
  page,
}) => {
  await signIn(page, 'tenant.admin');
  await expect(page.getByTestId('activity-waiting')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('to-sign')).toHaveCount(0);
});
