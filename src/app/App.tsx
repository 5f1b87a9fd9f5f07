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
  const screens = (
    <LocaleProviders>
      <ConsoleRouter history={history} />
    </LocaleProviders>
  );
  // Boot waits for the stored preferences (index.tsx): the gate would draw nothing first and then
  // the whole console in one blocking render from its mount, instead of the first render's
  // transition, which leaves the browser free between slices.
  return (
    <Provider store={store}>
      {persistor.getState().bootstrapped ? (
        screens
      ) : (
        <PersistGate persistor={persistor} loading={null}>
          {screens}
        </PersistGate>
      )}
    </Provider>
  );
}
