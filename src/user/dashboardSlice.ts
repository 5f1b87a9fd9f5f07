/**
 * Dashboard counters (spec section 4): fetched once, then the loaded flag keeps pages from
 * fetching again. Filled from the dashboard endpoint's fulfilled action, never copied by hand.
 */
import { createSlice } from '@reduxjs/toolkit';
import { dashboardApi } from '../api/special/dashboard';
import type { DashboardCounters } from '../../contract';

export interface DashboardState extends DashboardCounters {
  loaded: boolean;
}

export const initialDashboardState: DashboardState = { tenant: 0, company: 0, user: 0, loaded: false };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(dashboardApi.endpoints.getDashboard.matchFulfilled, (state, { payload }) => {
      state.tenant = payload.tenant ?? 0;
      state.company = payload.company ?? 0;
      state.user = payload.user ?? 0;
      state.loaded = true;
    });
  },
});

export const dashboardReducer = dashboardSlice.reducer;

type WithDashboard = { dashboard: DashboardState };
export const selectDashboard = (state: WithDashboard) => state.dashboard;
