import fs from 'node:fs';
import path from 'node:path';

/**
 * The console's route preloads (issue 8: no waterfall). The build writes route-preloads.json beside
 * index.html (scripts/build/route-preloads.ts): for each console route, the script files it loads
 * beyond its entry (layout, page, generic list or form), and for each language with a catalogue, the
 * files of its texts. The page sent for an address names them as `<link rel="preload" as="script">`,
 * so the browser fetches them together with the entry, instead of once the entry has downloaded and
 * run and the router has matched the address. Files only: the list's data needs the session, which
 * the console still asks for itself (it starts the first list query as soon as it has one).
 */
export interface RoutePreloads {
  routes: Array<{ paths: string[]; files: string[] }>;
  languages: Record<string, string[]>;
  /** The console's name in each language with a catalogue (its loading screen). */
  titles?: Record<string, string>;
}

/** A route path ('contract/my-list/:id?/version/:vid') as a test of an address's segments. */
function matcherOf(routePath: string): RegExp {
  const pattern = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

const FILE = /^[\w.-]+\.js$/;
const tags = (files: string[]) =>
  files.filter((file) => FILE.test(file)).map((file) => `<link rel="preload" as="script" href="/${file}">`);

/** The preload tags of the page at an address ('' when the table names nothing for it). */
export type PreloadTags = (urlPath: string) => string;

/** An address's language (its prefix, when the build has that language's texts) and the rest of it. */
function splitLanguage(table: RoutePreloads, urlPath: string): { language: string; address: string } {
  let segments = urlPath.split('/').filter(Boolean);
  let language = 'en';
  const first = segments[0];
  if (first && first !== 'en' && Object.hasOwn(table.languages, first)) {
    language = first;
    segments = segments.slice(1);
  } else if (first === 'en') segments = segments.slice(1);
  return { language, address: segments.map((segment) => `/${segment}`).join('') };
}

export type PageLanguage = (urlPath: string) => { language: string; title?: string };

/** The language of an address's page, and the console's name in it. */
export function pageLanguage(table: RoutePreloads): PageLanguage {
  return (urlPath) => {
    const { language } = splitLanguage(table, urlPath);
    const title = table.titles?.[language];
    return typeof title === 'string' ? { language, title } : { language };
  };
}

export function preloadTags(table: RoutePreloads): PreloadTags {
  const routes = table.routes.map(({ paths, files }) => ({ matchers: paths.map(matcherOf), files }));
  return (urlPath) => {
    const { language, address } = splitLanguage(table, urlPath);
    const route = routes.find(({ matchers }) => matchers.some((matcher) => matcher.test(address)));
    if (!route) return '';
    return [...new Set(tags([...route.files, ...(table.languages[language] ?? [])]))].join('');
  };
}

export interface ConsolePages {
  tags: PreloadTags;
  language: PageLanguage;
}

let cached: ({ root: string; mtime: number } & ConsolePages) | undefined;

/**
 * The preload tags of the console built in `root` (read again when the build changes), or undefined
 * when it has no table (an older build, a development folder).
 */
export function routePreloadsOf(root: string): ConsolePages | undefined {
  const file = path.join(root, 'route-preloads.json');
  const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtime === undefined) return undefined;
  if (cached?.root === root && cached.mtime === mtime) return cached;
  try {
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
    if (!Array.isArray(table.routes) || typeof table.languages !== 'object') return undefined;
    cached = { root, mtime, tags: preloadTags(table), language: pageLanguage(table) };
    return cached;
  } catch {
    return undefined;
  }
}
