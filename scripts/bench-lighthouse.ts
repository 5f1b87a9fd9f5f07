/**
 * Lighthouse (performance only) on console pages as a signed-in user, cold HTTP cache: what
 * ../shared/bench/anchors/lh.sh measures of its apps, for pages behind our sign-in. One Chromium
 * with a debugging port: Playwright signs in through the sign-in page and lets go, then each run
 * clears the HTTP cache (the session cookies stay) and Lighthouse loads the page in that browser.
 * Prints each run and the medians; mobile is Lighthouse's default (simulated slow 4G, 4x CPU).
 *
 *   npm run build && npm run bench:lighthouse -- [runs=3] [--path=/tenant,/login] [--user=supervisor] [--desktop]
 *
 * Lighthouse is not a dependency of the project (it is large): the script takes it from
 * node_modules when installed (npm i --no-save lighthouse@12) or from the anchors' tools folder
 * ($PERF_ROOT/tools, ../shared/bench/anchors/README.md).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { signInAs, startConsoleServer } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 3);
const paths = (option('path') ?? '/tenant').split(',');
const user = option('user') ?? 'supervisor';
const desktop = args.includes('--desktop');
const port = Number(process.env.E2E_PORT ?? 8214);
const base = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

function lighthouseCli(): string {
  const candidates = [process.cwd(), ...(process.env.PERF_ROOT ? [path.join(process.env.PERF_ROOT, 'tools')] : [])];
  for (const folder of candidates) {
    try {
      return createRequire(path.join(folder, 'package.json')).resolve('lighthouse/cli/index.js');
    } catch {
      // not there
    }
  }
  throw new Error('Lighthouse not found: npm i --no-save lighthouse@12, or set PERF_ROOT to the anchors’ folder');
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const cli = lighthouseCli();
  const stop = await startConsoleServer(base, port);
  const debugPort = 9300 + (process.pid % 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
  const browserProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const cdpUrl = `http://127.0.0.1:${debugPort}`;
  /** Runs `work` with Playwright attached, then lets go: Lighthouse's tab must be the only client's. */
  const attached = async (work: (page: Page) => Promise<void>) => {
    let browser;
    for (let attempt = 0; !browser; attempt += 1)
      browser = await chromium.connectOverCDP(cdpUrl).catch(async (error: unknown) => {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return undefined;
      });
    const context = browser.contexts()[0]!;
    const page = context.pages()[0] ?? (await context.newPage());
    await work(page);
    await browser.close();
  };
  const results: Record<string, Figures[]> = {};
  try {
    await attached(async (page) => {
      await signInAs(page, base, user);
      await page.goto('about:blank');
    });
    for (let run = 0; run < runs; run += 1)
      for (const pagePath of paths) {
        await attached(async (page) => {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        });
        const output = path.join(profile, `run-${run}.json`);
        execFileSync(
          process.execPath,
          [
            cli,
            `${base}${pagePath}`,
            `--port=${debugPort}`,
            '--disable-storage-reset',
            '--only-categories=performance',
            '--output=json',
            `--output-path=${output}`,
            '--quiet',
            '--max-wait-for-load=45000',
            ...(desktop ? ['--preset=desktop'] : []),
          ],
          { stdio: ['ignore', 'ignore', 'inherit'] },
        );
        const report = JSON.parse(fs.readFileSync(output, 'utf8')) as {
          categories: { performance: { score: number } };
          audits: Record<string, { numericValue: number }>;
        };
        const audit = (id: string) => Math.round(report.audits[id]!.numericValue);
        const figures: Figures = {
          score: Math.round(report.categories.performance.score * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          si: audit('speed-index'),
          tbt: audit('total-blocking-time'),
          cls: report.audits['cumulative-layout-shift']!.numericValue,
          bytes: audit('total-byte-weight'),
        };
        (results[pagePath] ??= []).push(figures);
        console.log(`${pagePath} run ${run + 1}: ${JSON.stringify(figures)}`);
      }
  } finally {
    browserProcess.kill();
    stop();
  }
  for (const [pagePath, list] of Object.entries(results)) {
    const of = (key: keyof Figures) => median(list.map((figures) => figures[key]));
    console.log(
      `${pagePath} (${desktop ? 'desktop' : 'mobile'}, ${user}, median of ${list.length}): score ${of('score')}, FCP ${of('fcp')} ms, LCP ${of('lcp')} ms, SI ${of('si')} ms, TBT ${of('tbt')} ms, CLS ${of('cls')}, ${(of('bytes') / 1024).toFixed(0)} KiB`,
    );
  }
}

main().catch((error: unknown) => {
  console.error('bench-lighthouse:', error);
  process.exitCode = 1;
});
