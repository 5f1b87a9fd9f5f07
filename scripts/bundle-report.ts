/**
 * Bundle-size report: the JavaScript a browser must download before each route can render,
 * raw and gzip, read from the production build's webpack stats (dist-meta/stats.json, kept
 * out of the served dist/ folder; a dist/stats.json of an older build is read too).
 * Initial JS of a route = its entry point's files + the English catalogue + the files of the
 * route's layout and page chunk groups (each file counted once). The console's routes load the
 * 'main' entry; the sign-in landings opened in the browser load the 'sign-in' entry (login.html),
 * which holds their pages itself.
 *
 * Budgets (scripts/bundle-budgets.json, gzip KiB): each route belongs to one budget, and the
 * report exits with 1 when a figure exceeds it, so `npm test` (test:e2e) fails:
 *   entry  the entry point + English catalogue (what every route loads first)
 *   login  the sign-in landings (login, logout_success)
 *   list   a resource's list route: the generic list (chunk group resource-list)
 *   form   a resource's create or edit route: the generic form (chunk group resource-form)
 *   page   a screen of its own (detail pages with versions, upload, gallery, signing…)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MANIFEST } from '../src/app/manifest';
import { CATALOGUE_LOCALES } from '../src/i18n/messages';
import { jsFilesOf as jsFiles, languageChunkGroups, manifestRouteChunks, type ChunkGroup } from './build/route-chunks';
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
const consoleStats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats;
// The sign-in pages are their own build (webpack.config.ts), with their own stats beside.
const signInStatsFile = path.join(path.dirname(statsFile), 'stats-sign-in.json');
const signInStats = fs.existsSync(signInStatsFile)
  ? (JSON.parse(fs.readFileSync(signInStatsFile, 'utf8')) as Stats)
  : { entrypoints: {}, namedChunkGroups: {} };
const stats: Stats = {
  entrypoints: { ...signInStats.entrypoints, ...consoleStats.entrypoints },
  namedChunkGroups: { ...signInStats.namedChunkGroups, ...consoleStats.namedChunkGroups },
};
const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'bundle-budgets.json'), 'utf8')) as Record<
  string,
  number
>;
const sizeCache = new Map<string, { raw: number; gzip: number }>();

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

/** A route's chunk groups (route-chunks.ts) and the budget it belongs to. */
type Budget = 'entry' | 'login' | 'list' | 'form' | 'page';
interface RouteChunks {
  route: string;
  groups: string[];
  budget: Budget;
  /** The entry point the route's page loads (default: the console's). */
  entry?: string;
}

const CONSOLE_ENTRY = 'main';
const SIGN_IN_ENTRY = 'sign-in';

const ROUTE_CHUNKS: RouteChunks[] = [
  // A family's sub-screens (the layout alone here) come below, with their own chunk groups.
  ...manifestRouteChunks(MANIFEST).flatMap(({ route, groups, kind }) =>
    kind === 'sub-page' ? [] : [{ route, groups, budget: kind }],
  ),
  // A landing the server drew (server/src/console/sign-in-pages.ts) in the user's appearance needs only
  // the entry; any other also its React part (chunk sign-in-app, named in login.html).
  { route: 'login, logout_success', groups: ['sign-in-app'], budget: 'login', entry: SIGN_IN_ENTRY },
  { route: 'login, logout_success (drawn)', groups: [], budget: 'login', entry: SIGN_IN_ENTRY },
];

