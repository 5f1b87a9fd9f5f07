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
