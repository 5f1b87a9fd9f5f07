/**
 * react-intl, antd, pro-components and dayjs in the interface language: its catalogue, antd pack,
 * pro-components texts and dayjs locale load together on demand (each its own chunk, fetched once); until they arrive the previous
 * language stays on screen. Right-to-left languages turn the page (html dir) and antd around.
 */
import { Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { loadDates } from '../i18n/loadDates';
import { loadLocale, type LoadedLocale } from '../i18n/loadLocale';
import { loadProTexts } from '../i18n/proTexts';
import { selectUiLanguage } from '../session';
import { useConsoleTheme } from '../shared/theme';
import { useAppSelector } from '../store/hooks';
import { LocaleFrame } from './LocaleFrame';

export function LocaleProviders({ children }: { children: ReactNode }) {
  const uiLanguage = useAppSelector(selectUiLanguage);
  const themeConfig = useConsoleTheme();
  const [loaded, setLoaded] = useState<LoadedLocale | null>(null);

  useEffect(() => {
    let active = true;
    // The dates and pro-components' texts are set before the screens render in the new language.
    void Promise.all([loadLocale(uiLanguage), loadDates(uiLanguage), loadProTexts(uiLanguage)]).then(([next]) => {
      if (active) setLoaded(next);
    });
    return () => {
      active = false;
    };
  }, [uiLanguage]);

  if (!loaded) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <LocaleFrame loaded={loaded} theme={themeConfig}>
      {children}
    </LocaleFrame>
  );
}
