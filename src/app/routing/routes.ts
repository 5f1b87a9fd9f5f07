/**
 * Every route of the console, derived from the manifest (spec section 2 route table) plus the two
 * public sign-in landings. The router mounts this list twice, unprefixed (English) and under
 * /:lang/; the menu finds an entry's path here by its key (a menu key is its list route's name).
 */
import type { MessageDescriptor } from 'react-intl';
import { loadAsyncValidator } from '../bundle/LazyAsyncValidator';
import { loadFieldDigit } from '../bundle/LazyFieldDigit';
import { loadFieldSelect } from '../bundle/LazyFieldSelect';
import { MANIFEST } from '../manifest';
import { once } from '../../shared/routing/once';
import { preloadable, type Preloadable } from '../../shared/routing/preloadable';
import type { AnyResourceDefinition } from '../../shared/resource/defineResource';
import type { ManifestEntry, Screens } from '../manifestEntry';
import { LOGIN_TITLE, LOGOUT_SUCCESS_TITLE } from '../../features/sign-in/titles';

export type RouteLayout = 'default' | 'plain';

export interface ConsoleRoute {
  /** Relative path without leading slash; '' is the home route. */
  path: string;
  /** Route name without the locale suffix, in the spec's naming ('contract-template-id-version-vid'). */
  name: string;
  layout: RouteLayout;
  /** Public routes skip both guards (sign-in and sign-out landings). */
  public?: boolean;
  /** Page title (document title, placeholder heading). */
  title: MessageDescriptor;
  /** The page, drawn at once when its chunks are in (shared/routing/preloadable.tsx). */
  Page: Page;
  /** Starts loading the page's chunks (the router calls it as soon as the route is known). */
  preload: () => Promise<unknown>;
  /** A generic list route: its definition, whose first list query can start before the page draws. */
  listDefinition?: () => Promise<AnyResourceDefinition>;
}

type Page = Preloadable<Record<string, never>>;

/**
 * List, create and edit screens of one resource definition. The list and the forms are two chunks:
 * a list route loads no form code; the list starts loading the forms when the user points at Create
 * or at a row's Edit link.
 */
function lazyResourceScreens(screens: Screens & { kind: 'resource' }, route: string) {
  const definition = once(screens.load);
  const ignore = () => undefined;
  const forms = once(async () => {
    const [loaded, pages] = await Promise.all([
      definition(),
      import(/* webpackChunkName: "resource-form" */ '../../shared/resource/resourceFormPages'),
      // The translations' text areas, which the build loads apart from Input (app/bundle/LazyInputParts.tsx).
      import(/* webpackChunkName: "antd-input-parts" */ 'antd/lib/input/TextArea'),
      // The number and select inputs, which the build loads apart from ProField (app/bundle/LazyField*.tsx).
      loadFieldDigit(),
      loadFieldSelect(),
      // The rule checker of the forms' fields, which the build loads apart from rc-field-form.
      loadAsyncValidator(),
    ]);
    return pages.formScreens(loaded.default, route);
  });
  return {
    // A list is drawn with the first file of the prebuilt styles; its search form loads after the rows.
    List: preloadable(
      async () => {
        const [loaded, pages] = await Promise.all([
          definition(),
          import(/* webpackChunkName: "resource-list" */ '../../shared/resource/resourceListPage'),
        ]);
        return { default: pages.listScreen(loaded.default, route, () => void forms().catch(ignore)) };
      },
      { styles: 'first' },
    ),
    Create: preloadable(async () => ({ default: (await forms()).Create })),
    Edit: preloadable(async () => ({ default: (await forms()).Edit })),
    definition,
  };
}

function entryRoutes(entry: ManifestEntry): ConsoleRoute[] {
  const { path, screens, key: name, label: title } = entry;
  const own: ConsoleRoute[] = [];
  if (path !== undefined && screens) {
    const at = (suffix: string) => (path === '' ? suffix : suffix ? `${path}/${suffix}` : path);
    const route = (suffix: string, routeName: string, Page: Page): ConsoleRoute => ({
      path: at(suffix),
      name: routeName,
      layout: 'default',
      title,
      Page,
      preload: Page.preload,
    });
    if (screens.kind === 'resource') {
      const page = lazyResourceScreens(screens, path);
      const listDefinition = async () => (await page.definition()).default as AnyResourceDefinition;
      own.push({ ...route('', name, page.List), listDefinition });
      if (screens.create) own.push(route('create', `${name}-create`, page.Create));
      own.push(route(':id', `${name}-id`, page.Edit));
    } else {
      const Page = preloadable(screens.load, { styles: screens.styles });
      own.push(route('', name, Page));
      if (screens.family && screens.create) own.push(route('create', `${name}-create`, Page));
      if (screens.family) own.push(route(':id', `${name}-id`, Page));
    }
    // Sub-routes loading the same page share one component: going from one to the other (a new
    // template version to its own page) keeps the page, and with it the message it just showed.
    const subPages = new Map<unknown, Page>();
    for (const sub of entry.routes ?? []) {
      const load = sub.screen.load;
      if (!subPages.has(load)) subPages.set(load, preloadable(load));
      const subRoute = route(sub.path, `${name}-${sub.name}`, subPages.get(load)!);
      own.push({ ...subRoute, title: sub.title });
    }
  }
  return [...own, ...(entry.children ?? []).flatMap(entryRoutes)];
}

const LoginPage = preloadable(() => import(/* webpackChunkName: "page-login" */ '../../features/sign-in/LoginPage'), {
  styles: 'first',
});
const LogoutSuccessPage = preloadable(
  () => import(/* webpackChunkName: "page-logout-success" */ '../../features/sign-in/LogoutSuccessPage'),
  { styles: 'first' },
);

const PUBLIC_ROUTES: ConsoleRoute[] = [
  {
    path: 'login',
    name: 'login',
    layout: 'plain',
    public: true,
    title: LOGIN_TITLE,
    Page: LoginPage,
    preload: LoginPage.preload,
  },
  {
    path: 'logout_success',
    name: 'logout_success',
    layout: 'plain',
    public: true,
    title: LOGOUT_SUCCESS_TITLE,
    Page: LogoutSuccessPage,
    preload: LogoutSuccessPage.preload,
  },
];

/** The routes of a manifest's entries, in menu order: every screen route derives from here. */
export function routesOf(entries: readonly ManifestEntry[]): ConsoleRoute[] {
  return entries.flatMap(entryRoutes);
}

export const ROUTES: readonly ConsoleRoute[] = [...routesOf(MANIFEST), ...PUBLIC_ROUTES];

const pathByName = new Map(ROUTES.map((route) => [route.name, route.path]));

/**
 * Absolute, unprefixed path of the screen a menu key names ('contract-template' → '/contract/template'),
 * or undefined for a group key that has no screen of its own.
 */
export function pathOfRouteName(name: string): string | undefined {
  const path = pathByName.get(name);
  return path === undefined ? undefined : `/${path}`;
}
