/**
 * Lighthouse (performance only) on console pages as a signed-in user, cold HTTP cache: what
 * ../shared/bench/anchors/lh.sh measures of its apps, for pages behind our sign-in. One Chromium
 * with a debugging port: Playwright signs in through the sign-in page and lets go, then each run
 * clears the HTTP cache (the session cookies stay) and Lighthouse loads the page in that browser.
 * Prints each run and the medians; mobile is Lighthouse's default (simulated slow 4G, 4x CPU).
 * Each run of a page is followed (or preceded, every other run) by one of react-admin, anchor c of
 * ../shared/bench/anchors (bench-anchor.ts), in the same browser and period, and the medians are
 * printed side by side. Every run names its largest contentful paint; a run whose largest paint
 * is the boot screen (the splash, not the page) fails the benchmark: its score says nothing of
 * the page. `--quiet-browser` starts Chromium without its own work beside the page (chromium.ts).
 *
 *   npm run build && npm run bench:lighthouse -- [runs=3] [--path=/tenant,/login] [--user=supervisor] [--desktop] [--keep=DIR] [--quiet-browser]
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
import { median, startAnchor } from './bench-anchor';
import { signInAs, startConsoleServer } from './bench-server';
import { benchChromiumArgs, CHROMIUM_PATH } from './chromium';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 3);
const paths = (option('path') ?? '/tenant').split(',');
const user = option('user') ?? 'supervisor';
const desktop = args.includes('--desktop');
/** `--keep=DIR`: each run's Lighthouse report is kept there (<page>-<run>.json), for its LCP breakdown and chains. */
const keep = option('keep');
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
  /** The largest contentful paint's element, as Lighthouse names it. */
  lcpElement: string;
}

/** The boot screen of public/index.html: never the page's largest paint. */
const SPLASH = /boot-(title|loading)/;

async function main(): Promise<void> {
  const cli = lighthouseCli();
  const stop = await startConsoleServer(base, port);
  const debugPort = 9300 + (process.pid % 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'console-lighthouse-'));
  const browserProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...benchChromiumArgs(args),
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
  const anchor = await startAnchor();
  const results: Record<string, Figures[]> = {};
  const lighthouse = (url: string, run: number): Figures => {
    const output = path.join(profile, `run-${run}.json`);
    execFileSync(
      process.execPath,
      [
        cli,
        url,
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
      audits: Record<string, Audit>;
      runWarnings?: string[];
    };
    if (keep) {
      fs.mkdirSync(keep, { recursive: true });
      fs.copyFileSync(
        output,
        path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`),
      );
    }
    for (const warning of report.runWarnings ?? []) console.warn(`  ${url}: ${warning.slice(0, 160)}`);
    const audit = (id: string) => Math.round(report.audits[id]!.numericValue);
    const node = lcpNode(report.audits);
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      si: audit('speed-index'),
      tbt: audit('total-blocking-time'),
      cls: report.audits['cumulative-layout-shift']!.numericValue,
      bytes: audit('total-byte-weight'),
      lcpElement: node
        ? `${node.selector ?? ''} ${(node.nodeLabel ?? node.snippet ?? '').slice(0, 50)}`.trim()
        : '(none)',
    };
  };
  const record = (name: string, figures: Figures, run: number) => {
    (results[name] ??= []).push(figures);
    console.log(`${name} run ${run + 1}: ${JSON.stringify(figures)}`);
  };
  try {
    await attached(async (page) => {
      await signInAs(page, base, user);
      await page.goto('about:blank');
    });
    for (let run = 0; run < runs; run += 1)
      for (const pagePath of paths) {
        // Every run, the anchor's too, starts from an empty HTTP cache: an anchor run after another
        // read its script from the cache (448 bytes on the wire) and scored 82 instead of 76.
        const clearCache = () =>
          attached(async (page) => {
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Network.clearBrowserCache');
            await cdp.detach();
          });
        const ours = async () => {
          await clearCache();
          record(pagePath, lighthouse(`${base}${pagePath}`, run), run);
        };
        const theirs = async () => {
          if (!anchor) return;
          await clearCache();
          record('anchor c', lighthouse(anchor.url, run), run);
        };
        // Alternate who goes first, so that a slow moment of the machine falls on both.
        if (run % 2 === 0) {
          await ours();
          await theirs();
        } else {
          await theirs();
          await ours();
        }
      }
  } finally {
    browserProcess.kill();
    anchor?.stop();
    stop();
  }
  const medians = (list: Figures[]) => {
    const of = (key: Exclude<keyof Figures, 'lcpElement'>) => median(list.map((figures) => figures[key]));
    return {
      score: of('score'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      si: of('si'),
      tbt: of('tbt'),
      cls: of('cls'),
      kib: Math.round(of('bytes') / 1024),
    };
  };
  const theirs = results['anchor c'] ? medians(results['anchor c']) : undefined;
  let splash = 0;
  for (const [name, list] of Object.entries(results)) {
    const m = medians(list);
    const scores = list.map((figures) => figures.score).join(', ');
    console.log(
      `${name} (${desktop ? 'desktop' : 'mobile'}, ${name === 'anchor c' ? 'no sign-in' : user}, median of ${list.length}): score ${m.score} (${scores}), FCP ${m.fcp} ms, LCP ${m.lcp} ms, SI ${m.si} ms, TBT ${m.tbt} ms, CLS ${m.cls}, ${m.kib} KiB`,
    );
    if (theirs && name !== 'anchor c')
      console.log(
        `  against anchor c: score ${m.score - theirs.score >= 0 ? '+' : ''}${m.score - theirs.score}, LCP ×${(m.lcp / theirs.lcp).toFixed(2)}, TBT ×${(m.tbt / Math.max(1, theirs.tbt)).toFixed(2)}`,
      );
    const elements = [...new Set(list.map((figures) => figures.lcpElement))];
    console.log(`  largest paint: ${elements.join(' | ')}`);
    if (name !== 'anchor c') splash += list.filter((figures) => SPLASH.test(figures.lcpElement)).length;
  }
  if (splash > 0) {
    console.error(`bench-lighthouse: in ${splash} run(s) the largest paint was the boot screen, not the page`);
    process.exitCode = 1;
  }
}

interface LcpNode {
  type?: string;
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}

interface Audit {
  numericValue: number;
  details?: { items?: Array<LcpNode & { items?: Array<{ node?: LcpNode }> }> };
}

/** The element of the largest paint: Lighthouse 13 names it in its LCP breakdown, 12 in an audit of its own. */
function lcpNode(audits: Record<string, Audit>): LcpNode | undefined {
  const breakdown = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return breakdown ?? audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
}

main().catch((error: unknown) => {
  console.error('bench-lighthouse:', error);
  process.exitCode = 1;
});