// Screens the manifest loads below a family's own (a version page, say) are their own chunk groups.
// The console's own page-login and page-logout-success chunks are drawn only when the console
// goes there itself (a session that ended), never as the first page: they have no row.
const covered = new Set([...ROUTE_CHUNKS.flatMap((route) => route.groups), 'page-login', 'page-logout-success']);
for (const name of Object.keys(stats.namedChunkGroups).sort()) {
  if (name.startsWith('page-') && !covered.has(name))
    ROUTE_CHUNKS.push({ route: name.slice('page-'.length), groups: ['layout-default', name], budget: 'page' });
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const entryFiles = (entry: string): string[] => {
  const files = jsFiles(stats.entrypoints[entry]);
  if (files.length === 0) {
    console.error(`The build has no entry point ${entry}; the report is out of date.`);
    process.exit(1);
  }
  return files;
};
/** The English catalogue each entry loads: the sign-in build's holds only its pages' messages. */
const englishOf = (entry: string): string[] => {
  const own = entry === SIGN_IN_ENTRY ? signInStats : consoleStats;
  const files = jsFiles(own.namedChunkGroups['lang-en-json']);
  if (files.length === 0) {
    console.error(`The ${entry} build has no chunk group lang-en-json: the English catalogue is not counted.`);
    process.exit(1);
  }
  return files;
};
const english = englishOf(CONSOLE_ENTRY);
const rows: Array<[string, ReturnType<typeof total>, Budget]> = [
  ['(entry + English catalogue)', total([...entryFiles(CONSOLE_ENTRY), ...english]), 'entry'],
];
const seen = new Set<string>();
for (const { route, groups, budget, entry = CONSOLE_ENTRY } of ROUTE_CHUNKS) {
  const missing = groups.filter((name) => !stats.namedChunkGroups[name]);
  if (missing.length > 0) {
    console.error(`Route ${route}: the build has no chunk group ${missing.join(', ')}; the report is out of date.`);
    process.exit(1);
  }
  const key = `${entry}:${groups.join('+')}`;
  if (seen.has(key)) continue;
  seen.add(key);
  rows.push([
    route,
    total([
      ...entryFiles(entry),
      ...englishOf(entry),
      ...groups.flatMap((name) => jsFiles(stats.namedChunkGroups[name])),
    ]),
    budget,
  ]);
}

console.log('Initial JavaScript per route (entry + English catalogue + layout + page chunk groups), gzip -9');
console.log(
  `${'route'.padEnd(40)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'budget'.padStart(18)}`,
);
const over: string[] = [];
for (const [route, figures, budget] of rows) {
  const limit = budgets[budget];
  if (figures.gzip > limit * 1024) over.push(`${route}: ${kib(figures.gzip)} > ${budget} budget ${limit} KiB`);
  console.log(
    `${route.padEnd(40)}${String(figures.count).padStart(6)}${kib(figures.raw).padStart(12)}${kib(figures.gzip).padStart(12)}${`${budget} ${limit} KiB`.padStart(18)}`,
  );
}
const all = total(fs.readdirSync(dist).filter((file) => file.endsWith('.js')));
console.log(
  `${'(all JavaScript)'.padEnd(40)}${String(all.count).padStart(6)}${kib(all.raw).padStart(12)}${kib(all.gzip).padStart(12)}`,
);
// What choosing a language downloads on top (each its own chunk, fetched once): the interface
// catalogue, antd's locale pack, dayjs's locale and pro-components' texts (route-chunks.ts).
const groupsOf = (prefix: string) => Object.keys(stats.namedChunkGroups).filter((name) => name.startsWith(prefix));
console.log('\nSwitching language downloads (catalogue + antd pack + dayjs locale + pro-components texts), gzip -9');
console.log(
  `${'language'.padEnd(12)}${'catalogue'.padStart(12)}${'antd'.padStart(12)}${'dayjs'.padStart(12)}${'pro'.padStart(12)}${'total'.padStart(12)}`,
);
for (const language of CATALOGUE_LOCALES.filter((code) => code !== 'en')) {
  const groups = languageChunkGroups(language);
  const part = (group: string | undefined) => total(group ? jsFiles(stats.namedChunkGroups[group]) : []);
  const parts = [groups.catalogue, groups.antd, groups.dayjs, groups.proTexts].map(part);
  const sum = parts.reduce((bytes, figures) => bytes + figures.gzip, 0);
  console.log(
    `${language.padEnd(12)}${parts.map((figures) => kib(figures.gzip).padStart(12)).join('')}${kib(sum).padStart(12)}`,
  );
  if (parts[0]?.count === 0) over.push(`${language}: the build has no catalogue chunk ${groups.catalogue}`);
}
console.log(
  `(${groupsOf('antd-locale-').length} antd locale packs and ${groupsOf('dayjs-locale-').length} dayjs locales in all, each loaded only with its language)`,
);

if (over.length > 0) {
  console.error(`Over budget (scripts/bundle-budgets.json, gzip):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
