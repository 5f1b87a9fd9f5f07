/**
 * What each build trim saves (scripts/build/trims.ts, the `saves` of each): builds the console
 * once with every trim (the baseline), then once per trim with that trim switched off
 * (`TRIMS_OFF=<index>`, read by webpack.config.ts), and prints the first-load gzip KiB of the entry,
 * the list (/tenant), its form, the heaviest page and all scripts, each with its difference to the
 * baseline: what the trim keeps off that route. A trim whose absence breaks the build is reported
 * as such. The runs build the console alone into a temporary folder, never dist/, with a
 * filesystem cache (node_modules/.cache/trims-measure) so each rebuilds only what its trim changes.
 *
 *   npm run trims:measure [-- <index>[,<index>…]…]   (default: every trim, one at a time; a comma
 *   switches several off in one build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuild, type RouteSize } from './route-sizes';
import { TRIMS } from './trims';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(os.tmpdir(), 'trims-measure');
const DIST = path.join(OUT, 'dist');
/** The reference routes: the list page, its form (route-chunks.ts names). */
const LIST = 'tenant';
const FORM = 'tenant-id (form)';

type Build = { ok: true; routes: RouteSize[]; all: number; seconds: number } | { ok: false; error: string };

/** One production build of the console with the trims `off` switched off. */
function build(off: readonly number[]): Build {
  const started = Date.now();
  const run = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `out=${DIST}`], {
    cwd: ROOT,
    env: { ...process.env, TRIMS_OFF: off.join(',') },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (run.status !== 0) {
    const errors = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => /error/i.test(line));
    return { ok: false, error: errors.slice(0, 3).join(' | ') || `webpack exited with ${run.status}` };
  }
  const { routes, all } = readBuild(DIST, { signIn: false });
  return { ok: true, routes, all: all.gzip, seconds };
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const gzipOf = (routes: readonly RouteSize[], route: string): number =>
  routes.find((row) => row.route === route)?.figures.gzip ?? Number.NaN;

// Trims that work together (a lazy part and what a trim keeps out of it) are switched off together.
const asked = process.argv.slice(2).map((set) => set.split(',').map(Number));
const sets = asked.length > 0 ? asked : TRIMS.map((_, index) => [index]);
fs.mkdirSync(OUT, { recursive: true });

console.log(`Baseline: every trim (${TRIMS.length}), into ${DIST}`);
const baseline = build([]);
if (!baseline.ok) {
  console.error(`The baseline build failed: ${baseline.error}`);
  process.exit(1);
}
const ENTRY = baseline.routes[0].route;
// The heaviest page of its own, as built with every trim.
const PAGE = baseline.routes
  .filter((row) => row.budget === 'page')
  .reduce((heaviest, row) => (row.figures.gzip > heaviest.figures.gzip ? row : heaviest)).route;
const columns: Array<[string, (routes: readonly RouteSize[], all: number) => number]> = [
  ['entry', (routes) => gzipOf(routes, ENTRY)],
  ['list', (routes) => gzipOf(routes, LIST)],
  ['form', (routes) => gzipOf(routes, FORM)],
  ['page', (routes) => gzipOf(routes, PAGE)],
  ['all JS', (_, all) => all],
];
const header = `${'trim'.padEnd(46)}${columns.map(([name]) => name.padStart(18)).join('')}  largest first-load saving`;
console.log(
  `(${baseline.seconds} s) first-load gzip KiB of the entry, list ${LIST}, form ${FORM}, page ${PAGE}, and all` +
    ' scripts; in brackets what the trim saves (switched off minus baseline)\n',
);
console.log(header);
console.log(
  `${'(baseline)'.padEnd(46)}${columns.map(([, of]) => kib(of(baseline.routes, baseline.all)).padStart(18)).join('')}`,
);

const results: Array<{ off: number[]; build: Build; largest?: { route: string; kib: number } }> = [];
for (const off of sets) {
  const label = (off.length === 1 ? `${String(off[0]).padStart(2)} ${TRIMS[off[0]].why}` : `off: ${off.join(', ')}`)
    .slice(0, 45)
    .padEnd(46);
  const result = build(off);
  if (!result.ok) {
    console.log(`${label}  BUILD FAILS without it: ${result.error}`);
    results.push({ off, build: result });
    continue;
  }
  const cells = columns.map(([, of]) => {
    const value = of(result.routes, result.all);
    const saved = value - of(baseline.routes, baseline.all);
    return `${kib(value)} (${saved >= 0 ? '+' : ''}${kib(saved)})`.padStart(18);
  });
  // Every route's first load, not only the reference ones: the largest saving is the trim's figure.
  const largest = result.routes
    .map((row) => ({ route: row.route, saved: row.figures.gzip - gzipOf(baseline.routes, row.route) }))
    .reduce((best, row) => (row.saved > best.saved ? row : best));
  results.push({ off, build: result, largest: { route: largest.route, kib: largest.saved / 1024 } });
  console.log(`${label}${cells.join('')}  ${kib(largest.saved)} (${largest.route}, ${result.seconds} s)`);
}
fs.writeFileSync(path.join(OUT, 'results.json'), JSON.stringify({ baseline, results }, null, 2));
console.log(`\nFigures of every route: ${path.join(OUT, 'results.json')}`);
