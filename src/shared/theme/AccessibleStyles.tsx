/**
 * Page-wide styles antd leaves short of WCAG 2.1 AA, in one place for both layouts:
 * - A focus ring everyone can see (2.4.7): a 2 px outline in the primary colour on whatever the
 *   keyboard reaches (links, buttons, menu items, tabs, table rows' links, a heading focused after
 *   a page change), light and dark. antd's ring on buttons is a pale halo (#91caff, 1.7:1 on
 *   white); links and menu items have none of their own. Inputs keep antd's border-and-shadow
 *   focus. Inside an element marked data-focus-ring="current" (the coloured header) the ring takes
 *   the text colour, which is chosen for contrast with that background. The menu's ring sits
 *   inside its box (the sider would cut one drawn outside).
 * - Tag text (1.4.3): antd writes a coloured tag's text in shade 7 of its colour (gold 2.8:1,
 *   green 3.4:1 on the tag's own background) and a status tag's in the plain status colour (success
 *   2.2:1); in light mode they take the darker shade 9, still their colour. Dark mode's tags are
 *   light text on a dark tint and read as they are.
 */
import { theme } from 'antd';

const PRESETS = ['magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple'];
const STATUSES: Record<string, string> = { success: 'green', processing: 'blue', warning: 'gold', error: 'red' };

/** `dark`: whether the page shows dark (the caller knows; this stays free of the store). */
export function AccessibleStyles({ dark }: { dark: boolean }) {
  const { token } = theme.useToken();
  const palette = token as unknown as Record<string, string>;
  const targets = ['a', 'button', '[role="menuitem"]', '[role="tab"]', '[role="button"]', '[tabindex]']
    .map((selector) => `${selector}:focus-visible`)
    .join(', ');
  const focus = `:where(${targets}) { outline: 2px solid ${token.colorPrimary} !important; outline-offset: 1px; }
[data-focus-ring="current"] :where(${targets}) { outline-color: currentColor !important; }
.ant-menu:focus-visible, .ant-menu-item:focus-visible, .ant-menu-submenu-title:focus-visible { outline-offset: -2px; }
:where(input, textarea):focus-visible { outline: none !important; }`;
  const tags = dark
    ? ''
    : [...PRESETS.map((name) => [name, name] as const), ...Object.entries(STATUSES)]
        .map(([name, colour]) => `.ant-tag.ant-tag-${name} { color: ${palette[`${colour}9`]}; }`)
        .join('\n');
  return <style>{`${focus}\n${tags}`}</style>;
}
