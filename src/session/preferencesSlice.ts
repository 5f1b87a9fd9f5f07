/** UI preferences: the only slice redux-persist keeps across reloads (tokens live in cookies). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PreferencesState {
  siderCollapsed: boolean;
}

export const initialPreferencesState: PreferencesState = { siderCollapsed: false };

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferencesState,
  reducers: {
    siderCollapsedChanged(state, action: PayloadAction<boolean>) {
      state.siderCollapsed = action.payload;
    },
  },
});

export const { siderCollapsedChanged } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;
export const selectSiderCollapsed = (state: { preferences: PreferencesState }) => state.preferences.siderCollapsed;
