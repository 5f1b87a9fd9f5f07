/**
 * Every screen of the console, declared once as data (spec section 2 route table). The router
 * mounts this list twice, unprefixed (English) and under /:lang/, and the menu finds the path of
 * an entry by its key here: a menu key is the route name of its list screen.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { lazyResourcePages, pages, placeholder } from './pages';

export type RouteLayout = 'default' | 'plain';

export interface ConsoleRoute {
  /** Relative path without leading slash; '' is the home route. */
  path: string;
  /** Route name without the locale suffix, in the spec's naming ('contract-template-id-version-vid'). */
  name: string;
  layout: RouteLayout;
  /** Public routes skip both guards (sign-in and sign-out landings). */
  public?: boolean;
  /** Page title; the placeholder pages and the plain layout show it. */
  title: MessageDescriptor;
  Page: LazyExoticComponent<ComponentType>;
}

const t = (id: string, defaultMessage: string): MessageDescriptor => ({ id, defaultMessage });

/** list + create + id routes of a screen family that has no own screen yet. */
function placeholderFamily(path: string, name: string, title: MessageDescriptor, withCreate = true): ConsoleRoute[] {
  const Page = placeholder;
  return [
    { path, name, layout: 'default', title, Page },
    ...(withCreate
      ? [{ path: `${path}/create`, name: `${name}-create`, layout: 'default' as const, title, Page }]
      : []),
    { path: `${path}/:id`, name: `${name}-id`, layout: 'default', title, Page },
  ];
}

