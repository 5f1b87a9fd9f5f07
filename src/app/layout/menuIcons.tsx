/** Icons the menu table names, imported one by one so the bundle holds only these. */
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  KeyOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIconName } from '../../access';

// Typed by the names the manifest may use: an icon missing here, or unknown there, fails the type check.
const ICONS: Record<MenuIconName, ReactNode> = {
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  CheckSquareOutlined: <CheckSquareOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  FileProtectOutlined: <FileProtectOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FlagOutlined: <FlagOutlined />,
  FolderOpenOutlined: <FolderOpenOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  KeyOutlined: <KeyOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  ShoppingOutlined: <ShoppingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TagsOutlined: <TagsOutlined />,
  TeamOutlined: <TeamOutlined />,
  UnorderedListOutlined: <UnorderedListOutlined />,
  UsergroupAddOutlined: <UsergroupAddOutlined />,
};

export function menuIcon(name: MenuIconName): ReactNode {
  return ICONS[name];
}
