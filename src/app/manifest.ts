/**
 * The console's manifest: one light, eager entry per screen family, in menu order. An entry says
 * where the family lives (route base, route name = menu key), who sees it (spec section 6 menu
 * table: roles, applications, company), its title and icon, and how to load its screens. The
 * routes, the menu, the menu guard and the selected-entry rule are all derived from this list;
 * a resource's API comes from its wire descriptor (contract/resources) inside its definition.
 * Adding a screen family means one entry here and its definition beside its feature.
 */
import { AUDIT_READERS, ROLES, type ApplicationId } from '../../contract';
import type { MenuEntry } from '../access';
import {
  CONTRACT_ROUTE,
  CUSTOMER_ASSOCIATION_ROUTE,
  MY_CONTRACT_ROLES,
  MY_CONTRACT_ROUTE,
  VERIFY_ROLES,
  VERIFY_ROUTE,
} from '../features/contracts/routes';
import { FILE_ROUTE } from '../features/files/routes';
import { TEMPLATE_ROUTE } from '../features/templates/paths';
import { page, resource, type ManifestEntry } from './manifestEntry';

const { SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER, ADMIN } = ROLES;
const BOTH: ApplicationId[] = [1, 2];

// The template screens and their version pages share one chunk.
const loadTemplates = () =>
  import(/* webpackChunkName: "page-contract-template" */ '../features/templates/TemplatesPage');
const loadTemplateVersion = () =>
  import(/* webpackChunkName: "page-contract-template" */ '../features/templates/TemplateVersionPage');

