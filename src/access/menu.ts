/**
 * The main menu as data: exactly the menu table of spec section 6. Keys are the normalised route
 * names, so the selected entry and the menu guard both come from this one table.
 */
import type { MessageDescriptor } from 'react-intl';
import { ROLES, type ApplicationId, type Role } from '../../contract';

export interface MenuEntry {
  key: string;
  label: MessageDescriptor & { id: string; defaultMessage: string };
  /** Name of an @ant-design/icons component. */
  icon: string;
  roles: Role[];
  /** Applications the entry shows in; absent = every application. */
  applications?: ApplicationId[];
  /** Other route keys that select this entry. */
  related?: string[];
  /** The entry only shows when the current user has a company. */
  needsCompany?: boolean;
  children?: MenuEntry[];
}

const { SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER, ADMIN } = ROLES;
const BOTH: ApplicationId[] = [1, 2];

const label = (id: string, defaultMessage: string) => ({ id: `menu.${id}`, defaultMessage });

export const MENU: MenuEntry[] = [
  {
    key: 'index',
    label: label('dashboard', 'Dashboard'),
    icon: 'DashboardOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    applications: BOTH,
  },
  { key: 'tenant', label: label('tenant', 'Tenant'), icon: 'ClusterOutlined', roles: [SUPERVISOR], applications: BOTH },
  {
    key: 'my-company',
    label: label('myCompany', 'My Company'),
    icon: 'ShopOutlined',
    roles: [ADMIN, TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    applications: BOTH,
    needsCompany: true,
  },
  {
    key: 'contract',
    label: label('contract', 'Contract'),
    icon: 'FileProtectOutlined',
    roles: [TENANT_ADMIN, COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
    applications: [1],
    children: [
      {
        key: 'contract-list',
        label: label('contractList', 'Contract list'),
        icon: 'UnorderedListOutlined',
        roles: [TENANT_ADMIN],
      },
      {
        key: 'contract-my-list',
        label: label('contractMyList', 'My Contracts'),
        icon: 'SolutionOutlined',
        roles: [COMPANY_ADMIN, EDITOR, CUSTOMER, USER],
      },
      {
        key: 'contract-template-company',
        label: label('contractTemplateCompany', 'Template Activation'),
        icon: 'CheckSquareOutlined',
        roles: [TENANT_ADMIN],
      },
      {
        key: 'contract-category',
        label: label('contractCategory', 'Category'),
        icon: 'TagsOutlined',
        roles: [TENANT_ADMIN],
      },
      {
        key: 'contract-template',
        label: label('contractTemplate', 'Template'),
        icon: 'FileTextOutlined',
        roles: [TENANT_ADMIN, EDITOR],
      },
      {
        key: 'contract-product',
        label: label('contractProduct', 'Product'),
        icon: 'AppstoreOutlined',
        roles: [TENANT_ADMIN],
      },
    ],
  },
  {
    key: 'company',
    label: label('company', 'Company'),
    icon: 'BankOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN],
    applications: BOTH,
    children: [
      {
        key: 'company-list',
        label: label('companyList', 'Company list'),
        icon: 'UnorderedListOutlined',
        roles: [SUPERVISOR, TENANT_ADMIN],
      },
      {
        key: 'company-provider',
        label: label('companyProvider', 'Provider'),
        icon: 'ShoppingOutlined',
        roles: [SUPERVISOR],
        applications: [1],
      },
    ],
  },
  {
    key: 'user',
    label: label('user', 'User'),
    icon: 'TeamOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN, COMPANY_ADMIN],
    applications: BOTH,
  },
  {
    key: 'file',
    label: label('file', 'File'),
    icon: 'FolderOpenOutlined',
    roles: [TENANT_ADMIN, EDITOR],
    applications: BOTH,
  },
  {
    key: 'configuration',
    label: label('configuration', 'Configuration'),
    icon: 'SettingOutlined',
    roles: [SUPERVISOR, TENANT_ADMIN],
    // The spec's table lists no applications for the group: it shows in every application.
    children: [
      {
        key: 'configuration-fallback-locale',
        label: label('configurationFallbackLocale', 'Fallback Locale'),
        icon: 'GlobalOutlined',
        roles: [TENANT_ADMIN],
        applications: [1],
      },
      {
        key: 'configuration-allowed-origin',
        label: label('configurationAllowedOrigin', 'Allowed Origin'),
        icon: 'SafetyOutlined',
        roles: [TENANT_ADMIN, SUPERVISOR],
        applications: BOTH,
      },
      {
        key: 'configuration-country-tag',
        label: label('configurationCountryTag', 'Country Tag'),
        icon: 'FlagOutlined',
        roles: [TENANT_ADMIN],
        applications: [1],
      },
      {
        key: 'configuration-jwk-url',
        label: label('configurationJwkUrl', 'JWK Url'),
        icon: 'KeyOutlined',
        roles: [TENANT_ADMIN],
        applications: BOTH,
      },
      {
        key: 'configuration-notification-template',
        label: label('configurationNotificationTemplate', 'Notification Templates'),
        icon: 'NotificationOutlined',
        roles: [TENANT_ADMIN],
        applications: BOTH,
      },
    ],
  },
];

/**
 * Routes the spec lists but its menu table does not (contract terms, customer associations).
 * They never show in the menu; they are here only so the menu guard lets their users through.
 * Tenant admins manage both (api-contract "Who may do what").
 */
export const HIDDEN_ROUTES: MenuEntry[] = [
  {
    key: 'contract-term',
    label: label('contractTerm', 'Term'),
    icon: 'ProfileOutlined',
    roles: [TENANT_ADMIN],
    applications: [1],
  },
  {
    key: 'contract-customer-association',
    label: label('contractCustomerAssociation', 'Customer Association'),
    icon: 'UsergroupAddOutlined',
    roles: [TENANT_ADMIN],
    applications: [1],
  },
];
