/**
 * The main menu: entries from the access rules for the user's roles, active application and
 * company; the selected entry comes from the current route name (spec section 2), so
 * /de/tenant/create selects Tenant; open groups follow the selection. A label longer than the
 * 200 px sider wraps (layoutFrame.ts LAYOUT_CSS); one word too long for a line even so shows
 * whole in a tooltip on hover and focus.
 */
import { ConfigProvider, Menu, Tooltip, type MenuProps } from 'antd';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
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
    label: collapsed ? intl.formatMessage(entry.label) : <MenuLabel text={intl.formatMessage(entry.label)} />,
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

/**
 * A menu label with a tooltip holding the whole text while antd cuts it with an ellipsis. The
 * item, not the label, receives the pointer and the keyboard focus (rc-menu focuses the item
 * itself), so the tooltip follows the item's events.
 */
function MenuLabel({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  // Beside the sider, on the page's side of it: right, or left when the page runs right to left.
  const side = useContext(ConfigProvider.ConfigContext).direction === 'rtl' ? 'left' : 'right';
  useEffect(() => {
    const label = ref.current;
    const item = label?.closest<HTMLElement>('.ant-menu-item, .ant-menu-submenu-title');
    const content = label?.closest<HTMLElement>('.ant-menu-title-content');
    if (!item || !content) return;
    // Cut where antd cuts it: the title (inline menu) or the item itself.
    const show = () => setOpen([content, item].some((box) => box.scrollWidth > box.clientWidth));
    const hide = () => setOpen(false);
    const events: Array<[string, () => void]> = [
      ['mouseenter', show],
      ['focus', show],
      ['mouseleave', hide],
      ['blur', hide],
    ];
    for (const [name, handler] of events) item.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) item.removeEventListener(name, handler);
    };
  }, []);
  return (
    <Tooltip title={text} open={open} placement={side}>
      <span ref={ref}>{text}</span>
    </Tooltip>
  );
}
