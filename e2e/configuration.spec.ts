import { type Page } from '@playwright/test';
import {
  addLanguage,
  chooseOption,
  deleteFirstRow,
  expect,
  expectSaved,
  signIn,
  snap,
  tableRows,
  test,
} from './support';

const choose = chooseOption;

/** Configuration and contract catalogue screens, as Acme's tenant admin (the spec's menu role). */

const rows = tableRows;
const submit = (page: Page) => page.getByRole('button', { name: /Submit|Save/ }).click();
const search = (page: Page) => page.getByRole('button', { name: /^(Query|Search)$/ }).click();
const unique = () => Date.now().toString(36);

async function deleteOnlyRow(page: Page, confirm: RegExp, gone: string) {
  await expect(rows(page)).toHaveCount(1);
  await deleteFirstRow(page, confirm);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(gone);
}

/** Opens the first row's edit form and waits for it: the list's search fields share its labels. */
async function openEdit(page: Page) {
  await rows(page)
    .first()
    .getByRole('link', { name: /Edit|View/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /› Edit/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Submit|Save/ })).toBeVisible();
}

/** Back on the list after a create; the search form is filled only once the list is shown. */
async function backOnList(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
  await expect(rows(page).first()).toBeVisible();
}

test.beforeEach(async ({ page }, testInfo) => {
  await signIn(page, testInfo.title.startsWith('supervisor') ? 'supervisor' : 'tenant.admin');
});

test('allowed origins: menu, filter, a refused origin at its field, create, edit, delete', async ({
  page,
}, testInfo) => {
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await page.getByRole('menuitem', { name: 'Allowed Origin' }).click();
  await expect(page).toHaveURL(/\/configuration\/allowed-origin$/);
  await expect(page.locator('.ant-table-tbody')).toContainText('https://portal.acme.example');

  const filtered = page.waitForRequest((request) => /allowed_origins\?.*orSearch_name=ADMIN/.test(request.url()));
  await page.getByLabel('Origin').first().fill('ADMIN');
  await search(page);
  await filtered;
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('https://admin.acme.example');

  const host = `shop-${unique()}.acme.example`;
  await page.goto('/configuration/allowed-origin/create');
  await page.getByLabel('Origin').fill(`https://${host}/path`);
  await submit(page);
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('not a valid origin');
  await expect(page.getByLabel('Origin')).toHaveValue(`https://${host}/path`);
  await snap(page, testInfo, 'allowed-origin-422');

  await page.getByLabel('Origin').fill(`https://${host}`);
  await submit(page);
  await backOnList(page, '/configuration/allowed-origin');
  await page.getByLabel('Origin').first().fill(host);
  await search(page);
  await expect(rows(page)).toHaveCount(1);

  await openEdit(page);
  await expect(page).toHaveURL(/\/configuration\/allowed-origin\/\d+$/);
  await page.getByLabel('Origin').fill(`https://${host}:8443`);
  await expectSaved(page, () => submit(page));
  await page.reload();
  await expect(page.getByLabel('Origin')).toHaveValue(`https://${host}:8443`);

  await page.goto(`/configuration/allowed-origin?orSearch_name=${encodeURIComponent(host)}`);
  await deleteOnlyRow(page, /Delete this allowed origin\?/, host);
});

test('fallback locales: a locale already used is refused at its field; another is created and deleted', async ({
  page,
}) => {
  await page.goto('/configuration/fallback-locale');
  await expect(page.locator('.ant-table-tbody')).toContainText('Deutsch (de)');

  await page.goto('/configuration/fallback-locale/create');
  // Spec section 5: without a locale nothing is sent.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/fallback_locales')) posts.push(request.url());
  });
  await submit(page);
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('Locale is required');
  expect(posts).toHaveLength(0);

  await choose(page, 'Locale', 'deutsch', 'Deutsch (de)');
  await submit(page);
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('already used');

  await choose(page, 'Locale', 'ital', 'Italiano (it)');
  await submit(page);
  await expect(page).toHaveURL(/\/configuration\/fallback-locale(\?.*)?$/);
  await expect(page.locator('.ant-table-tbody')).toContainText('Italiano (it)');
  await page.goto('/configuration/fallback-locale?locale=it');
  await deleteOnlyRow(page, /Delete this fallback locale\?/, 'Italiano');
});

