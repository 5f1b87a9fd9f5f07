/** The appearance preference in the store (the values and their storage: appearance.ts). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredAppearance, type AppearanceState, type ColourScheme } from './appearance';

export * from './appearance';

const appearanceSlice = createSlice({
  name: 'appearance',
  initialState: readStoredAppearance,
  reducers: {
    schemeChanged(state, action: PayloadAction<ColourScheme>) {
      state.scheme = action.payload;
    },
    compactChanged(state, action: PayloadAction<boolean>) {
      state.compact = action.payload;
    },
  },
});

export const { schemeChanged, compactChanged } = appearanceSlice.actions;
export const appearanceReducer = appearanceSlice.reducer;
export const selectAppearance = (state: { appearance: AppearanceState }) => state.appearance;
