/**
 * Keyboard and screen readers (issue 9 part 8): every screen a role's menu offers, with its create
 * form and the detail of its first row, passes axe (WCAG 2.1 A/AA) with no serious or critical
 * violation; after a page change the focus is on the page's heading; the language dialog opens
 * and closes from the keyboard and gives the focus back to its button.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, signIn, snap, tableRows, test } from './support';

/** The console's heading of the screen on show (every screen has exactly one h1 in main). */
const mainHeading = (page: Page) => page.locator('main h1').first();

/**
 * antd's Form.Item marks a required field's control with aria-required; a Select passes it to its
 * combobox input (where a screen reader hears "required") and also to its wrapper div, where the
 * attribute is not allowed without a role. That copy is antd's (rc-select spreads its props on
 * the wrapper) and says nothing wrong; only that exact finding on a Select's wrapper is let
 * through.
 */
const antdSelectRequired = (rule: string, html: string) =>
  (rule === 'aria-allowed-attr' && /^<div[^>]*class="[^"]*\bant-select\b[^>]*aria-required="true"/.test(html)) ||
  // A table with fixed-width columns (column settings) gets antd's invisible measuring row: hidden
  // from readers, zero height, tabindex=-1 and nothing inside it can take the focus (antd's, not ours).
  (rule === 'aria-hidden-focus' && /^<tr aria-hidden="true" class="ant-table-measure-row" tabindex="-1">/.test(html));

/**
 * Runs axe over the page and fails on serious or critical violations, listing each with its rule,
 * impact, target and help so the failure says what to fix.
 */
async function expectAccessible(page: Page, where: string, scope: 'page' | 'main' = 'main'): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  // A button's spinner is a moment's state (a list querying again): its faded text is read again
  // once it is over, up to three times.
  for (let attempt = 1; ; attempt += 1) {
    // Let loading states and antd's fades end before axe reads colours.
    await page.waitForTimeout(200);
    await expect(page.locator('.ant-btn-loading, .ant-spin-spinning')).toHaveCount(0);
    await page.waitForTimeout(400);
    // The header and the sider are the same on every screen: checked whole once per role.
    results = await (scope === 'main' ? builder.include('main') : builder).analyze();
    // A button's colours read during its loading fade (the class may already be gone, its spinner
    // span still first): read again; a real contrast fault stays through all three readings.
    const loading = results.violations.some((violation) =>
      violation.nodes.some(
        (node) =>
          node.target.join(' ').includes('ant-btn-loading') ||
          (violation.id === 'color-contrast' &&
            /\.ant-btn[\w-]*\s*>\s*span:nth-child\(2\)/.test(node.target.join(' '))),
      ),
    );
    if (!loading || attempt === 3) break;
  }
  const bad = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  const lines = bad.flatMap((violation) =>
    violation.nodes
      .filter((node) => !antdSelectRequired(violation.id, node.html))
      .map(
        (node) =>
          `${violation.id} [${violation.impact}] ${node.target.join(' ')} — ${violation.help}\n    ${node.html.slice(0, 240)}`,
      ),
  );
  for (const line of lines) console.log(`${where}: ${line}`);
  expect.soft(lines, `axe on ${where}`).toEqual([]);
}

/** Opens every group of the sider so each leaf entry can be clicked. */
async function openAllGroups(page: Page): Promise<void> {
  const sider = page.locator('.ant-layout-sider');
  const closed = sider.locator('li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while ((await closed.count()) > 0) {
    await closed.first().click();
  }
}

/** Signs in and waits for the first screen (the dashboard), however slowly a loaded machine draws it. */
async function signInAs(page: Page, role: string): Promise<void> {
  await signIn(page, role, { expectDashboard: false });
  await expect(mainHeading(page)).toBeVisible({ timeout: 30_000 });
}

/** Waits for the screen that a navigation started to draw its heading. */
async function screenDrawn(page: Page): Promise<void> {
  await expect(mainHeading(page)).toBeVisible();
}

/**
 * Visits every leaf of the role's menu by clicking it, then from each list its create form and the
 * first row's detail (as a person opens them), and checks each screen.
 */
