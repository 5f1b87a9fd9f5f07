/** The console's providers around the router: store, persisted preferences, language, antd. */
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { LocaleProviders } from './LocaleProviders';
import { ConsoleRouter } from './router';
import type { ConsoleHistory } from './routing/history';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  history: ConsoleHistory;
}

export function App({ store, persistor, history }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <LocaleProviders>
          <ConsoleRouter history={history} />
        </LocaleProviders>
      </PersistGate>
    </Provider>
  );
}
