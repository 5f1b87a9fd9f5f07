/** The console's providers around the router: store, persisted preferences, language, antd. */
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LocaleProviders } from './LocaleProviders';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ store, persistor, router }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <LocaleProviders>
          <RouterProvider router={router} />
        </LocaleProviders>
      </PersistGate>
    </Provider>
  );
}
