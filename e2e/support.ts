import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The platform server of each worker (playwright.config.ts starts one per worker). */
const SERVERS = JSON.parse(process.env.E2E_BASE_URLS ?? '[]') as string[];

/**
 * Playwright's `test`, with every page, context and request of a test aimed at its worker's own
 * server: spec files running side by side never share a database.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => use(SERVERS[testInfo.parallelIndex] ?? baseURL),
  // A list refuses a parameter it does not take (400 "Unknown parameter"): every screen a test
  // opens thereby checks that the console asks only for filters the platform has.
  context: async ({ context }, use) => {
    const refused: Promise<string | null>[] = [];
    context.on('response', (response) => {
      if (response.status() !== 400 || !new URL(response.url()).pathname.startsWith('/api/')) return;
      refused.push(
        response.text().then(
          (body) => (body.includes('Unknown parameter') ? `${response.url()}: ${body.slice(0, 400)}` : null),
          () => null,
        ),
      );
    });
    await use(context);
    const unknown = (await Promise.all(refused)).filter(Boolean);
    expect(unknown, 'list parameters the platform does not take').toEqual([]);
  },
});
export { expect };

export const PASSWORD = 'demo';

/**
 * Tests that exist for their pictures (a person looks at them after npm run test:e2e) are left out
 * of CI, which keeps no pictures and has 40 minutes: the width, word and reach checks of the other
 * tests cover what they assert.
 */
export const skipPicturesInCi = () =>
  test.skip(Boolean(process.env.CI), 'pictures for a person to look at; CI keeps none');

/** Signs in the way a person does: console login page → identity service sign-in page → back. */
export async function signIn(page: Page, userName: string, options: { expectDashboard?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await expect(page).toHaveTitle(/Login/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (options.expectDashboard !== false) {
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
}

/**
 * Keeps a screenshot of the whole page as a test artefact and returns its path. The window is made
 * as tall as the page for the picture and then given back its size: only its height changes, so the
 * layout keeps its form. (Playwright's fullPage picture passes the window through 1 × 1 on the way,
 * which makes the console draw its phone layout and back, moving the keyboard focus, and takes twice
 * as long.) `fullPage: false` keeps the visible part only.
 */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const file = testInfo.outputPath(`${name}.png`);
  const size = page.viewportSize();
  const height = fullPage && size ? await page.evaluate(() => document.documentElement.scrollHeight) : 0;
  if (size && height > size.height) {
    await page.setViewportSize({ width: size.width, height: Math.min(height, 8000) });
    try {
      await page.screenshot({ path: file });
    } finally {
      await page.setViewportSize(size);
    }
  } else {
    await page.screenshot({ path: file });
  }
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

export async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByText('This page could not be found!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
}

/**
 * The select dropdown that is open now. A dropdown just closed stays in the page while it slides
 * away (its class names the leave animation); it is never the one meant.
 */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');

/**
 * Opens the header's profile menu and waits for it to stop sliding in, as a person's eye does: a
 * click during the slide lands where the item was a moment ago. Returns the open menu.
 */
export async function openProfileMenu(page: Page): Promise<Locator> {
  await page.getByTestId('profile-menu').click();
  const menu = page.locator(
    '.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-enter"]):not([class*="-appear"]):not([class*="-leave"])',
  );
  await expect(menu.locator('.ant-dropdown-menu')).toBeVisible();
  return menu.locator('.ant-dropdown-menu');
}

/** Signs out through the profile menu. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** The data rows of the list on screen. */
/**
 * Attaches a stored file to the version or contract on screen through the gallery (search, tick,
 * Choose) and waits for it in the page's Attachments table.
 */
export async function attachFromGallery(
  page: Page,
  search: string,
  fileName: string,
  open: { timeout?: number } = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Attach files from the gallery' }).click(open);
  const gallery = page.locator('.ant-drawer-content-wrapper');
  await gallery.getByLabel('Search by name').fill(search);
  await gallery.getByTestId('gallery-card').filter({ hasText: fileName }).getByRole('checkbox').check();
  await gallery.getByRole('button', { name: 'Choose' }).click();
  const attachments = page.locator('.ant-pro-card').filter({ hasText: 'Attachments' }).locator('.ant-table-tbody');
  await expect(attachments).toContainText(fileName);
}

export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The number of items the list under the table says it holds ("1–20 of 23" → 23; English screens). */
export async function listTotal(page: Page): Promise<number> {
  const text = (await page.locator('.ant-pagination-total-text').textContent()) ?? '';
  const total = /of ([\d,]+)$/.exec(text.trim())?.[1];
  if (!total) throw new Error(`no list total in "${text}"`);
  return Number(total.replace(/,/g, ''));
}

/** Expects the list under the table to say it holds `count` items (English screens). */
export async function expectListTotal(page: Page, count: number): Promise<void> {
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(new RegExp(` of ${count.toLocaleString('en')}$`));
}

/** Deletes the first row of the list through its confirmation, as a person does. */
export async function deleteFirstRow(page: Page, confirm: RegExp): Promise<void> {
  await tableRows(page)
    .first()
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText(confirm)).toBeVisible();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /OK|Yes|Delete/ })
    .click();
}

