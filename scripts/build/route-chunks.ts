/**
 * Which chunk groups each console route and each language loads. Routes come from the manifest: a screen family's chunk group is
 * 'page-<key>' (the manifest names each import so), a resource also needs the generic list
 * ('resource-list') on its list route and the generic form ('resource-form') on its create and edit
 * routes, and every screen needs the layout ('layout-default'). Shared by the bundle report (sizes
 * per route) and the route preloads the server names in the page (route-preloads.ts).
 */
import type { ManifestEntry } from '../../src/app/manifestEntry';
import { localeOf } from '../../src/i18n/locales';
import { PRO_TEXTS_LOCALES } from '../../src/i18n/proTexts';

/** A chunk group of the build's stats (dist-meta/stats.json). */
export interface ChunkGroup {
  assets: Array<{ name: string } | string>;
}

/** The script files of a chunk group. */
export function jsFilesOf(group: ChunkGroup | undefined): string[] {
  return (group?.assets ?? [])
    .map((asset) => (typeof asset === 'string' ? asset : asset.name))
    .filter((name) => name.endsWith('.js'));
}

/**
 * What a language loads when the console shows it (LocaleProviders): its catalogue and, but for
 * English, whose are in the page, antd's pack, dayjs's locale and pro-components' texts where the
 * console has them (src/i18n/proTexts.ts).
 */
export function languageChunkGroups(code: string): {
  catalogue: string;
  antd?: string;
  dayjs?: string;
  proTexts?: string;
} {
  const catalogue = `lang-${code}-json`;
  if (code === 'en') return { catalogue };
  const { antd, dayjs } = localeOf(code);
  const proTexts = PRO_TEXTS_LOCALES[code];
  return {
    catalogue,
    antd: `antd-locale-${antd}-js`,
    dayjs: `dayjs-locale-${dayjs}-js`,
    ...(proTexts ? { proTexts: `pro-texts-${proTexts}-js` } : {}),
  };
}

export interface RouteChunks {
  /** The route's name: its manifest key, with '-id (form)' for a resource's create and edit routes. */
  route: string;
  /** Its paths, as the router mounts them (relative, ':param' and ':param?' segments). */
  paths: string[];
  groups: string[];
  /** 'sub-page': a family's own sub-screen (a version page), whose chunks the manifest does not name. */
  kind: 'list' | 'form' | 'page' | 'sub-page';
}

export function manifestRouteChunks(entries: readonly ManifestEntry[]): RouteChunks[] {
  return entries.flatMap((entry): RouteChunks[] => {
    const { path, screens, key } = entry;
    const own: RouteChunks[] = [];
    if (path !== undefined && screens) {
      const at = (suffix: string) => [path, suffix].filter(Boolean).join('/');
      const page = ['layout-default', `page-${key}`];
      if (screens.kind === 'resource') {
        own.push({ route: key, paths: [at('')], groups: [...page, 'resource-list'], kind: 'list' });
        own.push({
          route: `${key}-id (form)`,
          paths: [...(screens.create ? [at('create')] : []), at(':id')],
          groups: [...page, 'resource-form'],
          kind: 'form',
        });
      } else {
        const family = screens.family ? [...(screens.create ? [at('create')] : []), at(':id')] : [];
        own.push({ route: key, paths: [at(''), ...family], groups: page, kind: 'page' });
      }
      // A family's own sub-screens (a version page) load chunks the manifest does not name: the layout.
      for (const sub of entry.routes ?? [])
        own.push({ route: `${key}-${sub.name}`, paths: [at(sub.path)], groups: ['layout-default'], kind: 'sub-page' });
    }
    return [...own, ...manifestRouteChunks(entry.children ?? [])];
  });
}
