/**
 * The one provider stack of the tests: store, English messages, antd's English pack and its App
 * (for notifications), as the console mounts them. renderWithProviders puts a component under it
 * with the browser router; app/testing/renderConsole puts the console's own routes under it.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import enMessages from '../../lang/en.json';

export interface TestProvidersProps {
  store: AppStore;
  messages?: Record<string, string>;
  children: ReactNode;
}

export function TestProviders({
  store,
  messages = enMessages as Record<string, string>,
  children,
}: TestProvidersProps) {
  return (
    <Provider store={store}>
      {/* Missing ids fall back to their defaultMessage; the warning would only be noise here. */}
      <IntlProvider locale="en" defaultLocale="en" messages={messages} onError={() => undefined}>
        <ConfigProvider locale={enUS}>
          <AntdApp>{children}</AntdApp>
        </ConfigProvider>
      </IntlProvider>
    </Provider>
  );
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Initial location, e.g. '/de/tenant'. */
  route?: string;
  messages?: Record<string, string>;
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, route = '/', messages, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState);
  // The console's own router: the address bar is the truth, as in the browser (see addressInLanguage).
  window.history.replaceState(null, '', route);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <TestProviders store={store} messages={messages}>
        <BrowserRouter>{children}</BrowserRouter>
      </TestProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Providers, ...renderOptions }) };
}
