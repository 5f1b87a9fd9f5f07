/**
 * The console's antd theme from the appearance preference: dark/light and compact algorithms,
 * the system's colour scheme followed live, the system's "reduce motion" setting honoured (antd's
 * sliding dropdowns, drawers and menus stand still: WCAG 2.3.3), and the document marked
 * (data-theme, color-scheme) so the page behind the app matches from the first paint. Without the
 * store: the sign-in entry uses it as it is; the hooks for the console are in theme.ts.
 */
import { theme, type ThemeConfig } from 'antd';
import { isDark, readStoredAppearance, type AppearanceState } from '../../user/appearance';
import { systemPrefersDark, systemReducesMotion } from './system';

import { DARK_QUERY, REDUCED_MOTION_QUERY } from './system';

export { systemPrefersDark, systemReducesMotion } from './system';

function subscribeTo(query: string): (onChange: () => void) => () => void {
  return (onChange) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  };
}
export const subscribeToSystemScheme = subscribeTo(DARK_QUERY);
export const subscribeToSystemMotion = subscribeTo(REDUCED_MOTION_QUERY);

/** Marks the document dark or light: index.tsx calls it before the first render, the hook on change. */
export function markDocument(dark: boolean): void {
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Before React: the stored preference and the system setting decide the page colour at once. */
export function markDocumentFromStorage(): ReturnType<typeof storedTheme> {
  const stored = storedTheme();
  markDocument(stored.dark);
  return stored;
}

/** The stored preference as the system is now, without the store (the sign-in entry): dark or not, and antd's theme. */
export function storedTheme(appearance: AppearanceState = readStoredAppearance()): {
  dark: boolean;
  config: ThemeConfig;
} {
  const dark = isDark(appearance.scheme, systemPrefersDark());
  return { dark, config: themeConfig(dark, appearance.compact, systemReducesMotion()) };
}

/**
 * antd's colours where its defaults fall under WCAG AA's 4.5:1 for text (axe's color-contrast):
 * the primary blue behind white button text and as link text (#1677ff is 4.1:1 on white), the error
 * red of danger links and buttons, and the tertiary grey of descriptions, statistic titles and
 * placeholders (45 % black is 3.4:1). Dark mode: lighter seeds for links and errors (the dark
 * algorithm darkens them again: link #1668dc was 3.6:1 on the dark container, now 4.8:1; error red
 * 4.4:1, now 5.5:1), descriptions brighter. Disabled text stays as antd draws it (WCAG exempts it).
 */
export const LIGHT_TOKENS = {
  colorPrimary: '#0958d9',
  colorLink: '#0958d9',
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
} as const;
export const DARK_TOKENS = {
  colorLink: '#4096ff',
  colorError: '#ff7875',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.56)',
} as const;

/**
 * The theme the build's prebuilt styles are drawn in (scripts/build/prebuilt-styles.tsx): light,
 * default size, motion on; one object, so that whether a theme is it is a comparison.
 */
export const PREBUILT_THEME: ThemeConfig = {
  algorithm: [theme.defaultAlgorithm],
  token: { ...LIGHT_TOKENS, motion: true },
};

export function themeConfig(dark: boolean, compact: boolean, reducedMotion = false): ThemeConfig {
  if (!dark && !compact && !reducedMotion) return PREBUILT_THEME;
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (compact) algorithm.push(theme.compactAlgorithm);
  return { algorithm, token: { ...(dark ? DARK_TOKENS : LIGHT_TOKENS), motion: !reducedMotion } };
}
