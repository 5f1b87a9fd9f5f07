/**
 * react-intl, antd, pro-components and dayjs in the interface language: its catalogue, antd pack,
 * pro-components texts and dayjs locale load together on demand (each its own chunk, fetched once); until they arrive the previous
 * language stays on screen. Right-to-left languages turn the page (html dir) and antd around.
 */
import { Spin } from 'antd';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { loadDates } from '../i18n/loadDates';
import { loadLocale, type LoadedLocale } from '../i18n/loadLocale';
import { loadProTexts } from '../i18n/proTexts';
import { selectUiLanguage } from '../session';
import { useConsoleTheme } from '../shared/theme';
import { useAppSelector } from '../store/hooks';
import { LocaleFrame } from './LocaleFrame';

/** A language whose texts, antd pack, dates and pro-components' texts are all in. */
interface ReadyLanguage {
  loaded: LoadedLocale;
  /** Dates and numbers are formatted in it from then on (a global: only the language shown calls it). */
  formatDates: () => void;
}

const ready = new Map<string, ReadyLanguage>();

/**
 * Loads everything a language's screens need (once per language). Boot awaits it for the address's
 * language before the first render, so the first screen is drawn in that language at once: no
 * spinner first, then the whole console in one blocking render when the texts arrive.
 */
export async function loadInterfaceLanguage(code: string): Promise<ReadyLanguage> {
  const known = ready.get(code);
  if (known) return known;
  const [loaded, formatDates] = await Promise.all([loadLocale(code), loadDates(code), loadProTexts(code)]);
  const language = { loaded, formatDates };
  ready.set(code, language);
  return language;
}

export function LocaleProviders({ children }: { children: ReactNode }) {
  const uiLanguage = useAppSelector(selectUiLanguage);
  const themeConfig = useConsoleTheme();
  const [loaded, setLoaded] = useState<LoadedLocale | null>(() => {
    const language = ready.get(uiLanguage);
    language?.formatDates();
    return language?.loaded ?? null;
  });

  useEffect(() => {
    if (loaded && ready.get(uiLanguage)?.loaded === loaded) return undefined;
    let active = true;
    // The dates and pro-components' texts are set before the screens render in the new language,
    // in a transition: the previous language stays on screen, responsive, while the next renders.
    void loadInterfaceLanguage(uiLanguage).then((next) => {
      if (!active) return;
      next.formatDates();
      startTransition(() => setLoaded(next.loaded));
    });
    return () => {
      active = false;
    };
  }, [uiLanguage, loaded]);

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
