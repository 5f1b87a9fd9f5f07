/**
 * The sign-in entry: what a browser opening /login or /logout_success (or /de/login…) loads,
 * instead of the console. Those pages are a title, a notice and a button; they need neither the
 * store, nor the router, nor the layout, nor any table or form code, so they come up at a fraction
 * of the console's JavaScript (issue 8: /login ≤ 150 KiB). The server sends login.html for these
 * addresses (server/src/console/static.ts); the console's router draws the same pages when it
 * goes there itself (a session that ended).
 */
import '@ant-design/v5-patch-for-react-19';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createIntl } from 'react-intl';
import { LocaleFrame } from './app/LocaleFrame';
import { PlainPage } from './app/layout/PlainPage';
import { signInPageOf } from './features/sign-in/signInPages';
import { loadLocale } from './i18n/loadLocale';
import { splitLocale } from './i18n/paths';
import { loadRuntimeConfig } from './session/runtimeConfig';
import { markDocumentFromStorage, storedThemeConfig, systemPrefersDark } from './shared/theme/themeConfig';
import { isDark, readStoredAppearance } from './user/appearance';

async function start(): Promise<void> {
  markDocumentFromStorage();
  const { pathname } = window.location;
  const { lang } = splitLocale(pathname);
  // The sign-in button needs the platform's addresses; the page needs its language. Both at once.
  const [loaded] = await Promise.all([loadLocale(lang), loadRuntimeConfig()]);
  const { Page, title } = signInPageOf(pathname);
  const intl = createIntl({ locale: loaded.locale.iso, messages: loaded.messages, onError: () => {} });
  document.title = `${intl.formatMessage(title)} · ${intl.formatMessage({ id: 'app.title', defaultMessage: 'Contract Console' })}`;
  const appearance = readStoredAppearance();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // A transition renders in slices that leave the browser free in between (no long task: a phone's
  // Total Blocking Time), then shows the page at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <LocaleFrame loaded={loaded} theme={storedThemeConfig(appearance)}>
          <PlainPage dark={isDark(appearance.scheme, systemPrefersDark())}>
            <Page />
          </PlainPage>
        </LocaleFrame>
      </StrictMode>,
    ),
  );
}

void start();
