import { chunkFiles, isOneOf } from './chunks';
import { expect, PASSWORD, signIn, snap, tableRows, test } from './support';
import { apiHeaders, DESKTOP, firstRecordPath, LIST } from './screens';

/**
 * The finished screens as a careful admin and a customer on a phone meet them (issue 25): pages
 * that fit a phone, lists whose actions stay in reach, rows that open their record, a deep link
 * that survives sign-in, a palette that keeps every key, and forms that say what happened.
 */

const rows = tableRows;

test('a click on a row opens its record; a click on a control in it does not', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'tenant.admin');
  await page.goto('/company/list');
  await expect(rows(page).first()).toBeVisible(LIST);
  const first = rows(page).first();
  await first.locator('.ant-checkbox-input').check();
  await expect(page).toHaveURL(/\/company\/list$/);
  await first.locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/company\/list\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: /Companies › Edit/ })).toBeVisible();

  // A read-only list opens the record's own page: My Contracts for the customer.
  await page.context().clearCookies();
  await signIn(page, 'customer');
  await page.goto('/contract/my-list');
  await expect(rows(page).first()).toBeVisible(LIST);
  await rows(page).first().locator('td').first().click();
  await expect(page).toHaveURL(/\/contract\/my-list\/\d+$/);
});

test('a deep link survives sign-in, and only console addresses are returned to', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'tenant.admin');
  const template = await firstRecordPath(page, '/contract/template');
  await context.clearCookies();

  // Signed out, an address from an e-mail: sign-in, then the page asked for.
  await page.goto(`${template}?from=mail`);
  await expect(page).toHaveURL(/\/login\?/);
  // Nobody's session ended: no such notice.
  await expect(page.getByText('Your session has ended.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill('tenant.admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${template}\\?from=mail$`));
  await expect(page.getByRole('heading', { name: /Contract templates › Edit/ })).toBeVisible(LIST);

  // The same under a language prefix.
  await context.clearCookies();
  await page.goto('/de/user');
  await expect(page).toHaveURL(/\/de\/login\?/);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel(/Username|Benutzername/).fill('tenant.admin');
  await page.getByLabel(/Password|Passwort/).fill(PASSWORD);
  await page.getByRole('button', { name: /Sign in|Anmelden/ }).click();
  await expect(page).toHaveURL(/\/de\/user$/);
  await expect(rows(page).first()).toBeVisible(LIST);

  // Another site, the API or the sign-in pages themselves are never where sign-in leads.
  for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/api/users', '/login']) {
    await context.clearCookies();
    await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('tenant.admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(LIST);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe('/');
  }
  await context.close();
});

test.describe('with motion', () => {
  // People's screens animate: the dialog's opening and the first use of its parts take a moment.
  test.use({ reducedMotion: 'no-preference' });

  test('the palette keeps its focus and every key typed at a normal pace', async ({ page }) => {
    await signIn(page, 'supervisor');
    const headers = await apiHeaders(page);
    const name = `Cloudbase ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/tenants', {
      headers: { ...headers, 'Content-Type': 'application/ld+json' },
      data: { name, keycloakId: Math.floor(Math.random() * 1e6) + 5000 },
    });
    expect(created.status()).toBe(201);
    const input = page.getByTestId('palette-input');
    // The first time (its code still loading) and again, typed at once after Ctrl+K.
    for (const time of ['first', 'second']) {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('cloud', { delay: 120 });
      await expect(input, `${time} time`).toHaveValue('cloud');
      await expect(input).toBeFocused();
      await expect(page.getByRole('option', { name })).toBeVisible();
      await expect(page.getByText('Nothing found')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(input).toBeHidden();
    }
  });
});

