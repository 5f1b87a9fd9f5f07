/**
 * A list's column settings and density as its user left them (issue 9), for ProTable's controlled
 * `columnsState` and `size`, kept in the persisted tableSettings slice under the user and route.
 */
import { useCallback, useMemo } from 'react';
import { selectUserName } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectTableSettings,
  tableColumnsChanged,
  tableDensityChanged,
  tableSettingsKey,
  type ColumnSetting,
  type TableDensity,
} from '../../user/tableSettingsSlice';

/** The keys of `columns` the user shows, in the order the user gave them (unordered ones keep theirs). */
export function shownColumns(keys: readonly string[], settings: Record<string, ColumnSetting> | undefined): string[] {
  const placed = keys.map((key, index) => ({ key, order: settings?.[key]?.order ?? index, index }));
  return placed
    .filter(({ key }) => settings?.[key]?.show !== false)
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ key }) => key);
}

export function useTableSettings(route: string) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserName);
  const key = tableSettingsKey(user, route);
  const settings = useAppSelector((state) => selectTableSettings(state, key));
  const onColumnsChange = useCallback(
    (columns: Record<string, ColumnSetting>) => dispatch(tableColumnsChanged({ key, columns })),
    [dispatch, key],
  );
  const onDensityChange = useCallback(
    (density: TableDensity | undefined) => {
      if (density) dispatch(tableDensityChanged({ key, density }));
    },
    [dispatch, key],
  );
  const columns = settings.columns;
  return useMemo(
    () => ({
      columnsState: { value: columns, onChange: onColumnsChange },
      density: settings.density,
      onDensityChange,
      shown: (keys: readonly string[]) => shownColumns(keys, columns),
    }),
    [columns, onColumnsChange, settings.density, onDensityChange],
  );
}
