/** Menu visibility and the two route guards (spec sections 4, 5, 6) as pure functions. */
import type { Role } from '../../contract';
import { ROUTE_LOCALE_SEPARATOR } from '../i18n/paths';
import type { MenuEntry } from './menu';
import { hasAnyRole } from './roles';

function entryVisible(
  entry: MenuEntry,
  roles: readonly Role[],
  activeApplication: number,
  hasCompany: boolean,
): boolean {
  if (!hasAnyRole(roles, entry.roles)) return false;
  if (entry.applications && !entry.applications.includes(activeApplication)) return false;
  return !entry.needsCompany || hasCompany;
}

/** The menu this user sees in the active application; a group left without children is hidden. */
export function visibleMenu(
  entries: readonly MenuEntry[],
  roles: readonly Role[],
  activeApplication: number,
  hasCompany: boolean,
): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.hidden || !entryVisible(entry, roles, activeApplication, hasCompany)) continue;
    if (!entry.children) {
      visible.push(entry);
      continue;
    }
    const children = visibleMenu(entry.children, roles, activeApplication, hasCompany);
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}

/** Words of route names that name parameters or sub-pages, not the page family (spec section 2). */
const PARAMETER_WORDS = new Set(['id', 'slug', 'create', 'version', 'vid', 'file', 'fid']);

/**
 * 'contract-template-id-version-vid___de' → 'contract-template'. The first word is the page
 * family and is always kept ('file-id' → 'file').
 */
export function normaliseRouteName(name: string): string {
  const base = name.split(ROUTE_LOCALE_SEPARATOR)[0];
  const [first, ...rest] = base.split('-');
  return [first, ...rest.filter((word) => !PARAMETER_WORDS.has(word))].join('-');
}

export const PUBLIC_ROUTES: readonly string[] = ['login', 'logout_success', 'error'];

function findEntry(key: string, entries: readonly MenuEntry[]): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const child = entry.children && findEntry(key, entry.children);
    if (child) return child;
  }
  return undefined;
}

/** The entry a route belongs to, hidden ones included. */
export function menuEntryOf(entries: readonly MenuEntry[], routeName: string): MenuEntry | undefined {
  return findEntry(normaliseRouteName(routeName), entries);
}

/** Keys of the menu entries to highlight for a route: the entry itself and its parent group. */
export function selectedMenuKeys(entries: readonly MenuEntry[], routeName: string): string[] {
  const key = normaliseRouteName(routeName);
  for (const entry of entries) {
    if (entry.key === key || entry.related?.includes(key)) return [entry.key];
    const inChildren = entry.children ? selectedMenuKeys(entry.children, routeName) : [];
    if (inChildren.length > 0) return [entry.key, ...inChildren];
  }
  return [];
}

/** Menu guard: the route's entry must grant one of the user's roles; my-company needs a company. */
export function canAccessRoute(
  entries: readonly MenuEntry[],
  routeName: string,
  roles: readonly Role[],
  hasCompany: boolean,
): boolean {
  if (PUBLIC_ROUTES.includes(normaliseRouteName(routeName))) return true;
  const entry = menuEntryOf(entries, routeName);
  if (!entry || !hasAnyRole(roles, entry.roles)) return false;
  return !entry.needsCompany || hasCompany;
}

export type RouteAccess = 'allow' | 'refresh' | 'login';

/** Route guard 1: signed in → allow; else with a refresh token → refresh first; else → /login. */
export function routeAccess(routeName: string, isAuthenticated: boolean, hasRefreshToken: boolean): RouteAccess {
  if (isAuthenticated || PUBLIC_ROUTES.includes(normaliseRouteName(routeName))) return 'allow';
  return hasRefreshToken ? 'refresh' : 'login';
}
