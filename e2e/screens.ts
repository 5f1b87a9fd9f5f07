import { type Page } from '@playwright/test';
import { expect, openInPage, tableRows } from './support';

/** What the finished-screen specs (fidelity-screens, fidelity-viewports) share. */

/** A list's first answer, on a machine shared by several builds, can take longer than the default wait. */
export const LIST = { timeout: 30_000 };
export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 800, height: 900 };
export const DESKTOP = { width: 1440, height: 900 };

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The page drawn to its end: no skeleton, no spinning list, then a moment for late layout. */
export async function settled(page: Page): Promise<void> {
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
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect.poll(() => documentWidth(page), { message: `${where} at ${width} px` }).toBeLessThanOrEqual(width);
}

/** The element is inside the window and drawn where it says (not under another box or clipped). */
export async function expectInReach(page: Page, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
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
export const lineCount = (element: ReturnType<Page['locator']>) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });

/** The platform as the signed-in user (the console's `token` cookie is its bearer token). */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' };
}

/** The address of the first row's own page, as its Edit or View link names it. */
export async function firstRecordPath(page: Page, list: string): Promise<string> {
  await openInPage(page, list);
  // The list before may still be on screen while this one loads: a link into this list's records.
  const link = tableRows(page).first().locator(`a[href^="${list}/"]`).first();
  await expect(link, `a record link on ${list}`).toBeVisible(LIST);
  return (await link.getAttribute('href'))!;
}

/** The customer's version waiting for its signature, reached as the customer does: My Contracts → contract → version. */
export async function waitingVersionPath(page: Page): Promise<string> {
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
