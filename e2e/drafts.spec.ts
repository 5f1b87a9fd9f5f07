import { chooseOption, expect, openDropdown, signIn, snap, tableRows, test } from './support';

/**
 * Template version drafts (issue 25): a new version is a draft, shown as such in the versions
 * table and never offered when a contract version is sent; once published it is the current one
 * and the send form proposes it.
 */

const stamp = Date.now().toString(36);
const TEMPLATE = 'Mobile Subscription';
const DRAFT_TITLE = `Draft terms ${stamp}`;
/** A screen's first load on a busy machine: its chunk, then its data. */
const FIRST_LOAD = { timeout: 30_000 };

test('tenant admin: a new version is a draft, not offered for sending, until published', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'tenant.admin');

  // A new version of a seeded template that has a version in force.
  await page.goto(`/contract/template?${new URLSearchParams({ 'translations.title': TEMPLATE })}`);
  await tableRows(page).first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/contract\/template\/\d+$/);
  const templateUrl = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'New version' }).click();
  await expect(page).toHaveURL(/\/contract\/template\/\d+\/version\/create$/);
  // The form is filled once the template has loaded (its title in the breadcrumb).
  await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: TEMPLATE })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Title (EN)').fill(DRAFT_TITLE);
  await page.getByLabel('Content (EN)').fill('The subscription runs for twelve months.');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page).toHaveURL(/\/contract\/template\/\d+\/version\/\d+$/);
  await expect(page.getByText('Draft created')).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toContainText('Draft');
  await expect(page.getByText('This version is a draft: it is not offered for sending.')).toBeVisible();

  // The versions table tells the draft from the current version and the superseded ones.
  await page.goto(templateUrl);
  const versions = page.locator('.ant-pro-card').filter({ hasText: 'Versions' }).locator('.ant-table-tbody');
  const draftRow = versions.locator('tr.ant-table-row').filter({ hasText: DRAFT_TITLE });
  await expect(draftRow).toContainText('Draft', FIRST_LOAD);
  await expect(draftRow.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(versions.locator('tr.ant-table-row').filter({ hasText: 'Current' })).toHaveCount(1);
  await expect(versions.locator('tr.ant-table-row').filter({ hasText: 'Current' })).not.toContainText(DRAFT_TITLE);
  await snap(page, testInfo, 'drafts-versions-table-draft');

  // A contract of the template: the draft is not among the versions offered for sending.
  await page.goto('/contract/list/create');
  await chooseOption(page, 'Template', 'mobile', TEMPLATE);
  await chooseOption(page, 'Recipient company', 'zurich', 'Zürich Customer AG');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page).toHaveURL(/\/contract\/list\/\d+$/);
  const contractUrl = new URL(page.url()).pathname;
  const versionField = page.locator('.ant-form-item').filter({ hasText: 'Template version' });
  await expect(versionField).toContainText(TEMPLATE, FIRST_LOAD);
  await expect(versionField).not.toContainText(DRAFT_TITLE);
  await versionField.locator('.ant-select-selector').click();
  const options = openDropdown(page).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  await expect(openDropdown(page)).not.toContainText(DRAFT_TITLE);
  await page.keyboard.press('Escape');

  // Published from the versions table, after a confirmation: now the current version.
  await page.goto(templateUrl);
  await draftRow.getByRole('button', { name: 'Publish' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Version published')).toBeVisible();
  await expect(draftRow).toContainText('Current');
  await expect(draftRow.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(versions.locator('tr.ant-table-row').filter({ hasText: 'Current' })).toHaveCount(1);
  await expect(versions).toContainText('Superseded');
  await snap(page, testInfo, 'drafts-versions-table-published');

  // The send form now proposes it.
  await page.goto(contractUrl);
  await expect(versionField).toContainText(DRAFT_TITLE, FIRST_LOAD);
});

test('tenant admin: the activation page has one switch per template, explained', async ({ page }, testInfo) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/contract/template-company');
  await chooseOption(page, 'Company', 'retail', 'Acme Retail GmbH');
  await expect(tableRows(page).first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Only the switch “Available to the company” decides')).toBeVisible();
  const count = await tableRows(page).count();
  await expect(page.locator('.ant-table-tbody').getByRole('switch', { name: 'Available to the company' })).toHaveCount(
    count,
  );
  await expect(page.getByRole('columnheader', { name: 'Approved by the company' })).toBeVisible();
  await snap(page, testInfo, 'drafts-activation');
});

test('editor: the dashboard names each draft by its template and publishes it there', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor');
  // The editor reads German (its locale). Drafts other tests began may be there already: how many.
  const panel = page.getByTestId('drafts');
  await expect(panel).toContainText('Entwürfe zum Veröffentlichen (', FIRST_LOAD);
  await expect(panel.locator('.ant-spin-spinning')).toHaveCount(0, FIRST_LOAD);
  const before = Number(/\((\d+)\)/.exec(await panel.locator('.ant-card-head-title').innerText())![1]);
  if (before === 0) await expect(panel).toContainText('Kein Entwurf wartet auf die Veröffentlichung.');

  // A draft begun elsewhere (another editor's tab, an import) through the platform.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const headers = { authorization: `Bearer ${token}`, accept: 'application/ld+json' };
  const found = await page.request.get(
    `/api/contract_templates?${new URLSearchParams({ 'translations.title': TEMPLATE })}`,
    { headers },
  );
  const template = (
    (await found.json()) as { 'hydra:member': { '@id': string; translations: { locale: string; title: string }[] }[] }
  )['hydra:member'][0]!;
  const title = (template.translations.find((text) => text.locale === 'de') ?? template.translations[0]!).title;
  const created = await page.request.post('/api/contract_template_versions', {
    headers: { ...headers, 'content-type': 'application/ld+json' },
    data: { template: template['@id'], translations: [{ locale: 'de', title: `Entwurf ${stamp}` }] },
  });
  expect(created.status(), await created.text()).toBe(201);

  // It comes to the open dashboard by itself (live updates), named by its template.
  await expect(panel).toContainText(`Entwürfe zum Veröffentlichen (${before + 1})`, FIRST_LOAD);
  // Newest first: the one just begun.
  const row = panel.locator('.ant-list-item').first();
  await expect(row).toContainText(title);
  await expect(row).toContainText('Entwurf begonnen am');
  await snap(page, testInfo, 'drafts-dashboard-editor');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    /\/de\/contract\/template\/\d+\/version\/\d+$|\/contract\/template\/\d+\/version\/\d+$/,
  );

  // Published from the panel after the confirmation: it leaves the list.
  await row.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Version veröffentlicht')).toBeVisible();
  await expect(panel).toContainText(`Entwürfe zum Veröffentlichen (${before})`);
});
