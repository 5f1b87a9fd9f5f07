import { configureStore } from '@reduxjs/toolkit';
import {
  APPEARANCE_STORAGE_KEY,
  appearanceReducer,
  compactChanged,
  defaultAppearance,
  isDark,
  parseAppearance,
  readStoredAppearance,
  schemeChanged,
  selectAppearance,
} from './appearanceSlice';

const storeWith = () => configureStore({ reducer: { appearance: appearanceReducer } });

describe('appearance preference', () => {
  afterEach(() => localStorage.clear());

  it('follows the system and is not compact by default', () => {
    expect(selectAppearance(storeWith().getState())).toEqual({ scheme: 'system', compact: false });
  });

  it('starts from what this browser remembered', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ scheme: 'dark', compact: true }));
    expect(selectAppearance(storeWith().getState())).toEqual({ scheme: 'dark', compact: true });
  });

  it('changes scheme and density', () => {
    const store = storeWith();
    store.dispatch(schemeChanged('light'));
    store.dispatch(compactChanged(true));
    expect(selectAppearance(store.getState())).toEqual({ scheme: 'light', compact: true });
  });

  it('ignores a malformed or foreign stored value', () => {
    expect(parseAppearance('not json')).toEqual(defaultAppearance);
    expect(parseAppearance(JSON.stringify({ scheme: 'purple', compact: 'yes' }))).toEqual(defaultAppearance);
    expect(parseAppearance(null)).toEqual(defaultAppearance);
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{"scheme":"light"}');
    expect(readStoredAppearance()).toEqual({ scheme: 'light', compact: false });
  });

  it('is dark when chosen, or when following a system that prefers dark', () => {
    expect(isDark('dark', false)).toBe(true);
    expect(isDark('light', true)).toBe(false);
    expect(isDark('system', true)).toBe(true);
    expect(isDark('system', false)).toBe(false);
  });
});
