import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import type { Storage } from 'redux-persist';
import {
  selectTableSettings,
  tableColumnsChanged,
  tableDensityChanged,
  tableSettingsKey,
  tableSettingsReducer,
  tableSettingsReset,
} from './tableSettingsSlice';

const plainStore = () => configureStore({ reducer: { tableSettings: tableSettingsReducer } });

describe('table settings', () => {
  const editorCompanies = tableSettingsKey('editor', 'company');
  const adminCompanies = tableSettingsKey('tenant.admin', 'company');

  it('start empty: ProTable shows its defaults', () => {
    expect(selectTableSettings(plainStore().getState(), editorCompanies)).toEqual({});
  });

  it('keep columns and density per user and list, apart from every other', () => {
    const store = plainStore();
    store.dispatch(
      tableColumnsChanged({ key: editorCompanies, columns: { city: { show: false }, name: { fixed: 'left' } } }),
    );
    store.dispatch(tableDensityChanged({ key: editorCompanies, density: 'small' }));
    const state = store.getState();
    expect(selectTableSettings(state, editorCompanies)).toEqual({
      columns: { city: { show: false }, name: { fixed: 'left' } },
      density: 'small',
    });
    expect(selectTableSettings(state, adminCompanies)).toEqual({});
    expect(selectTableSettings(state, tableSettingsKey('editor', 'user'))).toEqual({});
  });

  it('store only what ProTable decides: shown, pinned, order', () => {
    const store = plainStore();
    store.dispatch(
      tableColumnsChanged({
        key: editorCompanies,
        columns: { name: { show: true, order: 2, disable: true }, city: { fixed: undefined } },
      }),
    );
    expect(selectTableSettings(store.getState(), editorCompanies).columns).toEqual({
      name: { show: true, order: 2 },
      city: {},
    });
  });

  it('forget a list on reset, and only that one', () => {
    const store = plainStore();
    store.dispatch(tableDensityChanged({ key: editorCompanies, density: 'large' }));
    store.dispatch(tableDensityChanged({ key: adminCompanies, density: 'small' }));
    store.dispatch(tableSettingsReset({ key: editorCompanies }));
    expect(selectTableSettings(store.getState(), editorCompanies)).toEqual({});
    expect(selectTableSettings(store.getState(), adminCompanies).density).toBe('small');
  });

  it('survive a reload through redux-persist', async () => {
    const saved = new Map<string, string>();
    const storage: Storage = {
      getItem: async (key: string) => saved.get(key) ?? null,
      setItem: async (key: string, value: string) => void saved.set(key, value),
      removeItem: async (key: string) => void saved.delete(key),
    };
    const make = () => {
      const store = configureStore({
        reducer: combineReducers({
          tableSettings: persistReducer({ key: 'tables', storage, version: 1 }, tableSettingsReducer),
        }),
        middleware: (defaults) =>
          defaults({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
      });
      return { store, persistor: persistStore(store) };
    };
    const settled = (persistor: ReturnType<typeof persistStore>) =>
      new Promise<void>((resolve) => {
        if (persistor.getState().bootstrapped) resolve();
        else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
      });

    const first = make();
    await settled(first.persistor);
    first.store.dispatch(tableColumnsChanged({ key: editorCompanies, columns: { city: { show: false } } }));
    await first.persistor.flush();

    const second = make();
    await settled(second.persistor);
    expect(selectTableSettings(second.store.getState(), editorCompanies).columns).toEqual({ city: { show: false } });
    expect(selectTableSettings(second.store.getState(), adminCompanies)).toEqual({});
  });
});
