/**
 * Start-up load of the current user with the applications (spec sections 4 and 7): applies the
 * active-application rule and the user's locale, and logs out an account with no activity.
 */
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { applicationsApi } from '../api/special/applications';
import { currentUserApi } from '../api/special/currentUser';
import { isLocaleCode } from '../i18n/locales';
import { applicationsResolved } from './applicationsSlice';
import { INACTIVE_ACCOUNT_STATE, logout } from '../session/logout';
import { selectUserName, uiLanguageChanged, type SessionState } from '../session/sessionSlice';

type SessionStore = {
  dispatch: ThunkDispatch<{ session: SessionState }, unknown, UnknownAction> & Dispatch;
  getState: () => { session: SessionState };
};

/** Resolves when user and applications are in; rejects with the request error otherwise. */
export async function loadUserContext(store: SessionStore): Promise<void> {
  const userName = selectUserName(store.getState());
  if (!userName) return;
  const userRequest = store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate(userName));
  const currentRequest = store.dispatch(applicationsApi.endpoints.getCurrentApplications.initiate());
  const allRequest = store.dispatch(applicationsApi.endpoints.getApplications.initiate());
  try {
    const [user, current] = await Promise.all([userRequest.unwrap(), currentRequest.unwrap(), allRequest.unwrap()]);
    if (user && user.activity === false) {
      await store.dispatch(logout({ reason: INACTIVE_ACCOUNT_STATE }));
      return;
    }
    if (user?.locale && isLocaleCode(user.locale)) store.dispatch(uiLanguageChanged(user.locale));
    store.dispatch(applicationsResolved({ user, current }));
  } finally {
    // The cache keeps the data for the hooks that subscribe when the pages render.
    userRequest.unsubscribe();
    currentRequest.unsubscribe();
    allRequest.unsubscribe();
  }
}
