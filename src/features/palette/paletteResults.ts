/**
 * What the command palette offers, as pure functions: the screens of the user's visible menu, the
 * records found by name, and the last few visited, grouped by kind. Nothing is offered that the
 * visible menu does not allow: screens come only from it, records only of kinds whose list screen
 * it holds, and remembered visits are checked against both again.
 */
import type { MenuEntry } from '../../access';

export type RecordKind = 'tenant' | 'company' | 'user' | 'template';
export type PaletteKind = 'screen' | RecordKind;

export interface PaletteItem {
  kind: PaletteKind;
  /** Unique per target: kind and path. */
  key: string;
  label: string;
  /** Unprefixed path of the screen or record (the caller adds the language). */
  path: string;
}

export interface PaletteGroup {
  group: 'recent' | PaletteKind;
  items: PaletteItem[];
}

export const MAX_RECENT = 5;
export const MAX_RECORDS = 5;
/** Fewer typed characters search screens only. */
export const MIN_RECORD_QUERY = 2;
const RECORD_KINDS: readonly RecordKind[] = ['tenant', 'company', 'user', 'template'];

export const itemKey = (kind: PaletteKind, path: string) => `${kind}:${path}`;

/** Every screen of the visible menu that has a path; a child is labelled "Group › Child". */
export function screenItems(
  entries: readonly MenuEntry[],
  labelOf: (entry: MenuEntry) => string,
  pathOf: (key: string) => string | undefined,
  parent?: string,
): PaletteItem[] {
  return entries.flatMap((entry) => {
    const label = parent ? `${parent} › ${labelOf(entry)}` : labelOf(entry);
    if (entry.children) return screenItems(entry.children, labelOf, pathOf, label);
    const path = pathOf(entry.key);
    return path ? [{ kind: 'screen' as const, key: itemKey('screen', path), label, path }] : [];
  });
}

/** The menu keys of the visible menu, groups and leaves. */
export function visibleKeys(entries: readonly MenuEntry[]): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly MenuEntry[]) =>
    list.forEach((entry) => {
      keys.add(entry.key);
      if (entry.children) walk(entry.children);
    });
  walk(entries);
  return keys;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word typed appears in the label (case and accents ignored); nothing typed matches all. */
export function matches(label: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const text = fold(label);
  return words.every((word) => text.includes(word));
}

export interface BuildInput {
  query: string;
  /** The screens of the visible menu (screenItems). */
  screens: readonly PaletteItem[];
  /** Record kinds whose list screen the visible menu holds. */
  allowedKinds: ReadonlySet<RecordKind>;
  /** Records found by name, per kind. */
  records: Partial<Record<RecordKind, readonly PaletteItem[]>>;
  /** Remembered visits, most recent first. */
  recent: readonly PaletteItem[];
}

/** Recent visits first (at most five), then screens, then records per kind; empty groups left out. */
export function buildGroups({ query, screens, allowedKinds, records, recent }: BuildInput): PaletteGroup[] {
  const screenPaths = new Set(screens.map((screen) => screen.path));
  const allowed = (item: PaletteItem) =>
    item.kind === 'screen' ? screenPaths.has(item.path) : allowedKinds.has(item.kind);
  const recentShown = recent.filter((item) => allowed(item) && matches(item.label, query)).slice(0, MAX_RECENT);
  const shown = new Set(recentShown.map((item) => item.key));
  const fresh = (item: PaletteItem) => !shown.has(item.key) && allowed(item);
  const groups: PaletteGroup[] = [
    { group: 'recent', items: recentShown },
    { group: 'screen', items: screens.filter((item) => fresh(item) && matches(item.label, query)) },
    ...RECORD_KINDS.map((kind) => ({
      group: kind,
      items: (records[kind] ?? []).filter((item) => item.kind === kind && fresh(item)).slice(0, MAX_RECORDS),
    })),
  ];
  return groups.filter((group) => group.items.length > 0);
}

export const flatItems = (groups: readonly PaletteGroup[]): PaletteItem[] => groups.flatMap((group) => group.items);

/** The visit list after opening an item: it moves to the front, the list keeps five. */
export function rememberVisit(recent: readonly PaletteItem[], item: PaletteItem): PaletteItem[] {
  return [item, ...recent.filter((other) => other.key !== item.key)].slice(0, MAX_RECENT);
}

/** Remembered visits from storage text; anything malformed is dropped. */
export function parseRecent(text: string | null): PaletteItem[] {
  try {
    const value = JSON.parse(text ?? '[]') as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is PaletteItem =>
          typeof item === 'object' &&
          item !== null &&
          ['screen', ...RECORD_KINDS].includes((item as PaletteItem).kind) &&
          typeof (item as PaletteItem).label === 'string' &&
          typeof (item as PaletteItem).path === 'string' &&
          (item as PaletteItem).path.startsWith('/'),
      )
      .map((item) => ({ ...item, key: itemKey(item.kind, item.path) }))
      .slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}
