/**
 * Time to first row on /tenant the way a user meets it cold, side by side with react-admin
 * (anchor c of ../shared/bench/anchors, measured as its own ttfr.js does): from navigation start to
 * the list's first data row in the DOM with a layout box (and the next frame).
 *
 * Every run opens the page in a fresh browser context: a new renderer, an empty HTTP cache and no
 * compiled code kept from an earlier load. The console needs a session, so another context signs in
 * through the sign-in page first and hands over only its cookies and storage; the measured context
 * has loaded nothing. Runs alternate which app goes first, in one period, and the script prints
 * each run, the medians, the ratio of the medians and the median of the paired ratios.
 *
 *   npm run build && npm run bench:ttfr -- [runs=7] [--cpu=4] [--same-tab] [--quiet-browser]
 *
 * `--same-tab` is the earlier, warmer method (sign in, clear the HTTP cache, same tab): V8 keeps
 * what it compiled in that renderer, which hides most of a cold start. `--quiet-browser` starts
 * Chromium without its own work beside the page (chromium.ts); the default is the anchors' flags.
 * Starts the built console on the platform server (demo data, in-memory SQLite) unless
 * E2E_BASE_URL points at a running one.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { browserMode, median, ratio, sideBySide, type Anchor } from './bench-anchor';
import { rowShown, watchFirstRow } from './bench-rows';
import { signedInContext, signInAs } from './bench-server';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 7);
const cpu = Number(args.find((arg) => arg.startsWith('--cpu='))?.split('=')[1] ?? 1);
const sameTab = args.includes('--same-tab');
const port = Number(process.env.E2E_PORT ?? 8213);
const base = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const VIEWPORT = { width: 1350, height: 940 };

interface Run {
  dom: number;
  frame: number;
  fcp?: number;
}

async function measure(page: Page, context: BrowserContext, url: string, selector: string, text: string): Promise<Run> {
  const cdp = await context.newCDPSession(page);
  if (sameTab) await cdp.send('Network.clearBrowserCache');
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(watchFirstRow(selector, text));
  await page.goto(url, { waitUntil: 'commit' });
  const { dom, frame } = await rowShown(page);
  return {
    dom,
    frame,
    fcp: await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime),
  };
}

/** One cold run of the console: a session made elsewhere, the list opened in a context that loaded nothing. */
async function consoleRun(browser: Browser): Promise<Run> {
  const url = `${base}/tenant`;
  const row = '.ant-table-tbody tr.ant-table-row';
  if (sameTab) {
    const signing = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await signing.newPage();
      await signInAs(page, base, 'supervisor');
      return await measure(page, signing, url, row, '');
    } finally {
      await signing.close();
    }
  }
  const context = await signedInContext(browser, base, 'supervisor', VIEWPORT);
  try {
    return await measure(await context.newPage(), context, url, row, '');
  } finally {
    await context.close();
  }
}

async function anchorRun(browser: Browser, anchor: Anchor): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    return await measure(await context.newPage(), context, anchor.url, anchor.row, anchor.text);
  } finally {
    await context.close();
  }
}

const round = (value: number | undefined) => (value === undefined ? null : Math.round(value));

async function main(): Promise<void> {
  const { ours, theirs, anchor } = await sideBySide(
    { base, port, args, runs },
    consoleRun,
    anchorRun,
    (run) => `${round(run.frame)} ms`,
  );
  const summary = (list: Run[]) => ({
    runs: list.map((run) => ({ dom: round(run.dom), frame: round(run.frame), fcp: round(run.fcp) })),
    median_dom_ms: round(median(list.map((run) => run.dom))),
    median_frame_ms: round(median(list.map((run) => run.frame))),
  });
  const report: Record<string, unknown> = {
    method: sameTab ? 'same tab, HTTP cache cleared' : 'fresh context per run (new renderer, empty cache)',
    browser: browserMode(args),
    cpuThrottle: cpu,
    console: { url: `${base}/tenant`, ...summary(ours) },
  };
  if (anchor) {
    report.anchor = { label: anchor.label, url: anchor.url, ...summary(theirs) };
    report.ratio_of_medians = ratio(median(ours.map((r) => r.frame)), median(theirs.map((r) => r.frame)));
    report.paired_median_ratio = median(ours.map((run, index) => run.frame / theirs[index]!.frame)).toFixed(2);
  }
  console.log(JSON.stringify(report, null, 2));
}

main().catch((error: unknown) => {
  console.error('bench-ttfr:', error);
  process.exitCode = 1;
});