/**
 * Runs a save action and waits for the platform to accept the write it sends (a lasting fact),
 * rather than for the three-second "Saved" notice, which a loaded machine can miss.
 */
export async function expectSaved(page: Page, save: () => Promise<unknown>): Promise<void> {
  const written = page.waitForResponse(
    (response) => response.url().includes('/api/') && ['POST', 'PATCH', 'PUT'].includes(response.request().method()),
  );
  await save();
  const response = await written;
  expect(response.status(), `${response.request().method()} ${response.url()}`).toBeLessThan(300);
}

/**
 * Adds a language to the translations field on screen through its "Add language" modal, picking
 * the locale by typing part of its name, as a person does. `scope` names the form when a page has
 * several (e.g. a dialog over a form).
 */
export async function addLanguage(
  page: Page,
  typed: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  await scope.getByRole('button', { name: 'Add language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add language' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').pressSequentially(typed);
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Picks an option of the select labelled `label` by typing part of it into the select's search,
 * as a person does; a multiple select is closed again afterwards.
 */
export async function chooseOption(
  page: Page,
  label: string,
  typed: string,
  option: string | RegExp,
  scope: Page | Locator = page,
): Promise<void> {
  // A required field's name carries its mark ("* Language").
  const name = new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const select = scope.getByRole('combobox', { name });
  // The select's box, not its input: a chosen value covers the input and would take the click.
  // (`has` is queried inside each .ant-select, so it names the combobox from there, not from `scope`.)
  const box = scope.locator('.ant-select').filter({ has: page.getByRole('combobox', { name }) });
  await box.locator('.ant-select-selector').click();
  // The previous select's dropdown may still be sliding away.
  await expect(openDropdown(page)).toBeVisible();
  await select.pressSequentially(typed);
  await openDropdown(page).locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  // A multiple select stays open; Escape on a closed one would close a dialog around it.
  if ((await select.getAttribute('aria-expanded')) === 'true') await select.press('Escape');
}

/** A small but real PDF, made here from bytes: one page with one line of text. */
export function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  return pdfOf(objects);
}

/** A PDF file of these objects (object 1 the catalogue), with its cross-reference table. */
export function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A page that mounts its form twice right after it opens (the company form, its lazy parts) loses
 * what is typed into the first: wait until one form stays.
 */
export async function settledForm(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const form = await page.locator('form').last().elementHandle();
    await page.waitForTimeout(700);
    if (form && (await form.evaluate((element) => element.isConnected))) return;
  }
  throw new Error('The form kept re-mounting');
}

/**
 * Opens a console address inside the page already loaded, as a link inside the console does (the
 * router follows the history), instead of loading the whole console again: a sweep over forty
 * screens spends its time on the screens, not on starting the console forty times.
 */
export async function openInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
