/**
 * The default layout's frame as ProLayout is given it: the sizes of spec sections 2 and 9 and the
 * props and tokens that decide how ProLayout draws itself (and so which styles it generates). One
 * definition for the layout (DefaultLayout.tsx) and the build's prebuilt styles
 * (scripts/build/styleSamples.tsx), which must draw ProLayout exactly as the console does.
 */
import type { ProLayoutProps } from '@ant-design/pro-components';

export const HEADER_HEIGHT = 64;
export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;

export const LAYOUT_FRAME = {
  className: 'console-layout',
  layout: 'mix',
  fixedHeader: true,
  fixSiderbar: true,
  siderWidth: SIDER_WIDTH,
  menuHeaderRender: false,
  pageTitleRender: false,
  breadcrumbRender: false,
  footerRender: false,
  route: { routes: [] },
} as const satisfies ProLayoutProps;

/** ProLayout's tokens: the header's height. */
export const LAYOUT_TOKEN = { header: { heightLayoutHeader: HEADER_HEIGHT } } satisfies ProLayoutProps['token'];

/**
 * The layout's own CSS:
 * - ProLayout fixes the collapsed sider at 64 px inline; the spec's 80 px needs to win over that.
 * - A phone (under antd's md breakpoint, where the sider becomes a drawer) has no room for 40 px
 *   margins beside a table. A media query rather than a second set of ProLayout tokens: those
 *   would make every pro-components style anew on a phone, beside the prebuilt ones.
 * - Nor for a card's title and its actions on one line: they wrap, and a long title (a file's
 *   name) breaks, instead of widening the page past the screen.
 * - A table wider than its card (a template's versions, a file's translations on a phone) scrolls
 *   sideways inside it, never the page (the lists do the same with edge shadows, scrollingTable.ts).
 * - A menu label longer than the 200 px sider ('Template Activation', 'Mein Unternehmen' beside
 *   its icon) wraps onto a second line instead of ending in an ellipsis, so it is whole on a
 *   touch screen too (no hover to show a tooltip); a word longer than a line is hyphenated in the
 *   page's language where the browser has its dictionary, else broken where the line ends.
 */
export const LAYOUT_CSS = `.console-layout .ant-pro-sider.ant-layout-sider-collapsed {
  flex: 0 0 ${SIDER_COLLAPSED_WIDTH}px !important; max-width: ${SIDER_COLLAPSED_WIDTH}px !important;
  min-width: ${SIDER_COLLAPSED_WIDTH}px !important; width: ${SIDER_COLLAPSED_WIDTH}px !important; }
.console-layout .ant-table-content { overflow-x: auto; }
@media (max-width: 767.98px) {
  .console-layout.ant-pro-layout .ant-pro-layout-content { padding-block: 12px; padding-inline: 8px; }
  .console-layout .ant-pro-card-header { flex-wrap: wrap; gap: 8px; }
  .console-layout .ant-pro-card-title { min-width: 0; overflow-wrap: anywhere; }
}
.console-menu.ant-menu-inline .ant-menu-item, .console-menu.ant-menu-inline .ant-menu-submenu-title {
  height: auto; min-height: 40px; line-height: 20px; padding-block: 10px; }
.console-menu.ant-menu-inline .ant-menu-title-content {
  white-space: normal; overflow-wrap: break-word; hyphens: auto; }`;
