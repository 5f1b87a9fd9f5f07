/**
 * The default layout: ProLayout shell with the fixed 64 px header and the collapsible sider
 * (200 px, 80 px collapsed; spec sections 2 and 9). The menu and header are the console's own;
 * ProLayout provides the frame, so its path-based menu matching is not used.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Button, Grid } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useLiveUpdates } from '../../api/useLiveUpdates';
import { selectSiderCollapsed, siderCollapsedChanged } from '../../session';
import { AccessibleStyles, useIsDark } from '../../shared/theme';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AppHeader } from './AppHeader';
import { ConsoleMenu } from './ConsoleMenu';
import { LAYOUT_CSS, LAYOUT_FRAME, LAYOUT_TOKEN } from './layoutFrame';
import { ProTexts } from './ProTexts';
import { useDocumentTitle } from './useDocumentTitle';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation';

/** `children` replaces the matched route's page (e.g. the not-found page of a mistyped address). */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const dark = useIsDark();
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSiderCollapsed);
  // Under antd's md breakpoint the sider is a drawer behind the header's menu button; whether it is
  // open is this screen's business, not the remembered collapsed preference of wide screens.
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  // Between md and lg the sider is folded to its icons, as ProLayout does; from lg on it follows the
  // user's remembered choice. The breakpoint decides this on every render instead of being stored,
  // so a window made narrow for a moment (or a full-page screenshot) never rewrites that choice.
  const belowLg = screens.lg === false;
  const [unfoldedBelowLg, setUnfoldedBelowLg] = useState(false);
  const folded = belowLg ? !unfoldedBelowLg : collapsed;
  const [drawerOpen, setDrawerOpen] = useState(false);
  useDocumentTitle();
  useLiveUpdates();
  const content = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigation(content);

  const toggle = (
    <Button
      type="text"
      block
      aria-label={
        folded
          ? intl.formatMessage({ id: 'layout.expandMenu', defaultMessage: 'Expand menu' })
          : intl.formatMessage({ id: 'layout.collapseMenu', defaultMessage: 'Collapse menu' })
      }
      icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      onClick={() => (belowLg ? setUnfoldedBelowLg(folded) : dispatch(siderCollapsedChanged(!collapsed)))}
    />
  );

  return (
    <ProTexts>
      <style>{LAYOUT_CSS}</style>
      <AccessibleStyles dark={dark} />
      <ProLayout
        {...LAYOUT_FRAME}
        collapsed={narrow ? !drawerOpen : folded}
        // Wide screens change the remembered choice only through the toggle below; what ProLayout
        // reports there is its responsive breakpoint, already read above.
        onCollapse={(next) => (narrow ? setDrawerOpen(!next) : undefined)}
        token={LAYOUT_TOKEN}
        headerRender={() => <AppHeader narrow={narrow} onOpenMenu={() => setDrawerOpen(true)} />}
        menuContentRender={() =>
          narrow ? (
            <ConsoleMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          ) : (
            <ConsoleMenu collapsed={folded} />
          )
        }
        collapsedButtonRender={() => (narrow ? null : toggle)}
      >
        {/* ProLayout's content is the page's <main> landmark already. */}
        <div ref={content}>{children ?? <Outlet />}</div>
      </ProLayout>
    </ProTexts>
  );
}