test('country tags: countries chosen by an accent-free search, shown by name, edited and deleted', async ({ page }) => {
  const name = `Nordics ${unique()}`;
  await page.goto('/configuration/country-tag/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  // 'aland' finds 'Åland Islands' (spec select search filter: accent- and case-insensitive).
  await choose(page, 'Countries', 'aland', 'Åland Islands');
  await choose(page, 'Countries', 'FINL', 'Finland');
  await submit(page);
  await backOnList(page, '/configuration/country-tag');
  await page.getByLabel('Name').first().fill(name);
  await search(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Åland Islands, Finland');

  await openEdit(page);
  await expect(page.locator('.ant-select-selection-item')).toHaveText(['Åland Islands', 'Finland']);
  await choose(page, 'Countries', 'swed', 'Sweden');
  await expectSaved(page, () => submit(page));

  await page.goto(`/configuration/country-tag?name=${encodeURIComponent(name)}`);
  await expect(rows(page).first()).toContainText('Sweden');
  await deleteOnlyRow(page, /Delete this country tag\?/, name);
});

test('categories and products: titles per language, a category chosen for a product, shown in German', async ({
  page,
}, testInfo) => {
  const stamp = unique();
  await page.goto('/contract/category/create');
  await page.getByLabel('External id').fill(`CAT-${stamp}`);
  await page.getByLabel('Title (EN)').fill(`Water ${stamp}`);
  await addLanguage(page, 'deutsch', 'Deutsch (de)');
  await page.getByLabel('Title (DE)').fill(`Wasser ${stamp}`);
  await submit(page);
  await backOnList(page, '/contract/category');
  await page.getByLabel('Title').first().fill(`wasser ${stamp}`);
  await search(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Water ${stamp}`);

  await page.goto('/contract/product/create');
  await page.getByLabel('Title (EN)').fill(`Tap ${stamp}`);
  await addLanguage(page, 'francais', 'Français (fr)');
  await page.getByLabel('Description (FR)').fill('Eau du robinet');
  await choose(page, 'Category', `water ${stamp}`, `Water ${stamp}`);
  await submit(page);
  // A French description needs a French title: the form says so before anything is sent.
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('Title (FR) is required');
  await page.getByLabel('Title (FR)').fill(`Robinet ${stamp}`);
  await submit(page);
  await backOnList(page, '/contract/product');
  await page.getByLabel('Title').first().fill(`Tap ${stamp}`);
  await search(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`Water ${stamp}`);

  // In German the list shows the German category title; the product has none, so English.
  await page.goto(`/de/contract/product?${new URLSearchParams({ 'translations.title': `Tap ${stamp}` })}`);
  await expect(rows(page).first()).toContainText(`Wasser ${stamp}`);
  await expect(rows(page).first()).toContainText(`Tap ${stamp}`);
  await snap(page, testInfo, 'product-list-de');

  await page.goto(`/contract/product?${new URLSearchParams({ 'translations.title': `Tap ${stamp}` })}`);
  await openEdit(page);
  await expect(page.getByLabel('Title (FR)')).toHaveValue(`Robinet ${stamp}`);
  // The product has English and French only: German is added in the form.
  await expect(page.getByLabel('Title (DE)')).toHaveCount(0);
  await addLanguage(page, 'deu', 'Deutsch (de)');
  await page.getByLabel('Title (DE)').fill(`Hahn ${stamp}`);
  await expectSaved(page, () => submit(page));
  await page.reload();
  await expect(page.getByLabel('Title (DE)')).toHaveValue(`Hahn ${stamp}`);
  await expect(page.locator('.ant-select-selection-item')).toHaveText(`Water ${stamp}`);

  await page.goto(`/contract/product?${new URLSearchParams({ 'translations.title': `Tap ${stamp}` })}`);
  await deleteOnlyRow(page, /Delete this product\?/, `Tap ${stamp}`);
  await page.goto(`/contract/category?${new URLSearchParams({ 'translations.title': `Water ${stamp}` })}`);
  await deleteOnlyRow(page, /Delete this category\?/, `Water ${stamp}`);
});

test('terms: title and content per language, edited and deleted', async ({ page }) => {
  const stamp = unique();
  await page.goto('/contract/term/create');
  await page.getByLabel('Title (EN)').fill(`Terms ${stamp}`);
  await page.getByLabel('Content (EN)').fill('Everything is agreed.');
  await addLanguage(page, 'fran', 'Français (fr)');
  await page.getByLabel('Title (FR)').fill(`Conditions ${stamp}`);
  await submit(page);
  await expect(page).toHaveURL(/\/contract\/term(\?.*)?$/);
  const listed = `/contract/term?${new URLSearchParams({ 'translations.title': `Terms ${stamp}` })}`;
  await page.goto(listed);
  await openEdit(page);
  await expect(page.getByLabel('Content (EN)')).toHaveValue('Everything is agreed.');
  await page.getByLabel('Content (EN)').fill('Everything is agreed, twice.');
  await expectSaved(page, () => submit(page));
  await page.goto(listed);
  await deleteOnlyRow(page, /Delete these terms\?/, `Terms ${stamp}`);
});

test('notification templates: event, locale and subject/body per language', async ({ page }) => {
  await page.goto('/configuration/notification-template/create');
  await choose(page, 'Event', 'reset', 'Password reset');
  await choose(page, 'Locale', 'ital', 'Italiano (it)');
  const subject = `Reset ${unique()}`;
  await page.getByLabel('Subject (EN)').fill(subject);
  await submit(page);
  await expect(page.locator('.ant-form-item-explain-error')).toContainText('Body (EN) is required');
  await page.getByLabel('Body (EN)').fill('Follow the link to choose a new password.');
  await submit(page);
  await expect(page).toHaveURL(/\/configuration\/notification-template(\?.*)?$/);
  await page.goto('/configuration/notification-template?type=PASSWORD_RESET&locale=it');
  await expect(rows(page).first()).toContainText(subject);
  await deleteOnlyRow(page, /Delete this notification template\?/, subject);
});

test('supervisor: allowed origins of every tenant, one kept for another tenant', async ({ page }) => {
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await page.getByRole('menuitem', { name: 'Allowed Origin' }).click();
  await expect(page.getByRole('columnheader', { name: 'Tenant' })).toBeVisible();
  await page.getByLabel('Origin').first().fill('portal.acme');
  await search(page);
  await expect(rows(page).first()).toContainText('Acme');

  const host = `partner-${unique()}.globex.example`;
  await page.goto('/configuration/allowed-origin/create');
  await page.getByLabel('Origin').fill(`https://${host}`);
  await choose(page, 'Tenant', 'glob', 'Globex');
  await submit(page);
  await backOnList(page, '/configuration/allowed-origin');
  await page.goto(`/configuration/allowed-origin?orSearch_name=${encodeURIComponent(host)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Globex');
  await deleteOnlyRow(page, /Delete this allowed origin\?/, host);
});
