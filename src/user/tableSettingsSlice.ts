/**
 * How each person shaped each list (issue 9): column visibility, order and pinning, and the
 * density, kept per user and list route. Persisted by redux-persist (src/app/store.ts), so a
 * reload brings the table back as it was left; another user of the same browser keeps their own.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** ProTable's ColumnsState, as plain data. */
export interface ColumnSetting {
  show?: boolean;
  fixed?: 'left' | 'right';
  order?: number;
  disable?: boolean | { checkbox: boolean };
}

export type TableDensity = 'large' | 'middle' | 'small';

export interface TableSettings {
  /** By column key (the column's dataIndex, or 'actions'). */
  columns?: Record<string, ColumnSetting>;
  density?: TableDensity;
}

export interface TableSettingsState {
  /** By tableSettingsKey(user, route). */
  byTable: Record<string, TableSettings>;
}

export const initialTableSettingsState: TableSettingsState = { byTable: {} };

/** One user's one list: the user's name (unique on the platform) and the list's route. */
export const tableSettingsKey = (user: string | null | undefined, route: string): string =>
  `${user ?? ''}\u0000${route}`;

interface Keyed {
  key: string;
}

const tableSettingsSlice = createSlice({
  name: 'tableSettings',
  initialState: initialTableSettingsState,
  reducers: {
    tableColumnsChanged(state, action: PayloadAction<Keyed & { columns: Record<string, ColumnSetting> }>) {
      const { key, columns } = action.payload;
      // Keep only what ProTable decides on, so stored state stays plain and small.
      const plain: Record<string, ColumnSetting> = {};
      for (const [column, setting] of Object.entries(columns)) {
        const kept: ColumnSetting = {};
        if (setting.show !== undefined) kept.show = setting.show;
        if (setting.fixed) kept.fixed = setting.fixed;
        if (setting.order !== undefined) kept.order = setting.order;
        plain[column] = kept;
      }
      state.byTable[key] = { ...state.byTable[key], columns: plain };
    },
    tableDensityChanged(state, action: PayloadAction<Keyed & { density: TableDensity }>) {
      const { key, density } = action.payload;
      state.byTable[key] = { ...state.byTable[key], density };
    },
    tableSettingsReset(state, action: PayloadAction<Keyed>) {
      delete state.byTable[action.payload.key];
    },
  },
});

export const { tableColumnsChanged, tableDensityChanged, tableSettingsReset } = tableSettingsSlice.actions;
export const tableSettingsReducer = tableSettingsSlice.reducer;

const NONE: TableSettings = {};
export const selectTableSettings = (state: { tableSettings: TableSettingsState }, key: string): TableSettings =>
  state.tableSettings.byTable[key] ?? NONE;
