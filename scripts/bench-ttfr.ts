/**
 * Time to first row on /tenant, as ../shared/bench/anchors/ttfr.js measures its apps: from
 * navigation start to the list's first data row in the DOM with a layout box (and the next frame).
 * Our console needs a session, so each run signs in first (fresh browser context), clears the
 * HTTP cache (a cold load, like the anchors' fresh contexts), then opens /tenant and measures.
 * Starts the built console on the platform server (demo data, in-memory SQLite) unless
 * E2E_BASE_URL points at a running one.
 *
 *   npm run build && node --import tsx scripts/bench-ttfr.ts [runs=5] [--cpu=4]
 */
import { chromium } from '@playwright/test';
import { signInAs, startConsoleServer } from './bench-server';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 5);
const cpu = Number(args.find((arg) => arg.startsWith('--cpu='))?.split('=')[1] ?? 1);
const port = Number(process.env.E2E_PORT ?? 8213);
const base = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

/**
 * Marks the moment a tenant row is in the DOM with a box (the anchors' check, on our table). Kept
 * as text: tsx would wrap a compiled function's inner functions in helpers the page lacks.
 */
const WATCH_FIRST_ROW = `
  window.__ttfr = null;
  const observer = new MutationObserver(() => {
    if (window.__ttfr) return;
    const row = document.querySelector('.ant-table-tbody tr.ant-table-row');
    if (row && row.getBoundingClientRect().height > 0) {
      const mark = { dom: performance.now() };
      window.__ttfr = mark;
      requestAnimationFrame(() => setTimeout(() => { mark.frame = performance.now(); }, 0));
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main(): Promise<void> {
  const stop = await startConsoleServer(base, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const results: Array<{ dom: number; frame: number; fcp?: number }> = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      const page = await context.newPage();
      await signInAs(page, base, 'supervisor');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.addInitScript(WATCH_FIRST_ROW);
      await page.goto(`${base}/tenant`, { waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { __ttfr?: { frame?: number } }).__ttfr?.frame, null, {
        timeout: 60_000,
        polling: 50,
      });
      results.push(
        await page.evaluate(() => {
          const mark = (window as unknown as { __ttfr: { dom: number; frame: number } }).__ttfr;
          return { ...mark, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
  console.log(
    JSON.stringify({
      url: `${base}/tenant`,
      cpuThrottle: cpu,
      runs: results,
      median_dom_ms: Math.round(median(results.map((r) => r.dom))),
      median_frame_ms: Math.round(median(results.map((r) => r.frame))),
    }),
  );
}

main().catch((error: unknown) => {
  console.error('bench-ttfr:', error);
  process.exitCode = 1;
});
