/**
 * Session state (spec section 3): the access token, whether a refresh may renew it, whether the
 * platform ended the session, the interface language and the locale map. The refresh token is
 * not here: it lives in an HttpOnly cookie the console never reads (cookies.ts).
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isLocaleCode, localeEntries, type LocaleEntry } from '../i18n/locales';
import { rolesOfToken, userNameOfToken } from './token';

export interface SessionState {
  accessToken: string | null;
  /** A refresh may succeed: the platform set its refresh cookie (it says so with a readable marker). */
  refreshable: boolean;
  /**
   * The platform refused to renew the session (revoked, expired): the user is sent through sign-in
   * and back, and open forms keep what was typed. False after a deliberate sign-out.
   */
  ended: boolean;
  uiLanguage: string;
  languages: Record<string, LocaleEntry>;
}

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshable: false,
  ended: false,
  uiLanguage: DEFAULT_LOCALE,
  languages: localeEntries(),
};

export interface TokensPayload {
  token: string;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokensReceived(state, action: PayloadAction<TokensPayload>) {
      state.accessToken = action.payload.token;
      state.refreshable = true;
      state.ended = false;
    },
    /** Start-up found the platform's marker but no usable access token: a refresh is worth trying. */
    refreshableFound(state) {
      state.refreshable = true;
    },
    /** A deliberate sign-out (here or in another tab). */
    tokensCleared(state) {
      state.accessToken = null;
      state.refreshable = false;
      state.ended = false;
    },
    /** The platform refused the refresh: the session is over, not by the user's choice. */
    sessionEnded(state) {
      state.accessToken = null;
      state.refreshable = false;
      state.ended = true;
    },
    uiLanguageChanged(state, action: PayloadAction<string>) {
      // An unknown code would break routing and formatting; English is the safe default.
      state.uiLanguage = isLocaleCode(action.payload) ? action.payload : DEFAULT_LOCALE;
    },
  },
});

export const { tokensReceived, refreshableFound, tokensCleared, sessionEnded, uiLanguageChanged } =
  sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Selectors take the smallest state they need so the API layer can use them without the store type. */
type WithSession = { session: SessionState };

export const selectAccessToken = (state: WithSession) => state.session.accessToken;
const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role, index) => role === b[index]);
export const selectRefreshable = (state: WithSession) => state.session.refreshable;
export const selectSessionEnded = (state: WithSession) => state.session.ended;
export const selectIsAuthenticated = (state: WithSession) => state.session.accessToken !== null;
export const selectUiLanguage = (state: WithSession) => state.session.uiLanguage;
/**
 * The roles of the token, the same array for as long as they are the same: a renewed token (every
 * few minutes) must not make every role-derived column, menu and form field anew, which reset
 * what a user was typing into a list's search.
 */
export const selectRoles = createSelector([selectAccessToken], (token) => rolesOfToken(token), {
  memoizeOptions: { resultEqualityCheck: sameRoles },
});
export const selectUserName = createSelector([selectAccessToken], (token) => userNameOfToken(token));
