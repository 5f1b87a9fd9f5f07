/**
 * Boot: the route's chunks start at once; then runtime configuration (written into the page), store,
 * the start-up session flow of spec section 4 (tokens from cookies, refresh, then the current user
 * and applications with the route's first list query beside them), then the first render.
 */
import '@ant-design/v5-patch-for-react-19';
import { matchRoutes } from 'react-router';
import { persistStore } from 'redux-persist';
import { errorOf } from './api/hydra';
import { App } from './app/App';
import { drawFirstScreen } from './app/drawFirstScreen';
import { loadInterfaceLanguage } from './app/LocaleProviders';
import { preparePageStyles } from './app/bundle/lazyStyles';
import { APP_ROUTES } from './app/router';
import { createConsoleBrowserHistory } from './app/routing/history';
import { preloadChunks, preloadOnNavigation, prefetchList } from './app/routing/preload';
import { makeStore } from './app/store';
import { splitLocale } from './i18n/paths';
import { markDocumentFromStorage } from './shared/theme';
import { loadRuntimeConfig } from './session';
import { bootstrapSession } from './user';

// Dark or light before anything renders (the stored preference or the system's): no white flash.
const firstTheme = markDocumentFromStorage().config;

async function start(): Promise<void> {
  // The route is known from the address: its layout and page chunks load while the session does.
  const history = createConsoleBrowserHistory();
  const matches = matchRoutes(APP_ROUTES, history.location);
  preloadChunks(matches);
  // So do the texts of the address's language (the one shown, but for a stored choice that differs
  // on an address without a prefix): the language frame finds them loaded instead of asking for
  // them after the session, one round trip before the first screen.
  const { lang } = splitLocale(window.location.pathname);
  const language = loadInterfaceLanguage(lang).catch(() => undefined);
  // The prebuilt styles apply while the session loads; antd reads them on its first render. Another
  // theme than theirs (dark, compact, reduced motion) loads antd's style generators. The session's
  // calls do not wait for the stylesheet's load event: it came a task or more after the entry ran,
  // and the calls, the list's among them, went out that much later (issue 27).
  const styles = preparePageStyles(firstTheme);
  await loadRuntimeConfig();
  const store = makeStore();
  await bootstrapSession(store, {
    // Spec 8: a failed load of user data goes to an error handler; the pages then show their own errors.
    onError: (error) => console.error('Loading the current user and applications failed', errorOf(error).status),
    // The route's first list needs only the token (its roles): it is asked for beside the current
    // user and applications, not after them. Matched again: the back button may have moved the
    // address while the tokens were restored.
    onSignedIn: () => prefetchList(matchRoutes(APP_ROUTES, history.location), history.location.search, store),
  });
  preloadOnNavigation(history, APP_ROUTES, store);
  // In by now (they loaded beside the session): the first render draws the screen, not a spinner.
  await Promise.all([language, styles]);
  const persistor = persistStore(store);
  // The stored preferences (local storage) are read back before the first render.
  await new Promise<void>((resolve) => {
    const bootstrapped = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (bootstrapped()) return;
    const stop = persistor.subscribe(() => bootstrapped() && stop());
  });
  drawFirstScreen(<App store={store} persistor={persistor} history={history} />);
}

void start();
