/**
 * Boot: runtime configuration, store, the start-up session flow of spec section 4 (tokens from
 * cookies, refresh, current user and applications), then the first render.
 */
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { errorOf } from './api/hydra';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { markDocumentFromStorage } from './shared/theme';
import { loadRuntimeConfig } from './session';
import { bootstrapSession } from './user';

// Dark or light before anything renders (the stored preference or the system's): no white flash.
markDocumentFromStorage();

async function start(): Promise<void> {
  await loadRuntimeConfig();
  const store = makeStore();
  await bootstrapSession(store, {
    // Spec 8: a failed load of user data goes to an error handler; the pages then show their own errors.
    onError: (error) => console.error('Loading the current user and applications failed', errorOf(error).status),
  });
  const persistor = persistStore(store);
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} router={router} />
    </StrictMode>,
  );
}

void start();
