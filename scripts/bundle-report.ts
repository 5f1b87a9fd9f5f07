/**
 * Bundle-size report: the JavaScript a browser must download before each route can render, raw
 * and gzip (scripts/build/route-sizes.ts), and what switching language downloads on top.
 *
 * Budgets (scripts/bundle-budgets.json, gzip KiB): each route belongs to one budget, and the
 * report exits with 1 when a figure exceeds it, so `npm test` (test:e2e) fails:
 *   entry  the entry point + English catalogue (what every route loads first)
 *   login  the sign-in landings (login, logout_success)
 *   list   a resource's list route: the generic list (chunk group resource-list)
 *   form   a resource's create or edit route: the generic form (chunk group resource-form)
 *   page   a screen of its own (detail pages with versions, upload, gallery, signing…)
 *   styles the prebuilt styles a page preloads (the console's first file, the sign-in pages' file)
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CATALOGUE_LOCALES } from '../src/i18n/messages';
import { jsFilesOf as jsFiles, languageChunkGroups } from './build/route-chunks';
import { BuildReadError, readBuild } from './build/route-sizes';
import { MORE_STYLES_HREF } from '../src/shared/theme/prebuiltStyleNames';

const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'bundle-budgets.json'), 'utf8')) as Record<
  string,
  number
>;
let build: ReturnType<typeof readBuild>;
try {
  build = readBuild(process.argv[2] ?? 'dist');
} catch (error) {
  if (!(error instanceof BuildReadError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { stats, total, routes, all } = build;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('Initial JavaScript per route (entry + English catalogue + layout + page chunk groups), gzip -9');
console.log(
  `${'route'.padEnd(40)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}${'budget'.padStart(18)}`,
);
const over: string[] = [];
for (const { route, figures, budget } of routes) {
  const limit = budgets[budget];
  if (figures.gzip > limit * 1024) over.push(`${route}: ${kib(figures.gzip)} > ${budget} budget ${limit} KiB`);
  console.log(
    `${route.padEnd(40)}${String(figures.count).padStart(6)}${kib(figures.raw).padStart(12)}${kib(figures.gzip).padStart(12)}${`${budget} ${limit} KiB`.padStart(18)}`,
  );
}
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

// The prebuilt styles (scripts/build/prebuilt-styles.tsx): the file each page preloads, and the
// console's second file, which loads after a list's rows or with any other screen.
const dist = process.argv[2] ?? 'dist';
console.log('\nPrebuilt styles, gzip -9');
for (const page of ['index.html', 'login.html']) {
  const link = fs.readFileSync(path.join(dist, page), 'utf8').match(/<link[^>]*data-prebuilt-styles[^>]*>/)?.[0];
  if (!link) {
    over.push(`${page}: no prebuilt styles`);
    continue;
  }
  const hrefs = [/ href="\/([^"]+)"/, new RegExp(` ${MORE_STYLES_HREF}="/([^"]+)"`)].map(
    (pattern) => link.match(pattern)?.[1],
  );
  hrefs.forEach((file, index) => {
    if (!file) return;
    const content = fs.readFileSync(path.join(dist, file));
    const gzip = zlib.gzipSync(content, { level: 9 }).length;
    const label = `${page} ${index === 0 ? 'preloaded' : 'second file'}`;
    if (index === 0 && gzip > budgets.styles! * 1024)
      over.push(`${label}: ${kib(gzip)} > styles budget ${budgets.styles} KiB`);
    console.log(
      `${label.padEnd(40)}${''.padStart(6)}${kib(content.length).padStart(12)}${kib(gzip).padStart(12)}${(index === 0 ? `styles ${budgets.styles} KiB` : '').padStart(18)}`,
    );
  });
}

if (over.length > 0) {
  console.error(`Over budget (scripts/bundle-budgets.json, gzip):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
