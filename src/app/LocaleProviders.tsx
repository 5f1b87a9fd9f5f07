/**
 * react-intl, antd and dayjs in the interface language: its catalogue, antd pack and dayjs locale
 * load together on demand (each its own chunk, fetched once); until they arrive the previous
 * language stays on screen. Right-to-left languages turn the page (html dir) and antd around.
 */
import { ConfigProvider, Spin, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { setFormattingLocale } from '../i18n/filters';
import { localeOf, type LocaleDefinition } from '../i18n/locales';
import { loadMessages, type Messages } from '../i18n/messages';
import { selectUiLanguage } from '../session';
import { useConsoleTheme } from '../shared/theme';
import { useAppSelector } from '../store/hooks';

/** antd ships packs for about 70 languages; the others show antd's English. */
async function loadAntdLocale({ antd }: LocaleDefinition): Promise<Locale> {
  if (!antd || antd === 'en_US') return enUS;
  try {
    const module = (await import(
      /* webpackChunkName: "antd-locale-[request]" */ /* webpackInclude: /[\\/][a-z]{2,3}_[A-Z]{2}\.js$/ */ `antd/es/locale/${antd}.js`
    )) as { default: Locale };
    return module.default;
  } catch {
    return enUS;
  }
}

/** Registers the language's dayjs locale (months for formatDate and the pickers); its name, or 'en'. */
async function loadDayjsLocale({ dayjs: name }: LocaleDefinition): Promise<string> {
  if (!name || name === 'en') return 'en';
  try {
    await import(/* webpackChunkName: "dayjs-locale-[request]" */ `dayjs/locale/${name}.js`);
    return dayjs.Ls[name] ? name : 'en';
  } catch {
    return 'en';
  }
}

interface LoadedLocale {
  locale: LocaleDefinition;
  messages: Messages;
  antd: Locale;
}

export function LocaleProviders({ children }: { children: ReactNode }) {
  const uiLanguage = useAppSelector(selectUiLanguage);
  const themeConfig = useConsoleTheme();
  const [loaded, setLoaded] = useState<LoadedLocale | null>(null);

  useEffect(() => {
    let active = true;
    const locale = localeOf(uiLanguage);
    void Promise.all([loadMessages(uiLanguage), loadAntdLocale(locale), loadDayjsLocale(locale)]).then(
      ([messages, antd, dayjsLocale]) => {
        if (!active) return;
        setFormattingLocale(locale.iso, dayjsLocale);
        setLoaded({ locale, messages, antd });
      },
    );
    return () => {
      active = false;
    };
  }, [uiLanguage]);

  const direction = loaded?.locale.rtl ? 'rtl' : 'ltr';
  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.locale.code;
    document.documentElement.dir = direction;
  }, [loaded, direction]);

  if (!loaded) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <IntlProvider locale={loaded.locale.iso} defaultLocale="en-US" messages={loaded.messages} onError={onIntlError}>
      <ConfigProvider locale={loaded.antd} direction={direction} theme={themeConfig}>
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
