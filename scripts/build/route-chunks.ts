/**
 * Which chunk groups each console route loads, from the manifest: a screen family's chunk group is
 * 'page-<key>' (the manifest names each import so), a resource also needs the generic list
 * ('resource-list') on its list route and the generic form ('resource-form') on its create and edit
 * routes, and every screen needs the layout ('layout-default'). Shared by the bundle report (sizes
 * per route) and the route preloads the server names in the page (route-preloads.ts).
 */
import type { ManifestEntry } from '../../src/app/manifestEntry';

export interface RouteChunks {
  /** The route's name: its manifest key, with '-id (form)' for a resource's create and edit routes. */
  route: string;
  /** Its paths, as the router mounts them (relative, ':param' and ':param?' segments). */
  paths: string[];
  groups: string[];
  kind: 'list' | 'form' | 'page';
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
        own.push({ route: `${key}-${sub.name}`, paths: [at(sub.path)], groups: ['layout-default'], kind: 'page' });
    }
    return [...own, ...manifestRouteChunks(entry.children ?? [])];
  });
}
