/**
 * The console's antd theme from the appearance preference: dark/light and compact algorithms,
 * the system's colour scheme followed live, and the document marked (data-theme, color-scheme)
 * so the page behind the app matches from the first paint.
 */
import { theme, type ThemeConfig } from 'antd';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isDark, readStoredAppearance, selectAppearance, storeAppearance } from '../../user';
import { useAppSelector } from '../../store/hooks';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

function subscribeToSystemScheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Marks the document dark or light: index.tsx calls it before the first render, the hook on change. */
export function markDocument(dark: boolean): void {
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Before React: the stored preference and the system setting decide the page colour at once. */
export function markDocumentFromStorage(): void {
  markDocument(isDark(readStoredAppearance().scheme, systemPrefersDark()));
}

export function themeConfig(dark: boolean, compact: boolean): ThemeConfig {
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (compact) algorithm.push(theme.compactAlgorithm);
  return { algorithm };
}

/** Whether the console shows dark now: the preference, or the system's setting when it follows it. */
export function useIsDark(): boolean {
  const { scheme } = useAppSelector(selectAppearance);
  const systemDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  return isDark(scheme, systemDark);
}

/** The antd theme for ConfigProvider; remembers the preference and keeps the document marked. */
export function useConsoleTheme(): ThemeConfig {
  const appearance = useAppSelector(selectAppearance);
  const dark = useIsDark();
  useEffect(() => {
    storeAppearance(appearance);
  }, [appearance]);
  useEffect(() => markDocument(dark), [dark]);
  return useMemo(() => themeConfig(dark, appearance.compact), [dark, appearance.compact]);
}
