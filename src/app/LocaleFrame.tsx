/**
 * A loaded language and a theme around a page: react-intl, antd's ConfigProvider (its pack, the
 * writing direction, the theme) and the base text style; the document's lang and dir follow.
 * Free of the store and the router: the console (LocaleProviders) and the sign-in pages
 * (signIn.tsx) both draw their pages in it.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { onIntlError, type LoadedLocale } from '../i18n/loadLocale';
import { formattingTag } from '../i18n/locales';
import { useThemeWithStyles } from './bundle/lazyStyles';

/**
 * Where antd puts the styles it generates in the browser: the body, so that they come after the
 * build's prebuilt stylesheet in the head (scripts/build/prebuilt-styles.tsx) and win over it where
 * both style the same element. antd's own place, the top of the head, would put them before it: a
 * phone's narrower page margins (a second ProLayout token) lost to the prebuilt wide ones.
 */
const STYLE_CONTAINER = typeof document === 'undefined' ? undefined : document.body;

export function LocaleFrame({
  loaded,
  theme: themeConfig,
  children,
}: {
  loaded: LoadedLocale;
  theme: ThemeConfig;
  children: ReactNode;
}) {
  const direction = loaded.locale.rtl ? 'rtl' : 'ltr';
  const shownTheme = useThemeWithStyles(themeConfig);
  useEffect(() => {
    document.documentElement.lang = loaded.locale.code;
    document.documentElement.dir = direction;
  }, [loaded, direction]);
  return (
    // Numbers in messages ({total, number}) in the language's conventions, Latin digits as antd's.
    <IntlProvider
      locale={formattingTag(loaded.locale.iso)}
      defaultLocale="en-US"
      messages={loaded.messages}
      onError={onIntlError}
    >
      <StyleProvider container={STYLE_CONTAINER}>
        <ConfigProvider locale={loaded.antd} direction={direction} theme={shownTheme}>
          <BaseText>{children}</BaseText>
        </ConfigProvider>
      </StyleProvider>
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
