/** The console's theme hooks: the appearance preference in the store, the system followed live. */
import type { ThemeConfig } from 'antd';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isDark, selectAppearance, storeAppearance } from '../../user';
import { useAppSelector } from '../../store/hooks';
import {
  markDocument,
  subscribeToSystemMotion,
  subscribeToSystemScheme,
  systemPrefersDark,
  systemReducesMotion,
  themeConfig,
} from './themeConfig';

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
  const reducedMotion = useSyncExternalStore(subscribeToSystemMotion, systemReducesMotion, () => false);
  return useMemo(() => themeConfig(dark, appearance.compact, reducedMotion), [dark, appearance.compact, reducedMotion]);
}
