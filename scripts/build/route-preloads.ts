/**
 * After the production build: dist/route-preloads.json, the script files each console route loads
 * beyond its entry (its layout, page and generic list or form chunks) and those of each language's
 * texts. The platform server names them in the page it sends for an address (`<link rel="preload">`,
 * server/src/console/preloads.ts), so the browser fetches them with the entry instead of once the
 * entry has downloaded and run (issue 8: no waterfall). Routes come from the manifest (route-chunks.ts),
 * files from the build's stats (dist-meta/stats.json). It also names the console in each language with
 * a catalogue, for the loading screen of the page the server sends.
 *
 *   node --import tsx scripts/build/route-preloads.ts [dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST } from '../../src/app/manifest';
import { CATALOGUE_LOCALES } from '../../src/i18n/messages';
import { COMPILE_HINT } from './compile-hints';
import { jsFilesOf, languageChunkGroups, manifestRouteChunks, type ChunkGroup } from './route-chunks';

const dist = path.resolve(process.argv[2] ?? 'dist');
const stats = JSON.parse(fs.readFileSync(path.join(dist, '..', 'dist-meta', 'stats.json'), 'utf8')) as {
  entrypoints: Record<string, ChunkGroup>;
  namedChunkGroups: Record<string, ChunkGroup>;
};

const filesOf = (name: string): string[] => {
  const group = stats.namedChunkGroups[name];
  if (!group) throw new Error(`route-preloads: the build has no chunk group ${name}`);
  return jsFilesOf(group);
};
// The page names the entry's own files already.
const entry = new Set(filesOf('main'));
const beyondEntry = (names: string[]) => [...new Set(names.flatMap(filesOf))].filter((file) => !entry.has(file));

const routes = manifestRouteChunks(MANIFEST).map(({ paths, groups }) => ({ paths, files: beyondEntry(groups) }));
// Every file a first screen runs is compiled while it streams in (compile-hints.ts): a group the
// hints missed (renamed, or a new kind of route) fails the build here instead of slowing it quietly.
const unhinted = [...entry, ...routes.flatMap((route) => route.files)].filter(
  (file) => !fs.readFileSync(path.join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
);
if (unhinted.length) throw new Error(`route-preloads: no compile hint in ${[...new Set(unhinted)].join(', ')}`);

const languages = Object.fromEntries(
  CATALOGUE_LOCALES.map((code) => [code, beyondEntry(Object.values(languageChunkGroups(code)))]),
);

// The console's name in each language with a catalogue, for the page's loading screen.
const LANG = path.resolve(import.meta.dirname, '..', '..', 'lang');
const titles = Object.fromEntries(
  ['en', ...CATALOGUE_LOCALES.filter((code) => code !== 'en')].map((code) => {
    const catalogue = JSON.parse(fs.readFileSync(path.join(LANG, `${code}.json`), 'utf8')) as Record<string, string>;
    return [code, catalogue['app.title'] ?? 'Contract Console'];
  }),
);

fs.writeFileSync(path.join(dist, 'route-preloads.json'), `${JSON.stringify({ routes, languages, titles })}\n`);
console.log(`route-preloads: ${routes.length} routes, ${Object.keys(languages).length} languages`);
