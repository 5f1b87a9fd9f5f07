/**
 * The main menu: entries from the access rules for the user's roles, active application and
 * company; the selected entry comes from the current route name (spec section 2), so
 * /de/tenant/create selects Tenant; open groups follow the selection. A label longer than the
 * 200 px sider wraps (layoutFrame.ts LAYOUT_CSS), so every label is whole, on a touch screen too;
 * the folded sider names its entries in antd's own tooltips.
 */
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { selectedMenuKeys, visibleMenu, type MenuEntry } from '../../access';
import { selectRoles } from '../../session';
import { selectActiveApplication, useCurrentUser } from '../../user';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { useAppSelector } from '../../store/hooks';
import { useRouteName } from '../routing/routeHandle';
import { MENU } from '../manifest';
import { pathOfRouteName } from '../routing/routes';
import { menuIcon } from './menuIcons';

type MenuItem = Required<MenuProps>['items'][number];

export function ConsoleMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const roles = useAppSelector(selectRoles);
  const activeApplication = useAppSelector(selectActiveApplication);
  const { user } = useCurrentUser();
  const routeName = useRouteName();
  const entries = useMemo(
    () => visibleMenu(MENU, roles, activeApplication, Boolean(user?.company)),
    [roles, activeApplication, user?.company],
  );
  const selected = useMemo(() => selectedMenuKeys(entries, routeName), [routeName, entries]);
  const [openKeys, setOpenKeys] = useState<string[]>(selected.slice(0, -1));
  // Open groups follow the selection: adjusted while rendering when the selection changes
  // (React's "storing information from previous renders"), so no effect re-renders the menu.
  const [openedFor, setOpenedFor] = useState(selected);
  if (openedFor !== selected) {
    setOpenedFor(selected);
    const groups = selected.slice(0, -1);
    if (groups.some((group) => !openKeys.includes(group))) setOpenKeys([...new Set([...openKeys, ...groups])]);
  }

  const toItem = (entry: MenuEntry): MenuItem => ({
    key: entry.key,
    icon: menuIcon(entry.icon),
    label: intl.formatMessage(entry.label),
    children: entry.children?.map(toItem),
  });

  return (
    <Menu
      className="console-menu"
      mode="inline"
      inlineCollapsed={collapsed}
      items={entries.map(toItem)}
      selectedKeys={selected.slice(-1)}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const path = pathOfRouteName(key);
        if (!path) return;
        navigate(localised(path));
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
