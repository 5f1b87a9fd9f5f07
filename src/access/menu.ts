/**
 * A menu entry as the access rules read it: who sees it, in which applications, and which route
 * names select it. The entries themselves are the app manifest's (one per screen family); the
 * rules here are pure functions of them, tested against the spec's menu table cell by cell.
 */
import type { MessageDescriptor } from 'react-intl';
import type { ApplicationId, Role } from '../../contract';

/** The @ant-design/icons components the menu may show (drawn by app/layout/menuIcons.tsx). */
export type MenuIconName =
  | 'AppstoreOutlined'
  | 'AuditOutlined'
  | 'BankOutlined'
  | 'CheckSquareOutlined'
  | 'ClusterOutlined'
  | 'DashboardOutlined'
  | 'FileProtectOutlined'
  | 'FileTextOutlined'
  | 'FlagOutlined'
  | 'FolderOpenOutlined'
  | 'GlobalOutlined'
  | 'KeyOutlined'
  | 'NotificationOutlined'
  | 'ProfileOutlined'
  | 'SafetyOutlined'
  | 'SettingOutlined'
  | 'ShopOutlined'
  | 'ShoppingOutlined'
  | 'SolutionOutlined'
  | 'TagsOutlined'
  | 'TeamOutlined'
  | 'UnorderedListOutlined'
  | 'UsergroupAddOutlined';

export interface MenuEntry {
  /** Normalised route name of the entry's screen (spec section 2), e.g. 'contract-template'. */
  key: string;
  label: MessageDescriptor & { id: string; defaultMessage: string };
  icon: MenuIconName;
  roles: readonly Role[];
  /** Applications the entry shows in; absent = every application. */
  applications?: readonly ApplicationId[];
  /** Other route keys that select this entry. */
  related?: readonly string[];
  /** The entry only shows when the current user has a company. */
  needsCompany?: boolean;
  /**
   * A route the spec lists but its menu table does not (contract terms, customer associations):
   * never shown, only there so the menu guard lets its users through.
   */
  hidden?: boolean;
  children?: readonly MenuEntry[];
}
