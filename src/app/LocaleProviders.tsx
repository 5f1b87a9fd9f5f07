/**
 * react-intl and antd in the interface language: both catalogues load on demand (their own
 * chunks); until the new ones arrive the previous language stays on screen.
 */
import { ConfigProvider, Spin, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeOf } from '../i18n/locales';
import { loadMessages, type Messages } from '../i18n/messages';
import { selectUiLanguage } from '../session';
import { useConsoleTheme } from '../shared/theme';
import { useAppSelector } from '../store/hooks';

/** antd ships fewer locales than the console offers; those without one use English. */
async function loadAntdLocale(iso: string): Promise<Locale> {
  if (iso === 'en-US') return enUS;
  try {
    const module = (await import(
      /* webpackChunkName: "antd-locale-[request]" */ /* webpackInclude: /[a-z]{2}_[A-Z]{2}\.js$/ */ `antd/locale/${iso.replace('-', '_')}.js`
    )) as { default: Locale };
    return module.default;
  } catch {
    return enUS;
  }
}

interface LoadedLocale {
  lang: string;
  iso: string;
  messages: Messages;
  antd: Locale;
}

export function LocaleProviders({ children }: { children: ReactNode }) {
  const uiLanguage = useAppSelector(selectUiLanguage);
  const themeConfig = useConsoleTheme();
  const [loaded, setLoaded] = useState<LoadedLocale | null>(null);

  useEffect(() => {
    let active = true;
    const { iso } = localeOf(uiLanguage);
    void Promise.all([loadMessages(uiLanguage), loadAntdLocale(iso)]).then(([messages, antd]) => {
      if (active) setLoaded({ lang: uiLanguage, iso, messages, antd });
    });
    return () => {
      active = false;
    };
  }, [uiLanguage]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.lang;
  }, [loaded]);

  if (!loaded) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <IntlProvider locale={loaded.iso} defaultLocale="en-US" messages={loaded.messages} onError={onIntlError}>
      <ConfigProvider locale={loaded.antd} theme={themeConfig}>
        <BaseText>{children}</BaseText>
      </ConfigProvider>
    </IntlProvider>
  );
}

/**
 * The base text style antd's <App> gives its children (colour, size, line height, font), from the
 * same tokens. <App> itself also sets up the message/modal/notification hooks and so pulls their
 * code into the entry; only the ProLayout screens use those hooks, so the default layout
 * provides <App> (layout-default chunk) and the sign-in page loads none of it.
 */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/** A message missing from a catalogue falls back to its English default; that is expected, not an error. */
function onIntlError(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