async function checkEveryScreen(page: Page): Promise<string[]> {
  await openAllGroups(page);
  await expectAccessible(page, 'dashboard with the header and the whole menu', 'page');
  const leaves = page.locator('.ant-layout-sider li.ant-menu-item');
  const count = await leaves.count();
  const visited: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const leaf = leaves.nth(index);
    const label = (await leaf.innerText()).trim();
    await leaf.click();
    await screenDrawn(page);
    const path = new URL(page.url()).pathname;
    visited.push(path);
    await expectAccessible(page, `${label} (${path})`);

    const create = page.locator('main').getByRole('button', { name: 'Create', exact: true });
    if (await create.isVisible()) {
      await create.click();
      await expect(page).toHaveURL(/\/create$/);
      await screenDrawn(page);
      visited.push(`${path}/create`);
      await expectAccessible(page, `${label} create form`);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    const rowLink = tableRows(page)
      .first()
      .getByRole('link', { name: /^(Edit|View)$/ });
    if ((await tableRows(page).count()) > 0 && (await rowLink.count()) > 0) {
      await rowLink.first().click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await screenDrawn(page);
      visited.push(new URL(page.url()).pathname);
      await expectAccessible(page, `${label} detail`);
      await page.goBack();
    }
  }
  return visited;
}

test.describe('axe over every screen of the menu', () => {
  for (const role of ['supervisor', 'tenant.admin', 'customer', 'editor']) {
    test(`${role}: no serious or critical violation`, async ({ page }) => {
      // Every screen of the editor's menu is in the tenant admin's, and the supervisor's differ only
      // by the tenant screens (the German test below) and the providers (the same generic list and
      // form): CI (40 minutes) leaves both sweeps out.
      test.skip(
        (role === 'editor' || role === 'supervisor') && Boolean(process.env.CI),
        'its screens are in the tenant admin sweep',
      );
      test.setTimeout(180_000);
      await signInAs(page, role);
      const visited = await checkEveryScreen(page);
      expect(visited.length).toBeGreaterThan(1);
      // The not-found page, inside the layout.
      await page.goto(role === 'editor' ? '/de/no-such-page' : '/no-such-page');
      await expect(page.getByRole('link', { name: /home page|Startseite/ })).toBeVisible();
      await expectAccessible(page, 'not found', 'page');
    });
  }

  test('German: the tenant list and its form', async ({ page }) => {
    await signInAs(page, 'supervisor');
    await page.goto('/de/tenant');
    await expect(page.getByRole('heading', { name: 'Mandant' })).toBeVisible();
    await screenDrawn(page);
    await expectAccessible(page, 'Mandant (de)', 'page');
    await page.goto('/de/tenant/create');
    await screenDrawn(page);
    await expectAccessible(page, 'Mandant anlegen (de)');
  });
});

test('keyboard only: the menu moves the focus to the new page heading; the language dialog returns focus', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'tenant.admin');
  // Tab from the top of the page until the sider's menu has the focus.
  await page.locator('body').focus();
  const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('.ant-layout-sider [role="menu"]')));
  for (let step = 0; step < 40 && !(await inMenu()); step += 1) await page.keyboard.press('Tab');
  expect(await inMenu()).toBe(true);
  // The focused menu item shows a ring (a 2 px outline), not just a faint background.
  const outline = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
  expect(await outline()).toBe('solid 2px');
  await snap(page, testInfo, 'focus-ring-menu', { fullPage: false });
  // Arrow down to the Company group, open it, then Enter on its list.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  // The menu moves its focus a frame after the key: read it once it has moved.
  for (let step = 0; step < 20 && (await focused()) !== 'Company'; step += 1) {
    const before = await focused();
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).not.toBe(before);
  }
  expect(await focused()).toBe('Company');
  expect(await outline()).toBe('solid 2px');
  await snap(page, testInfo, 'focus-ring-menu-item', { fullPage: false });
  await page.keyboard.press('Enter');
  // As a person would, press on once the group has opened (it slides open).
  await expect(page.locator('.ant-layout-sider').getByRole('menuitem', { name: 'Company list' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('Company list');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/list$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Companies' });
  await expect(heading).toBeFocused();

  // The language dialog: open with Enter, close with Escape, the focus is back on its button.
  const switcher = page.getByTestId('language-switcher');
  await switcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Language' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(switcher).toBeFocused();
  expect(await outline()).toBe('solid 2px');

  // The command palette (a dialog too): it takes the focus and gives it back when closed.
  const launcher = page.getByTestId('palette-button');
  await launcher.focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog');
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(launcher).toBeFocused();

  // Dark mode (following the system): the ring shows on a table row's link and in the header.
  await page.emulateMedia({ colorScheme: 'dark' });
  const rowLink = tableRows(page).first().getByRole('link').first();
  await rowLink.focus();
  expect(await outline()).toBe('solid 2px');
  await snap(page, testInfo, 'focus-ring-dark-row-link', { fullPage: false });
  await switcher.focus();
  expect(await outline()).toBe('solid 2px');
});
