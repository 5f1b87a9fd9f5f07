/**
 * Applications (spec section 4): the current user's applications and the active one (0 = none).
 * The active one starts as the tenant's default application, else the user's first.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Application, User } from '../../contract';

export interface ApplicationsState {
  active: number;
  current: Application[];
}

export const initialApplicationsState: ApplicationsState = { active: 0, current: [] };

/** The start-up rule: tenant default if the tenant has one, otherwise the first application. */
export function chooseActiveApplication(user: User | null | undefined, current: Application[]): number {
  const tenantDefault = user?.tenant?.defaultApplication?.id;
  if (typeof tenantDefault === 'number' && tenantDefault > 0) return tenantDefault;
  return current[0]?.id ?? user?.applications?.[0]?.id ?? 0;
}

const applicationsSlice = createSlice({
  name: 'applications',
  initialState: initialApplicationsState,
  reducers: {
    /** User and applications loaded together: keep the list and apply the start-up rule. */
    applicationsResolved(state, action: PayloadAction<{ user: User | null; current: Application[] }>) {
      state.current = action.payload.current;
      state.active = chooseActiveApplication(action.payload.user, action.payload.current);
    },
    activeApplicationChosen(state, action: PayloadAction<number>) {
      state.active = action.payload;
    },
  },
});

export const { applicationsResolved, activeApplicationChosen } = applicationsSlice.actions;
export const applicationsReducer = applicationsSlice.reducer;

type WithApplications = { applications: ApplicationsState };

/** The active application id (0 when none); drives the menu and the header colour. */
export const selectActiveApplication = (state: WithApplications) => state.applications.active;
export const selectCurrentApplications = (state: WithApplications) => state.applications.current;
export const selectActiveApplicationEntry = createSelector(
  [selectActiveApplication, selectCurrentApplications],
  (active, current) => current.find((application) => application.id === active),
);
