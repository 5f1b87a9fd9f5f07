/**
 * The sign-in landings drawn by React (signIn.tsx loads this when the page needs it): the address's
 * language, the runtime configuration and the stored theme, then the page.
 */
import '@ant-design/v5-patch-for-react-19';
import { LocaleFrame } from './app/LocaleFrame';
import { preparePageStyles } from './app/bundle/lazyStyles';
import { drawFirstScreen } from './app/drawFirstScreen';
import { PlainPage } from './app/layout/PlainPage';
import { SignInScreen } from './features/sign-in/signInPages';
import { loadLocale } from './i18n/loadLocale';
import { splitLocale } from './i18n/paths';
import { loadRuntimeConfig } from './session/runtimeConfig';
import { markDocument, storedTheme } from './shared/theme/themeConfig';

export async function drawSignInPage(): Promise<void> {
  // Dark or light before anything renders (the stored preference or the system's): no white flash.
  const { dark, config } = storedTheme();
  markDocument(dark);
  const { pathname } = window.location;
  // The sign-in button needs the platform's addresses; the page needs its language. Both at once.
  // So are the prebuilt styles, which antd reads on its first render (and antd's style generators
  // for another theme).
  const [loaded] = await Promise.all([
    loadLocale(splitLocale(pathname).lang),
    loadRuntimeConfig(),
    preparePageStyles(config),
  ]);
  drawFirstScreen(
    <LocaleFrame loaded={loaded} theme={config}>
      <PlainPage dark={dark}>
        <SignInScreen pathname={pathname} />
      </PlainPage>
    </LocaleFrame>,
  );
}
