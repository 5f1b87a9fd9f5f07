/**
 * Session state (spec section 3): the two tokens, the interface language and the locale map.
 * Tokens also live in cookies (see cookies.ts); this slice is what requests read.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isLocaleCode, localeEntries, type LocaleEntry } from '../i18n/locales';
import { rolesOfToken, userNameOfToken } from './token';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  uiLanguage: string;
  languages: Record<string, LocaleEntry>;
}

export const initialSessionState: SessionState = {
  accessToken: null,
  refreshToken: null,
  uiLanguage: DEFAULT_LOCALE,
  languages: localeEntries(),
};

export interface TokensPayload {
  token: string;
  refreshToken: string | null;
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokensReceived(state, action: PayloadAction<TokensPayload>) {
      state.accessToken = action.payload.token;
      state.refreshToken = action.payload.refreshToken;
    },
    tokensCleared(state) {
      state.accessToken = null;
      state.refreshToken = null;
    },
    uiLanguageChanged(state, action: PayloadAction<string>) {
      // An unknown code would break routing and formatting; English is the safe default.
      state.uiLanguage = isLocaleCode(action.payload) ? action.payload : DEFAULT_LOCALE;
    },
  },
});

export const { tokensReceived, tokensCleared, uiLanguageChanged } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Selectors take the smallest state they need so the API layer can use them without the store type. */
type WithSession = { session: SessionState };

export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectRefreshToken = (state: WithSession) => state.session.refreshToken;
export const selectIsAuthenticated = (state: WithSession) => state.session.accessToken !== null;
export const selectUiLanguage = (state: WithSession) => state.session.uiLanguage;
export const selectRoles = createSelector([selectAccessToken], (token) => rolesOfToken(token));
export const selectUserName = createSelector([selectAccessToken], (token) => userNameOfToken(token));
