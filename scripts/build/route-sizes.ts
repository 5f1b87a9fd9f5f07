/**
 * The JavaScript a browser must download before each route can render, raw and gzip, read from a
 * production build's webpack stats (<dist>/../dist-meta/stats.json, or an older build's
 * dist/stats.json). Initial JS of a route = its entry point's files + the English catalogue + the
 * files of the route's layout and page chunk groups (each file counted once). The console's routes
 * load the 'main' entry; the sign-in landings load the 'sign-in' entry (login.html), which holds
 * their pages itself. Shared by the bundle report and the trims' measuring (measure-trims.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { MANIFEST } from '../../src/app/manifest';
import { jsFilesOf as jsFiles, manifestRouteChunks, type ChunkGroup } from './route-chunks';

export interface Stats {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
}

/** The budget a route belongs to (scripts/bundle-budgets.json). */
export type Budget = 'entry' | 'login' | 'list' | 'form' | 'page';

export interface Figures {
  raw: number;
  gzip: number;
  count: number;
}

export interface RouteSize {
  route: string;
  budget: Budget;
  figures: Figures;
}

/** A route's chunk groups (route-chunks.ts) and the budget it belongs to. */
interface RouteChunks {
  route: string;
  groups: string[];
  budget: Budget;
  /** The entry point the route's page loads (default: the console's). */
  entry?: string;
}

const CONSOLE_ENTRY = 'main';
const SIGN_IN_ENTRY = 'sign-in';

/** The build in `dist` could not be measured (no stats, or stats the report no longer matches). */
export class BuildReadError extends Error {}

/**
 * A build's route sizes. `signIn: false` for a build of the console alone (a measuring run), which
 * has no sign-in stats: the sign-in landings then have no row.
 */
export function readBuild(
  distDir: string,
  { signIn = true }: { signIn?: boolean } = {},
): {
  /** Both builds' entry points and chunk groups (the console's win a name they share). */
  stats: Stats;
  /** Gzip and raw size of files of `dist`, each counted once. */
  total: (files: Iterable<string>) => Figures;
  /** The entry's row first ('(entry + English catalogue)'), then one per route. */
  routes: RouteSize[];
  /** Every script of the build. */
  all: Figures;
} {
  const dist = path.resolve(distDir);
  const statsFile = [path.join(dist, '..', 'dist-meta', 'stats.json'), path.join(dist, 'stats.json')].find((file) =>
    fs.existsSync(file),
  );
  if (!statsFile) throw new BuildReadError(`No stats.json for ${dist}: run "npm run build" first.`);
  const consoleStats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats;
  // The sign-in pages are their own build (webpack.config.ts), with their own stats beside.
  const signInStatsFile = path.join(path.dirname(statsFile), 'stats-sign-in.json');
  const signInStats =
    signIn && fs.existsSync(signInStatsFile)
      ? (JSON.parse(fs.readFileSync(signInStatsFile, 'utf8')) as Stats)
      : { entrypoints: {}, namedChunkGroups: {} };
  const stats: Stats = {
    entrypoints: { ...signInStats.entrypoints, ...consoleStats.entrypoints },
    namedChunkGroups: { ...signInStats.namedChunkGroups, ...consoleStats.namedChunkGroups },
  };

  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string): { raw: number; gzip: number } => {
    let cached = sizeCache.get(file);
    if (!cached) {
      const content = fs.readFileSync(path.join(dist, file));
      cached = { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
      sizeCache.set(file, cached);
    }
    return cached;
  };
  const total = (files: Iterable<string>): Figures =>
    [...new Set(files)].reduce(
      (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, count: sum.count + 1 }),
      { raw: 0, gzip: 0, count: 0 },
    );

  const routeChunks: RouteChunks[] = [
    // A family's sub-screens (the layout alone here) come below, with their own chunk groups.
    ...manifestRouteChunks(MANIFEST).flatMap(({ route, groups, kind }) =>
      kind === 'sub-page' ? [] : [{ route, groups, budget: kind }],
    ),
    // A landing the server drew (server/src/console/sign-in-pages.ts) in the user's appearance needs
    // only the entry; any other also its React part (chunk sign-in-app, named in login.html).
    ...(signIn
      ? [
          { route: 'login, logout_success', groups: ['sign-in-app'], budget: 'login' as const, entry: SIGN_IN_ENTRY },
          { route: 'login, logout_success (drawn)', groups: [], budget: 'login' as const, entry: SIGN_IN_ENTRY },
        ]
      : []),
  ];
  // Screens the manifest loads below a family's own (a version page, say) are their own chunk
  // groups. The console's own page-login and page-logout-success chunks are drawn only when the
  // console goes there itself (a session that ended), never as the first page: they have no row.
  const covered = new Set([...routeChunks.flatMap((route) => route.groups), 'page-login', 'page-logout-success']);
  for (const name of Object.keys(stats.namedChunkGroups).sort()) {
    if (name.startsWith('page-') && !covered.has(name))
      routeChunks.push({ route: name.slice('page-'.length), groups: ['layout-default', name], budget: 'page' });
  }

  const entryFiles = (entry: string): string[] => {
    const files = jsFiles(stats.entrypoints[entry]);
    if (files.length === 0)
      throw new BuildReadError(`The build has no entry point ${entry}; the report is out of date.`);
    return files;
  };
  /** The English catalogue each entry loads: the sign-in build's holds only its pages' messages. */
  const englishOf = (entry: string): string[] => {
    const own = entry === SIGN_IN_ENTRY ? signInStats : consoleStats;
    const files = jsFiles(own.namedChunkGroups['lang-en-json']);
    if (files.length === 0)
      throw new BuildReadError(
        `The ${entry} build has no chunk group lang-en-json: the English catalogue is not counted.`,
      );
    return files;
  };
  const routes: RouteSize[] = [
    {
      route: '(entry + English catalogue)',
      budget: 'entry',
      figures: total([...entryFiles(CONSOLE_ENTRY), ...englishOf(CONSOLE_ENTRY)]),
    },
  ];
  const seen = new Set<string>();
  for (const { route, groups, budget, entry = CONSOLE_ENTRY } of routeChunks) {
    const missing = groups.filter((name) => !stats.namedChunkGroups[name]);
    if (missing.length > 0)
      throw new BuildReadError(
        `Route ${route}: the build has no chunk group ${missing.join(', ')}; the report is out of date.`,
      );
    const key = `${entry}:${groups.join('+')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({
      route,
      budget,
      figures: total([
        ...entryFiles(entry),
        ...englishOf(entry),
        ...groups.flatMap((name) => jsFiles(stats.namedChunkGroups[name])),
      ]),
    });
  }
  const all = total(fs.readdirSync(dist).filter((file) => file.endsWith('.js')));
  return { stats, total, routes, all };
}
