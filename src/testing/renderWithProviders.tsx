/** Renders a component the way the console does: store, English messages and a router. */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import enMessages from '../../lang/en.json';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial location, e.g. '/de/tenant'. */
  route?: string;
  messages?: Record<string, string>;
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, route = '/', messages = enMessages as Record<string, string>, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState);
  // The console's own router: the address bar is the truth, as in the browser (see addressInLanguage).
  window.history.replaceState(null, '', route);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        {/* Missing ids fall back to their defaultMessage; the warning would only be noise here. */}
        <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={() => undefined}>
          <BrowserRouter>{children}</BrowserRouter>
        </IntlProvider>
      </Provider>
    );
  }
  return { store, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
