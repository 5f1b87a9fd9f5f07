/**
 * The console store: RTK Query's cache plus client state only (session, applications,
 * dashboard counters, UI preferences). Built by a factory so every test gets a fresh store.
 */
import { combineReducers, configureStore, isPlain } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '../api/api';
import { applicationsReducer } from '../user/applicationsSlice';
import { appearanceReducer } from '../user/appearanceSlice';
import { dashboardReducer } from '../user/dashboardSlice';
import { tableSettingsReducer } from '../user/tableSettingsSlice';
import { preferencesReducer } from '../session/preferencesSlice';
import { sessionReducer } from '../session/sessionSlice';

// Only UI preferences and table settings survive a reload through storage; tokens and locale live in cookies (spec 4).
const persistedPreferences = persistReducer({ key: 'preferences', storage, version: 1 }, preferencesReducer);
// Column settings and density of every list, per user and list (issue 9).
const persistedTableSettings = persistReducer({ key: 'tables', storage, version: 1 }, tableSettingsReducer);

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
  applications: applicationsReducer,
  dashboard: dashboardReducer,
  preferences: persistedPreferences,
  tableSettings: persistedTableSettings,
  // Kept in localStorage by the slice itself: index.tsx reads it before the first paint.
  appearance: appearanceReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // A downloaded file arrives as a Blob (file/download): immutable data, safe to hold.
          isSerializable: (value: unknown) => isPlain(value) || value instanceof Blob,
          // The locale map is static data of ~140 entries: checking it on every action is only cost.
          ignoredPaths: ['session.languages'],
        },
        immutableCheck: { ignoredPaths: ['session.languages'] },
      }).concat(api.middleware),
  });
  // Refetch on focus/reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
