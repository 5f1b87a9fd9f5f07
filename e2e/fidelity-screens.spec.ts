import { type Page } from '@playwright/test';
import { chunkFiles, isOneOf } from './chunks';
import {
  expect,
  openInPage,
  openProfileMenu,
  PASSWORD,
  signIn,
  skipPicturesInCi,
  snap,
  tableRows,
  test,
} from './support';

/**
 * The finished screens as a careful admin and a customer on a phone meet them (issue 25): pages
 * that fit a phone, lists whose actions stay in reach, rows that open their record, a deep link
 * that survives sign-in, a palette that keeps every key, and forms that say what happened.
 */

const rows = tableRows;
/** A list's first answer, on a machine shared by several builds, can take longer than the default wait. */
const LIST = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 900 };
const DESKTOP = { width: 1440, height: 900 };

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The page drawn to its end: no skeleton, no spinning list, then a moment for late layout. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1, .ant-result-title').first()).toBeVisible(LIST);
  // A page opened inside the console whose code is still loading leaves the page before it on
  // screen, under the progress bar (shown after 200 ms): wait until the new page is the one drawn.
  await page.waitForTimeout(250);
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0, LIST);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0, LIST);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, LIST);
  await page.waitForTimeout(300);
}

/** The document is no wider than the window: nothing to scroll sideways, nothing cut off. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect.poll(() => documentWidth(page), { message: `${where} at ${width} px` }).toBeLessThanOrEqual(width);
}

/** The element is inside the window and drawn where it says (not under another box or clipped). */
async function expectInReach(page: Page, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  // A list that refetches (a live update) draws its rows anew: the box of the one on screen now.
  let box = await locator.boundingBox();
  for (let attempt = 0; box === null && attempt < 20; attempt += 1) {
    await page.waitForTimeout(100);
    box = await locator.boundingBox();
  }
  if (box === null) throw new Error(`${what}: not on screen`);
  const width = page.viewportSize()!.width;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  // What a finger or a pointer at its middle meets is the control itself, not a box over it or a
  // scrolling table's clipped edge.
  const hit = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const found = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return found !== null && (element === found || element.contains(found));
  });
  expect(hit, `${what}: hit at its middle`).toBe(true);
}

/** How many lines the element's text takes. */
const lineCount = (element: ReturnType<Page['locator']>) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

/** The platform as the signed-in user (the console's `token` cookie is its bearer token). */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
}

/** The address of the first row's own page, as its Edit or View link names it. */
async function firstRecordPath(page: Page, list: string): Promise<string> {
  await openInPage(page, list);
  // The list before may still be on screen while this one loads: a link into this list's records.
  const link = rows(page).first().locator(`a[href^="${list}/"]`).first();
  await expect(link, `a record link on ${list}`).toBeVisible(LIST);
  return (await link.getAttribute('href'))!;
}

/** The customer's version waiting for its signature, reached as the customer does: My Contracts → contract → version. */
async function waitingVersionPath(page: Page): Promise<string> {
  const headers = await apiHeaders(page);
  const answer = await page.request.get('/api/contracts?page=1&itemsPerPage=30', { headers });
  expect(answer.status()).toBe(200);
  const contracts = (await answer.json())['hydra:member'] as {
    id: number;
    versions: { id: number; signedAt: string | null }[];
  }[];
  for (const contract of contracts) {
    const waiting = contract.versions.find((version) => version.signedAt === null);
    if (waiting) return `/contract/my-list/${contract.id}/version/${waiting.id}`;
  }
  throw new Error('the customer has no version waiting for a signature');
}

