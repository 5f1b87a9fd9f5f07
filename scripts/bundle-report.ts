/**
 * Bundle-size report: the JavaScript a browser must download before each route can render,
 * raw and gzip, read from the production build's webpack stats (dist/stats.json).
 * Initial JS of a route = the entry point's files + the files of the route's lazy chunk group.
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
const statsFile = path.join(dist, 'stats.json');
if (!fs.existsSync(statsFile)) {
  console.error(`No ${statsFile}: run "npm run build" first.`);
  process.exit(1);
}
const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats;
const sizeCache = new Map<string, { raw: number; gzip: number }>();

function jsFiles(group: ChunkGroup | undefined): string[] {
  return (group?.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((name) => name.endsWith('.js'));
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
  return unique.reduce((sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, count: sum.count + 1 }), { raw: 0, gzip: 0, count: 0 });
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const entryFiles = Object.values(stats.entrypoints).flatMap(jsFiles);
const english = jsFiles(stats.namedChunkGroups['lang-en']);
const rows: Array<[string, ReturnType<typeof total>]> = [['(entry only)', total(entryFiles)]];
for (const [name, group] of Object.entries(stats.namedChunkGroups).sort(([a], [b]) => a.localeCompare(b))) {
  if (!name.startsWith('page-')) continue;
  rows.push([name.slice('page-'.length), total([...entryFiles, ...english, ...jsFiles(group)])]);
}

console.log('Initial JavaScript per route (entry + English catalogue + route chunk group)');
console.log(`${'route'.padEnd(28)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
for (const [route, figures] of rows) {
  console.log(`${route.padEnd(28)}${String(figures.count).padStart(6)}${kb(figures.raw).padStart(12)}${kb(figures.gzip).padStart(12)}`);
}
const all = total(fs.readdirSync(dist).filter((file) => file.endsWith('.js')));
console.log(`${'(all JavaScript)'.padEnd(28)}${String(all.count).padStart(6)}${kb(all.raw).padStart(12)}${kb(all.gzip).padStart(12)}`);
