import { expect, openInPage, openProfileMenu, signIn, skipPicturesInCi, snap, tableRows, test } from './support';
import {
  DESKTOP,
  expectInReach,
  expectNoSidewaysScroll,
  firstRecordPath,
  lineCount,
  LIST,
  PHONE,
  settled,
  TABLET,
  waitingVersionPath,
} from './screens';

/**
 * The finished screens at a phone's, a tablet's and a desktop's width (issue 25): pages that fit
 * a phone, lists whose actions stay in reach, the contract list and the customer's version page at
 * each width.
 */

const rows = tableRows;

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
