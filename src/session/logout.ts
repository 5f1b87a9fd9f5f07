/** Sign-in and sign-out flows (spec section 4): both are full-page redirects. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import { invalidateRefreshToken } from './tokenCalls';
import { localisedPath } from '../i18n/paths';
import { clearAllCookies } from './cookies';
import { INACTIVE_ACCOUNT_STATE } from './logoutReason';
import { dropAllDrafts } from './drafts';
import { browserNavigation } from './navigation';
import { getRuntimeConfig } from './runtimeConfig';
import { selectAccessToken, selectUiLanguage, tokensCleared, type SessionState } from './sessionSlice';
import { tellOtherTabs } from './tabs';

export const LOGOUT_SUCCESS_PATH = '/logout_success';

export { INACTIVE_ACCOUNT_STATE };

export function logoutUrl(lang: string, reason?: typeof INACTIVE_ACCOUNT_STATE): string {
  const { realmUrl, clientId } = getRuntimeConfig();
  const back = `${browserNavigation.origin()}${localisedPath(LOGOUT_SUCCESS_PATH, lang)}`;
  const state = reason ? `&state=${reason}` : '';
  return `${realmUrl}/protocol/openid-connect/logout?post_logout_redirect_uri=${encodeURIComponent(back)}&client_id=${encodeURIComponent(clientId)}${state}`;
}

// Parallel 460 answers must not start several logouts (and several redirects).
let loggingOut = false;

export const logout = createAsyncThunk<
  void,
  { reason?: typeof INACTIVE_ACCOUNT_STATE } | void,
  { state: { session: SessionState } }
>('session/logout', async (options, { getState, dispatch }) => {
  if (loggingOut) return;
  loggingOut = true;
  try {
    const state = getState();
    await invalidateRefreshToken(selectAccessToken(state));
    clearAllCookies();
    dropAllDrafts();
    dispatch(tokensCleared());
    tellOtherTabs({ type: 'signedOut' });
    browserNavigation.assign(logoutUrl(selectUiLanguage(state), options?.reason));
  } finally {
    loggingOut = false;
  }
});