test('leaving a form with unsaved changes asks first; a saved form leaves freely', async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  await page.goto('/tenant/create');
  await expect(page.getByLabel('Name')).toBeVisible(LIST);
  // Nothing typed yet: the menu leaves at once.
  await page.getByRole('menuitem', { name: 'User' }).click();
  await expect(page).toHaveURL(/\/user$/);

  // From the tenant list to its form, as a person goes there.
  await page.getByRole('menuitem', { name: 'Tenant' }).click();
  // The tenant list's Create, not the user list's still drawn on the way out.
  await expect(page).toHaveURL(/\/tenant$/);
  await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/tenant\/create$/);
  // The form, not the list's search field of the same name on its way out.
  await expect(page.getByLabel('Keycloak id')).toBeVisible();
  await page.getByLabel('Name').fill('Half-typed Ltd');
  await page.getByRole('menuitem', { name: 'User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await snap(page, testInfo, 'leave-dirty-form');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tenant\/create$/);
  await expect(page.getByLabel('Name')).toHaveValue('Half-typed Ltd');

  // The browser's Back button asks too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/tenant\/create$/);
  await expect(page.getByLabel('Name')).toHaveValue('Half-typed Ltd');

  // Reloading or closing the tab: the browser asks its own question.
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(page.getByLabel('Name')).toHaveValue('Half-typed Ltd');

  await page.getByRole('menuitem', { name: 'User' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/user$/);

  // An edited record that was saved leaves without a question.
  const path = await firstRecordPath(page, '/tenant');
  await page.goto(path);
  await expect(page.getByLabel('Name')).not.toHaveValue('', LIST);
  const original = await page.getByLabel('Name').inputValue();
  await page.getByLabel('Name').fill(`${original} `);
  await page.getByLabel('Name').fill(original);
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  expect((await saved).status()).toBeLessThan(300);
  await page.getByRole('menuitem', { name: 'User' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(dialog).toHaveCount(0);
});

test('a new template opens as its own page, a new version says it was created', async ({ page }) => {
  await signIn(page, 'tenant.admin');
  const stamp = Date.now().toString(36);
  await page.goto('/contract/template/create');
  await page.getByLabel('Title (EN)').fill(`Heat Pump Lease ${stamp}`);
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page).toHaveURL(/\/contract\/template\/\d+$/);
  await expect(page.locator('.ant-message-notice')).toContainText('Created');
  await expect(page.getByLabel('Title (EN)')).toHaveValue(`Heat Pump Lease ${stamp}`);

  await page.getByRole('button', { name: 'New version' }).click();
  await expect(page).toHaveURL(/\/version\/create$/);
  // The version's own form, not the template's still drawn while the version page loads.
  await expect(page.getByRole('heading', { name: 'New version' })).toBeVisible();
  await page.getByLabel('Title (EN)').fill(`Conditions ${stamp}`);
  await page.getByLabel('Content (EN)').fill('The lessee pays monthly.');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page).toHaveURL(/\/version\/\d+$/);
  // A new version is a draft until published (the drafts work): the notice says so.
  await expect(page.locator('.ant-message-notice')).toContainText('Draft created');
});

test('your own user row offers no Delete', async ({ page }) => {
  await signIn(page, 'tenant.admin');
  await page.goto('/user?orSearch_name=tenant.admin');
  await expect(rows(page)).toHaveCount(1, LIST);
  await expect(rows(page).first().getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(rows(page).first().locator('.ant-checkbox-input')).toBeDisabled();
  // Another user of the tenant still can be deleted.
  await page.goto('/user?orSearch_name=editor');
  await expect(rows(page).first().getByRole('button', { name: 'Delete' })).toBeVisible(LIST);
});

test('a refused field is told once, at the field, without its raw name', async ({ page }, testInfo) => {
  await signIn(page, 'supervisor');
  await page.goto('/tenant/create');
  await page.getByLabel('Name').fill('Acme');
  await page.getByLabel('Keycloak id').fill('4242');
  await page.getByRole('button', { name: /Submit|Save/ }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('This value is already used.');
  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('name:');
  await expect(notice).not.toContainText('already used');
  await snap(page, testInfo, 'tenant-create-422-once');
});

test('every page heading has one style', async ({ page }) => {
  await signIn(page, 'tenant.admin');
  const styles = new Map<string, string>();
  for (const path of ['/', '/user', '/user/create', '/my-company', '/contract/template-company', '/contract/list']) {
    await page.goto(path);
    const heading = page.locator('main h1').first();
    await expect(heading).toBeVisible(LIST);
    styles.set(
      path,
      await heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontWeight} ${style.lineHeight}`;
      }),
    );
  }
  expect(new Set(styles.values()), JSON.stringify(Object.fromEntries(styles))).toHaveProperty('size', 1);
});

test('the column settings button is there with the list, and has a name', async ({ page }) => {
  await signIn(page, 'tenant.admin');
  // Its panel's code comes late on a slow line: the button must not wait for it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isColumnSettings = isOneOf(chunkFiles(/pro-table-column-setting/));
  await page.route(
    (url) => isColumnSettings(url.href),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto('/user');
  await expect(rows(page).first()).toBeVisible(LIST);
  const settings = page.getByRole('button', { name: 'Table Settings' });
  await expect(settings).toBeVisible();
  // Once its code is in, the same button opens the panel.
  const loaded = page.waitForResponse((response) => isColumnSettings(response.url()));
  release();
  await loaded;
  await page.waitForTimeout(500);
  await settings.click();
  await expect(page.getByText('Column Display')).toBeVisible();
});