export const MANIFEST: readonly ManifestEntry[] = [
  {
    key: 'index',
    path: '',
    label: { id: 'menu.dashboard', defaultMessage: 'Dashboard' },
    icon: 'DashboardOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    applications: BOTH,
    // The first screen after signing in: its parts are in the first file of the prebuilt styles.
    screens: page(() => import(/* webpackChunkName: "page-index" */ '../features/dashboard/DashboardPage'), {
      styles: 'first',
    }),
  },
  {
    key: 'tenant',
    path: 'tenant',
    label: { id: 'menu.tenant', defaultMessage: 'Tenant' },
    icon: 'ClusterOutlined',
    roles: [SUPERVISOR],
    applications: BOTH,
    screens: resource(() => import(/* webpackChunkName: "page-tenant" */ '../features/tenants/tenant.resource')),
  },
  {
    key: 'my-company',
    path: 'my-company',
    label: { id: 'menu.myCompany', defaultMessage: 'My Company' },
    icon: 'ShopOutlined',
    roles: [ADMIN, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    applications: BOTH,
    needsCompany: true,
    screens: page(() => import(/* webpackChunkName: "page-my-company" */ '../features/companies/MyCompanyPage')),
  },
  {
    key: 'contract',
    label: { id: 'menu.contract', defaultMessage: 'Contract' },
    icon: 'FileProtectOutlined',
    roles: [TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    applications: [1],
    children: [
      {
        key: 'contract-list',
        path: CONTRACT_ROUTE,
        label: { id: 'menu.contractList', defaultMessage: 'Contract list' },
        icon: 'UnorderedListOutlined',
        roles: [TENANT_ADMIN],
        screens: page(
          () => import(/* webpackChunkName: "page-contract-list" */ '../features/contracts/ContractsPage'),
          { family: true },
        ),
      },
      {
        key: 'contract-my-list',
        path: MY_CONTRACT_ROUTE,
        label: { id: 'menu.contractMyList', defaultMessage: 'My Contracts' },
        icon: 'SolutionOutlined',
        roles: MY_CONTRACT_ROLES,
        screens: page(
          () => import(/* webpackChunkName: "page-contract-my-list" */ '../features/contracts/MyContractsPage'),
          { family: true, create: false },
        ),
        routes: [
          {
            path: ':id?/version/:vid',
            name: 'id-version-vid',
            title: { id: 'route.contractVersion', defaultMessage: 'Contract version' },
            screen: page(
              () =>
                import(
                  /* webpackChunkName: "page-contract-my-list-version" */ '../features/contracts/MyContractVersionPage'
                ),
            ),
          },
        ],
      },
      {
        key: 'contract-template-company',
        path: 'contract/template-company',
        label: { id: 'menu.contractTemplateCompany', defaultMessage: 'Template Activation' },
        icon: 'CheckSquareOutlined',
        roles: [TENANT_ADMIN],
        screens: page(
          () =>
            import(
              /* webpackChunkName: "page-contract-template-company" */ '../features/templates/TemplateActivationPage'
            ),
        ),
      },
      {
        key: 'contract-category',
        path: 'contract/category',
        label: { id: 'menu.contractCategory', defaultMessage: 'Category' },
        icon: 'TagsOutlined',
        roles: [TENANT_ADMIN],
        screens: resource(
          () =>
            import(/* webpackChunkName: "page-contract-category" */ '../features/catalogue/contractCategory.resource'),
        ),
      },
      {
        key: 'contract-template',
        path: TEMPLATE_ROUTE,
        label: { id: 'menu.contractTemplate', defaultMessage: 'Template' },
        icon: 'FileTextOutlined',
        roles: [TENANT_ADMIN, EDITOR],
        screens: page(loadTemplates, { family: true }),
        routes: [
          {
            path: ':id/version/create',
            name: 'id-version-create',
            title: { id: 'route.contractTemplateVersion', defaultMessage: 'Template version' },
            screen: page(loadTemplateVersion),
          },
          {
            path: ':id/version/:vid',
            name: 'id-version-vid',
            title: { id: 'route.contractTemplateVersion', defaultMessage: 'Template version' },
            screen: page(loadTemplateVersion),
          },
        ],
      },
      {
        key: 'contract-product',
        path: 'contract/product',
        label: { id: 'menu.contractProduct', defaultMessage: 'Product' },
        icon: 'AppstoreOutlined',
        roles: [TENANT_ADMIN],
        screens: resource(
          () =>
            import(/* webpackChunkName: "page-contract-product" */ '../features/catalogue/contractProduct.resource'),
        ),
      },
      // Beyond the spec's table (issue 26): checks a document or certificate against signed versions.
      {
        key: 'contract-verify',
        path: VERIFY_ROUTE,
        label: { id: 'menu.contractVerify', defaultMessage: 'Verify' },
        icon: 'SafetyOutlined',
        roles: VERIFY_ROLES,
        screens: page(() => import(/* webpackChunkName: "page-contract-verify" */ '../features/contracts/VerifyPage')),
      },
      // Routes the spec lists without a menu row; tenant admins manage both (api-contract).
      {
        key: 'contract-term',
        path: 'contract/term',
        label: { id: 'menu.contractTerm', defaultMessage: 'Term' },
        icon: 'ProfileOutlined',
        roles: [TENANT_ADMIN],
        hidden: true,
        screens: resource(
          () => import(/* webpackChunkName: "page-contract-term" */ '../features/catalogue/contractTerm.resource'),
        ),
      },
      {
        key: 'contract-customer-association',
        path: CUSTOMER_ASSOCIATION_ROUTE,
        label: { id: 'menu.contractCustomerAssociation', defaultMessage: 'Customer Association' },
        icon: 'UsergroupAddOutlined',
        // Whoever the platform lets read associations: the tenant admin manages them, company
        // admins, customers and users see (and customers sign) their own, reached from My Contracts.
        roles: [TENANT_ADMIN, COMPANY_ADMIN, CUSTOMER, USER],
        hidden: true,
        screens: page(
          () =>
            import(
              /* webpackChunkName: "page-contract-customer-association" */ '../features/contracts/CustomerAssociationsPage'
            ),
        ),
      },
    ],
  },
  {
    key: 'company',
    label: { id: 'menu.company', defaultMessage: 'Company' },
    icon: 'BankOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN],
    applications: BOTH,
    children: [
      {
        key: 'company-list',
        path: 'company/list',
        label: { id: 'menu.companyList', defaultMessage: 'Company list' },
        icon: 'UnorderedListOutlined',
        roles: [SUPERVISOR, TENANT_ADMIN],
        screens: resource(
          () => import(/* webpackChunkName: "page-company-list" */ '../features/companies/company.resource'),
        ),
      },
      {
        key: 'company-provider',
        path: 'company/provider',
        label: { id: 'menu.companyProvider', defaultMessage: 'Provider' },
        icon: 'ShoppingOutlined',
        roles: [SUPERVISOR],
        applications: [1],
        screens: resource(
          () => import(/* webpackChunkName: "page-company-provider" */ '../features/companies/provider.resource'),
        ),
      },
    ],
  },
  {
    key: 'user',
    path: 'user',
    label: { id: 'menu.user', defaultMessage: 'User' },
    icon: 'TeamOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN],
    applications: BOTH,
    // The spec lists /user only; its create and edit screens sit beside it as for every resource.
    screens: resource(() => import(/* webpackChunkName: "page-user" */ '../features/users/user.resource')),
  },
  {
    key: 'file',
    path: FILE_ROUTE,
    label: { id: 'menu.file', defaultMessage: 'File' },
    icon: 'FolderOpenOutlined',
    roles: [TENANT_ADMIN, EDITOR],
    applications: BOTH,
    // Upload, detail with translations and the gallery are pages of their own; the list is the generic one.
    screens: page(() => import(/* webpackChunkName: "page-file" */ '../features/files/FilesPage'), { family: true }),
  },
  {
    key: 'configuration',
    label: { id: 'menu.configuration', defaultMessage: 'Configuration' },
    icon: 'SettingOutlined',
    // Company admins see the group for the audit trail of their company's records.
    roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN],
    // The spec's table lists no applications for the group: it shows in every application.
    // Its detail routes take an optional id; without one the path is the list itself.
    children: [
      {
        key: 'configuration-fallback-locale',
        path: 'configuration/fallback-locale',
        label: { id: 'menu.configurationFallbackLocale', defaultMessage: 'Fallback Locale' },
        icon: 'GlobalOutlined',
        roles: [TENANT_ADMIN],
        applications: [1],
        screens: resource(
          () =>
            import(
              /* webpackChunkName: "page-configuration-fallback-locale" */ '../features/configuration/fallbackLocale.resource'
            ),
        ),
      },
      {
        key: 'configuration-allowed-origin',
        path: 'configuration/allowed-origin',
        label: { id: 'menu.configurationAllowedOrigin', defaultMessage: 'Allowed Origin' },
        icon: 'SafetyOutlined',
        roles: [TENANT_ADMIN, SUPERVISOR],
        applications: BOTH,
        screens: resource(
          () =>
            import(
              /* webpackChunkName: "page-configuration-allowed-origin" */ '../features/configuration/allowedOrigin.resource'
            ),
        ),
      },
      {
        key: 'configuration-country-tag',
        path: 'configuration/country-tag',
        label: { id: 'menu.configurationCountryTag', defaultMessage: 'Country Tag' },
        icon: 'FlagOutlined',
        roles: [TENANT_ADMIN],
        applications: [1],
        screens: resource(
          () =>
            import(
              /* webpackChunkName: "page-configuration-country-tag" */ '../features/configuration/countryTag.resource'
            ),
        ),
      },
      {
        key: 'configuration-jwk-url',
        path: 'configuration/jwk-url',
        label: { id: 'menu.configurationJwkUrl', defaultMessage: 'JWK Url' },
        icon: 'KeyOutlined',
        roles: [TENANT_ADMIN],
        applications: BOTH,
        screens: page(
          () => import(/* webpackChunkName: "page-configuration-jwk-url" */ '../features/configuration/jwkUrlPage'),
        ),
      },
      {
        key: 'configuration-notification-template',
        path: 'configuration/notification-template',
        label: { id: 'menu.configurationNotificationTemplate', defaultMessage: 'Notification Templates' },
        icon: 'NotificationOutlined',
        roles: [TENANT_ADMIN],
        applications: BOTH,
        screens: resource(
          () =>
            import(
              /* webpackChunkName: "page-configuration-notification-template" */ '../features/configuration/notificationTemplate.resource'
            ),
        ),
      },
      {
        key: 'configuration-audit',
        path: 'configuration/audit',
        label: { id: 'menu.configurationAudit', defaultMessage: 'Audit trail' },
        icon: 'AuditOutlined',
        roles: AUDIT_READERS,
        applications: BOTH,
        // Read only: the list is the whole screen (no create, no item page).
        screens: page(
          () => import(/* webpackChunkName: "page-configuration-audit" */ '../features/configuration/AuditPage'),
        ),
      },
    ],
  },
];

/** The manifest as the access rules read it. */
export const MENU: readonly MenuEntry[] = MANIFEST;
