/**
 * A menu click to the next list's first row, the way a user meets it after a cold start, side by
 * side with react-admin (anchor c of ../shared/bench/anchors): the time from the click's event to
 * that list's first data row in the DOM with a layout box (and the next frame).
 *
 * Every run is a fresh browser context (a new renderer, an empty HTTP cache). The first screen is
 * left to settle for two seconds, as a person reads it, then:
 *
 * - first visit: a list this page has not shown yet (the console: the supervisor's Users from
 *   Tenants; react-admin: Users from its Dashboard page), code and data fetched on the click;
 * - revisit: back to a list shown before (the console: Tenants; react-admin: Users again after
 *   Dashboard), as each app keeps it.
 *
 * Runs alternate which app goes first; the script prints each run, the medians and their ratios.
 *
 *   npm run build && npm run bench:nav -- [runs=7] [--cpu=4] [--quiet-browser]
 */
import { type Browser, type Page } from '@playwright/test';
import { browserMode, median, ratio, sideBySide, type Anchor } from './bench-anchor';
import { armRow, rowShown, ROW_WATCHER, watchFirstRow } from './bench-rows';
import { signedInContext } from './bench-server';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 7);
const cpu = Number(args.find((arg) => arg.startsWith('--cpu='))?.split('=')[1] ?? 1);
const port = Number(process.env.E2E_PORT ?? 8213);
const base = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const VIEWPORT = { width: 1350, height: 940 };
const SETTLE_MS = 2000;
const CONSOLE_ROW = '.ant-table-tbody tr.ant-table-row';

interface Run {
  firstVisit: number;
  revisit: number;
}

async function throttle(page: Page): Promise<void> {
  if (cpu > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Clicks and returns the time from the click to the armed row's next frame. */
async function clickToRow(page: Page, click: () => Promise<void>, selector: string, text: string): Promise<number> {
  await armRow(page, selector, text);
  await click();
  const mark = await rowShown(page);
  return mark.frame - mark.start;
}

async function consoleRun(browser: Browser): Promise<Run> {
  const context = await signedInContext(browser, base, 'supervisor', VIEWPORT);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(watchFirstRow(CONSOLE_ROW, 'Acme'));
    await page.goto(`${base}/tenant`, { waitUntil: 'commit' });
    await rowShown(page);
    await page.waitForTimeout(SETTLE_MS);
    const menuItem = (name: string) => () =>
      page.locator('.ant-menu-item', { hasText: new RegExp(`^${name}$`) }).click();
    const firstVisit = await clickToRow(page, menuItem('User'), CONSOLE_ROW, 'supervisor@example.com');
    const revisit = await clickToRow(page, menuItem('Tenant'), CONSOLE_ROW, 'Acme');
    return { firstVisit, revisit };
  } finally {
    await context.close();
  }
}

async function anchorRun(browser: Browser, anchor: Anchor): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript(ROW_WATCHER);
    await page.goto(new URL('/#/dashboard', anchor.url).href);
    await page.getByText('Coming soon').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const link = (name: string) => () => page.locator(`a[href="#/${name}"]`).first().click();
    const firstVisit = await clickToRow(page, link('users'), anchor.row, anchor.text);
    await link('dashboard')();
    await page.getByText('Coming soon').first().waitFor();
    const revisit = await clickToRow(page, link('users'), anchor.row, anchor.text);
    return { firstVisit, revisit };
  } finally {
    await context.close();
  }
}

const round = (value: number) => Math.round(value);

async function main(): Promise<void> {
  const { ours, theirs, anchor } = await sideBySide(
    { base, port, args, runs, label: '(first visit / revisit)' },
    consoleRun,
    anchorRun,
    (run) => `${round(run.firstVisit)} / ${round(run.revisit)} ms`,
  );
  const summary = (list: Run[]) => ({
    runs: list.map((run) => `${round(run.firstVisit)} / ${round(run.revisit)}`),
    median_first_visit_ms: round(median(list.map((run) => run.firstVisit))),
    median_revisit_ms: round(median(list.map((run) => run.revisit))),
  });
  const report: Record<string, unknown> = {
    method: 'menu click → next list first row, fresh context per run, first screen settled 2 s',
    browser: browserMode(args),
    cpuThrottle: cpu,
    console: { from: `${base}/tenant`, ...summary(ours) },
  };
  if (anchor) {
    report.anchor = { label: anchor.label, from: new URL('/#/dashboard', anchor.url).href, ...summary(theirs) };
    for (const key of ['firstVisit', 'revisit'] as const) {
      report[`${key}_ratio_of_medians`] = ratio(median(ours.map((r) => r[key])), median(theirs.map((r) => r[key])));
      report[`${key}_paired_median_ratio`] = median(ours.map((run, index) => run[key] / theirs[index]![key])).toFixed(
        2,
      );
    }
  }
  console.log(JSON.stringify(report, null, 2));
}

main().catch((error: unknown) => {
  console.error('bench-nav:', error);
  process.exitCode = 1;
});
