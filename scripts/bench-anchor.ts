/**
 * React-admin, anchor c of ../shared/bench/anchors, served beside the console for the browser
 * benchmarks: the same first-row check as the anchors' own ttfr.js, on its built dist. The anchor is
 * built outside the project (it has its own dependencies): PERF_ROOT names the folder its README's
 * setup.sh and build.sh filled (`PERF_ROOT=… bash setup.sh c && bash build.sh c`). Without it a
 * benchmark measures the console alone and says so.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startConsoleServer } from './bench-server';
import { benchChromiumArgs, CHROMIUM_PATH } from './chromium';

export interface Anchor {
  label: string;
  url: string;
  /** The first data row, as ../shared/bench/anchors/apps.json names it. */
  row: string;
  /** Text the row must hold (the anchors' check: the first user's address). */
  text: string;
  stop: () => void;
}

const ANCHORS = path.resolve(process.cwd(), '../shared/bench/anchors');

export async function startAnchor(port = 8103): Promise<Anchor | null> {
  const root = process.env.PERF_ROOT;
  const dist = root ? path.join(root, 'work/c/dist') : '';
  if (!root || !fs.existsSync(path.join(dist, 'index.html'))) {
    console.warn(
      `No anchor c built under PERF_ROOT (${root ?? 'not set'}; ../shared/bench/anchors/README.md): the console is measured alone.`,
    );
    return null;
  }
  const apps = JSON.parse(fs.readFileSync(path.join(ANCHORS, 'apps.json'), 'utf8')) as Record<
    string,
    { label: string; path: string; row: string }
  >;
  const child = spawn(process.execPath, [path.join(ANCHORS, 'serve.js'), dist, String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(base).then(
        (answer) => answer.ok,
        () => false,
      )
    ) {
      return {
        label: apps.c!.label,
        url: `${base}${apps.c!.path}`,
        row: apps.c!.row,
        text: 'user1@example.com',
        stop: () => child.kill(),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the anchor server did not start');
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Ratio of two figures, two decimals. */
export const ratio = (ours: number, theirs: number): string => (ours / theirs).toFixed(2);

/**
 * Runs the console and the anchor `runs` times each after one unmeasured run of each (it warms the
 * servers, not the browser: every measured context is new), alternating who goes first so that a
 * slow moment of the machine falls on both. `report` hears each pair as it is measured.
 */
export async function interleaved<R>(
  runs: number,
  ours: () => Promise<R>,
  theirs: (() => Promise<R>) | null,
  report: (run: number, ours: R, theirs: R | undefined) => void,
): Promise<{ ours: R[]; theirs: R[] }> {
  const measured = { ours: [] as R[], theirs: [] as R[] };
  await ours();
  if (theirs) await theirs();
  for (let run = 0; run < runs; run += 1) {
    let mine: R;
    let anchor: R | undefined;
    if (run % 2 === 0 || !theirs) {
      mine = await ours();
      anchor = await theirs?.();
    } else {
      anchor = await theirs();
      mine = await ours();
    }
    measured.ours.push(mine);
    if (anchor !== undefined) measured.theirs.push(anchor);
    report(run + 1, mine, anchor);
  }
  return measured;
}

/** How a benchmark's browser ran: the anchors' flags or the quiet ones (chromium.ts). */
export const browserMode = (args: string[]): string =>
  args.includes('--quiet-browser') ? 'quiet (no omnibox WebUI preload)' : "the anchors' flags";

/**
 * The console on its server and the anchor on its own, one Chromium for both (flags from the
 * command line's `args`), `interleaved` runs of each, everything stopped at the end. `show` prints
 * one measure of a run. The anchor is null when it is not built (the console is measured alone).
 */
export async function sideBySide<R>(
  setting: { base: string; port: number; args: string[]; runs: number; label?: string },
  consoleRun: (browser: Browser) => Promise<R>,
  anchorRun: (browser: Browser, anchor: Anchor) => Promise<R>,
  show: (run: R) => string,
): Promise<{ ours: R[]; theirs: R[]; anchor: Anchor | null }> {
  const stopConsole = await startConsoleServer(setting.base, setting.port);
  const anchor = await startAnchor();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: benchChromiumArgs(setting.args) });
  try {
    const label = setting.label ? ` ${setting.label}` : '';
    const measured = await interleaved(
      setting.runs,
      () => consoleRun(browser),
      anchor ? () => anchorRun(browser, anchor) : null,
      (run, ours, theirs) =>
        console.log(`run ${run}${label}: console ${show(ours)}, anchor c ${theirs === undefined ? '-' : show(theirs)}`),
    );
    return { ...measured, anchor };
  } finally {
    await browser.close();
    anchor?.stop();
    stopConsole();
  }
}
