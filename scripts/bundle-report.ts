/**
 * Bundle-size report: the JavaScript a browser must download before each route can render,
 * raw and gzip, read from the production build's webpack stats (dist-meta/stats.json, kept
 * out of the served dist/ folder; a dist/stats.json of an older build is read too).
 * Initial JS of a route = the entry point's files + the English catalogue + the files of the
 * route's layout chunk group + the files of the route's page chunk group (each file counted once).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ChunkGroup {
  assets: Array<{ name: string } | string>;
}
interface Stats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

const dist = path.resolve(process.argv[2] ?? 'dist');
const statsFile = [path.join(dist, '..', 'dist-meta', 'stats.json'), path.join(dist, 'stats.json')].find((file) =>
  fs.existsSync(file),
);
if (!statsFile) {
  console.error(`No stats.json for ${dist}: run "npm run build" first.`);
  process.exit(1);
}
const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats;
const sizeCache = new Map<string, { raw: number; gzip: number }>();

function jsFiles(group: ChunkGroup | undefined): string[] {
  return (group?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith('.js'));
}

function size(file: string): { raw: number; gzip: number } {
  let cached = sizeCache.get(file);
  if (!cached) {
    const content = fs.readFileSync(path.join(dist, file));
    cached = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
    sizeCache.set(file, cached);
  }
  return cached;
}

function total(files: Iterable<string>): { raw: number; gzip: number; count: number } {
  const unique = [...new Set(files)];
  return unique.reduce(
    (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, count: sum.count + 1 }),
    { raw: 0, gzip: 0, count: 0 },
  );
}

/**
 * Layout of each page chunk group, as src/app/routing/routeTable.ts declares it (`layout` of the
 * routes whose Page comes from that chunk) and src/app/router.tsx loads it: the ProLayout shell
 * is the lazy group 'layout-default'; the plain layout is 'layout-plain' when it is split out
 * and part of the entry otherwise. A page group missing here fails the report rather than
 * printing a figure without its layout.
 */
/** Pages of the plain layout (src/app/routing/routeTable.ts, layout 'plain'); every other page uses the ProLayout shell. */
const PLAIN_PAGES = new Set(['page-login', 'page-logout-success']);
const layoutOf = (page: string): 'layout-default' | 'layout-plain' =>
  PLAIN_PAGES.has(page) ? 'layout-plain' : 'layout-default';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const entryFiles = Object.values(stats.entrypoints).flatMap(jsFiles);
const english = jsFiles(stats.namedChunkGroups['lang-en']);
const rows: Array<[string, ReturnType<typeof total>]> = [['(entry only)', total(entryFiles)]];
const layouts: string[] = [];
for (const [name, group] of Object.entries(stats.namedChunkGroups).sort(([a], [b]) => a.localeCompare(b))) {
  if (!name.startsWith('page-')) continue;
  const layout = layoutOf(name);
  const layoutGroup = stats.namedChunkGroups[layout];
  if (!layoutGroup && layout === 'layout-default') {
    console.error(`The build has no chunk group ${layout}: the report's layout mapping is out of date.`);
    process.exit(1);
  }
  const layoutNote = layoutGroup ? layout : `${layout}: in entry`;
  if (!layouts.includes(layoutNote)) layouts.push(layoutNote);
  rows.push([
    `${name.slice('page-'.length)} (${layoutNote.split(':')[0]})`,
    total([...entryFiles, ...english, ...jsFiles(layoutGroup), ...jsFiles(group)]),
  ]);
}

console.log('Initial JavaScript per route (entry + English catalogue + layout chunk group + route chunk group)');
console.log(`${'route (layout)'.padEnd(40)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
for (const [route, figures] of rows) {
  console.log(
    `${route.padEnd(40)}${String(figures.count).padStart(6)}${kb(figures.raw).padStart(12)}${kb(figures.gzip).padStart(12)}`,
  );
}
const all = total(fs.readdirSync(dist).filter((file) => file.endsWith('.js')));
console.log(
  `${'(all JavaScript)'.padEnd(40)}${String(all.count).padStart(6)}${kb(all.raw).padStart(12)}${kb(all.gzip).padStart(12)}`,
);
const inEntry = layouts.filter((note) => note.endsWith(': in entry'));
if (inEntry.length > 0)
  console.log(
    `Layouts without a chunk group of their own (counted in the entry): ${inEntry.map((note) => note.split(':')[0]).join(', ')}`,
  );