/** list, create and id routes of a resource screen family, generated from its route base. */
function resourceRoutes(
  path: string,
  title: MessageDescriptor,
  load: Parameters<typeof lazyResourcePages>[0],
): ConsoleRoute[] {
  const page = lazyResourcePages(load);
  const name = path.replace(/\//g, '-');
  return [
    { path, name, layout: 'default', title, Page: page.List },
    { path: `${path}/create`, name: `${name}-create`, layout: 'default', title, Page: page.Create },
    { path: `${path}/:id`, name: `${name}-id`, layout: 'default', title, Page: page.Edit },
  ];
}

export const ROUTES: readonly ConsoleRoute[] = [
  { path: '', name: 'index', layout: 'default', title: t('menu.dashboard', 'Dashboard'), Page: pages.dashboard },
  { path: 'login', name: 'login', layout: 'plain', public: true, title: t('login.title', 'Login'), Page: pages.login },
  {
    path: 'logout_success',
    name: 'logout_success',
    layout: 'plain',
    public: true,
    title: t('logoutSuccess.title', 'Signed out'),
    Page: pages.logoutSuccess,
  },
  {
    path: 'my-company',
    name: 'my-company',
    layout: 'default',
    title: t('menu.myCompany', 'My Company'),
    Page: pages.myCompany,
  },

  ...resourceRoutes(
    'tenant',
    t('menu.tenant', 'Tenant'),
    () => import(/* webpackChunkName: "page-tenant" */ '../../features/tenants/tenant.pages'),
  ),

  ...placeholderFamily('file', 'file', t('menu.file', 'File')),
  // The spec lists /user only; its create and edit screens sit beside it as for every resource
  // (the menu guard reads user-create and user-id as user).
  ...resourceRoutes(
    'user',
    t('menu.user', 'User'),
    () => import(/* webpackChunkName: "page-user" */ '../../features/users/user.pages'),
  ),
  ...resourceRoutes(
    'company/list',
    t('menu.companyList', 'Company list'),
    () => import(/* webpackChunkName: "page-company-list" */ '../../features/companies/company.pages'),
  ),
  ...resourceRoutes(
    'company/provider',
    t('menu.companyProvider', 'Provider'),
    () => import(/* webpackChunkName: "page-company-provider" */ '../../features/providers/provider.pages'),
  ),
  // The spec's detail routes of the configuration screens take an optional id; without an id the
  // path is the list route itself, so a required :id here serves the same URLs.
  ...resourceRoutes(
    'configuration/allowed-origin',
    t('menu.configurationAllowedOrigin', 'Allowed Origin'),
    () => import(/* webpackChunkName: "page-allowed-origin" */ '../../features/allowed-origins/allowedOrigin.pages'),
  ),
  ...resourceRoutes(
    'configuration/country-tag',
    t('menu.configurationCountryTag', 'Country Tag'),
    () => import(/* webpackChunkName: "page-country-tag" */ '../../features/country-tags/countryTag.pages'),
  ),
  ...resourceRoutes(
    'configuration/fallback-locale',
    t('menu.configurationFallbackLocale', 'Fallback Locale'),
    () => import(/* webpackChunkName: "page-fallback-locale" */ '../../features/fallback-locales/fallbackLocale.pages'),
  ),
  {
    path: 'configuration/jwk-url',
    name: 'configuration-jwk-url',
    layout: 'default',
    title: t('menu.configurationJwkUrl', 'JWK Url'),
    Page: placeholder,
  },
  ...resourceRoutes(
    'configuration/notification-template',
    t('menu.configurationNotificationTemplate', 'Notification Templates'),
    () =>
      import(
        /* webpackChunkName: "page-notification-template" */ '../../features/notification-templates/notificationTemplate.pages'
      ),
  ),
  ...resourceRoutes(
    'contract/category',
    t('menu.contractCategory', 'Category'),
    () =>
      import(
        /* webpackChunkName: "page-contract-category" */ '../../features/contract-categories/contractCategory.pages'
      ),
  ),
  {
    path: 'contract/customer-association',
    name: 'contract-customer-association',
    layout: 'default',
    title: t('menu.contractCustomerAssociation', 'Customer Association'),
    Page: placeholder,
  },
  ...placeholderFamily('contract/list', 'contract-list', t('menu.contractList', 'Contract list')),
  ...placeholderFamily('contract/my-list', 'contract-my-list', t('menu.contractMyList', 'My Contracts'), false),
  ...resourceRoutes(
    'contract/product',
    t('menu.contractProduct', 'Product'),
    () =>
      import(/* webpackChunkName: "page-contract-product" */ '../../features/contract-products/contractProduct.pages'),
  ),
  ...placeholderFamily('contract/template', 'contract-template', t('menu.contractTemplate', 'Template')),
  {
    path: 'contract/template-company',
    name: 'contract-template-company',
    layout: 'default',
    title: t('menu.contractTemplateCompany', 'Template Activation'),
    Page: placeholder,
  },
  ...resourceRoutes(
    'contract/term',
    t('menu.contractTerm', 'Term'),
    () => import(/* webpackChunkName: "page-contract-term" */ '../../features/contract-terms/contractTerm.pages'),
  ),
  {
    path: 'contract/template/:id/version/create',
    name: 'contract-template-id-version-create',
    layout: 'default',
    title: t('route.contractTemplateVersion', 'Template version'),
    Page: placeholder,
  },
  {
    path: 'contract/template/:id/version/:vid',
    name: 'contract-template-id-version-vid',
    layout: 'default',
    title: t('route.contractTemplateVersion', 'Template version'),
    Page: placeholder,
  },
  {
    path: 'contract/my-list/:id?/version/:vid',
    name: 'contract-my-list-id-version-vid',
    layout: 'default',
    title: t('route.contractVersion', 'Contract version'),
    Page: placeholder,
  },
];

const pathByName = new Map(ROUTES.map((route) => [route.name, route.path]));

/**
 * Absolute, unprefixed path of the screen a menu key names ('contract-template' → '/contract/template'),
 * or undefined for a group key that has no screen of its own.
 */
export function pathOfRouteName(name: string): string | undefined {
  const path = pathByName.get(name);
  return path === undefined ? undefined : `/${path}`;
}