test.describe('a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("the customer's signature page fits a phone: dates and state read whole, Sign out in reach", async ({
    page,
  }, testInfo) => {
    await signIn(page, 'customer');
    const path = await waitingVersionPath(page);
    await page.goto(path);
    await settled(page);
    await expectNoSidewaysScroll(page, 'the signature page');
    // The Sent date reads on one line, the state tag whole.
    const sent = page.locator('.ant-descriptions-item-content').first();
    await expect(sent).toHaveText(/^\d{2} \S+ \d{4}$/);
    expect(await lineCount(sent), 'lines of the Sent date').toBe(1);
    await expectInReach(page, page.locator('.ant-descriptions .ant-tag').first(), 'the state tag');
    await expectInReach(page, page.getByRole('button', { name: 'Sign' }), 'Sign');
    await snap(page, testInfo, 'signature-page-390');
    await expectInReach(page, page.getByTestId('profile-menu'), 'the profile menu');
    const menu = await openProfileMenu(page);
    await expectInReach(page, menu.getByRole('menuitem', { name: 'Sign out' }), 'Sign out');
  });

  test('no page of the route table is wider than a phone', async ({ page }) => {
    test.setTimeout(420_000);
    await signIn(page, 'tenant.admin');
    const lists = [
      '/file',
      '/user',
      '/company/list',
      '/configuration/allowed-origin',
      '/configuration/country-tag',
      '/configuration/fallback-locale',
      '/configuration/notification-template',
      '/contract/category',
      '/contract/list',
      '/contract/product',
      '/contract/template',
      '/contract/term',
    ];
    const pages = ['/', '/my-company', '/configuration/jwk-url', '/contract/customer-association'];
    pages.push('/contract/template-company', '/configuration/audit');
    for (const list of lists) {
      pages.push(list, `${list}/create`, await firstRecordPath(page, list));
    }
    const template = await firstRecordPath(page, '/contract/template');
    pages.push(`${template}/version/create`);
    await openInPage(page, template);
    await settled(page);
    const version = await page.locator('a[href*="/version/"]').first().getAttribute('href');
    pages.push(version!);
    for (const path of pages) {
      await openInPage(page, path);
      await settled(page);
      await expectNoSidewaysScroll(page, path);
    }
    await openInPage(page, '/');
    await settled(page);
    await page.context().clearCookies();

    await signIn(page, 'supervisor');
    for (const list of ['/tenant', '/company/provider']) {
      for (const path of [list, `${list}/create`, await firstRecordPath(page, list)]) {
        await openInPage(page, path);
        await settled(page);
        await expectNoSidewaysScroll(page, path);
      }
    }
    await page.context().clearCookies();

    await signIn(page, 'customer');
    const contract = await firstRecordPath(page, '/contract/my-list');
    for (const path of ['/contract/my-list', contract, await waitingVersionPath(page)]) {
      await openInPage(page, path);
      await settled(page);
      await expectNoSidewaysScroll(page, path);
    }
    await page.context().clearCookies();
    for (const path of ['/login', '/logout_success']) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('a list on a phone is a list of cards: each opens its record when tapped, its actions in reach', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'tenant.admin');
    await page.goto('/contract/list');
    await expect(rows(page).first()).toBeVisible(LIST);
    await expectNoSidewaysScroll(page, 'the contract list');
    const first = rows(page).first();
    // A card: the whole row within the phone's width, its state and its actions readable in place.
    const card = (await first.boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(PHONE.width);
    await expectInReach(page, first.locator('.ant-tag').first(), 'the state');
    await expectInReach(page, first.getByRole('link', { name: 'Edit' }), 'Edit');
    await expectInReach(page, first.getByRole('button', { name: 'Delete' }), 'Delete');
    await snap(page, testInfo, 'contract-list-cards-390');
    // Ticking a row chooses it; it does not open it.
    await first.locator('.ant-checkbox-input').check();
    await expect(page).toHaveURL(/\/contract\/list$/);
    // A tap on the card's text opens the contract.
    await first.locator('td').nth(1).tap();
    await expect(page).toHaveURL(/\/contract\/list\/\d+$/);
  });
});

test('lists at 800 px keep every row action in reach', async ({ page }, testInfo) => {
  await page.setViewportSize(TABLET);
  await signIn(page, 'tenant.admin');
  for (const list of ['/contract/list', '/user', '/company/list', '/contract/template']) {
    await page.goto(list);
    await expect(rows(page).first()).toBeVisible(LIST);
    await expectNoSidewaysScroll(page, list);
    const first = rows(page).first();
    await expectInReach(page, first.getByRole('link', { name: 'Edit' }), `Edit on ${list}`);
    const remove = first.getByRole('button', { name: 'Delete' });
    if ((await remove.count()) > 0) await expectInReach(page, remove, `Delete on ${list}`);
    await snap(page, testInfo, `list-800${list.replace(/\//g, '-')}`);
  }
});

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

test('the contract list and the customer version page at 390, 800 and 1440 px (screenshots kept)', async ({
  page,
}, testInfo) => {
  skipPicturesInCi();
  test.setTimeout(180_000);
  const widths = [PHONE, TABLET, DESKTOP];
  await signIn(page, 'tenant.admin');
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.goto('/contract/list');
    await expect(rows(page).first()).toBeVisible(LIST);
    await settled(page);
    await expectNoSidewaysScroll(page, 'the contract list');
    await snap(page, testInfo, `contract-list-${size.width}`);
  }
  await page.context().clearCookies();
  await signIn(page, 'customer');
  const path = await waitingVersionPath(page);
  for (const size of widths) {
    await page.setViewportSize(size);
    await page.goto(path);
    await settled(page);
    await expectNoSidewaysScroll(page, 'the version page');
    await snap(page, testInfo, `customer-version-${size.width}`);
  }
});
