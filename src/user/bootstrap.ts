/**
 * Start-up (spec section 4), run before the first render: tokens from cookies, a refresh when the
 * access token is expired or missing, then the current user and applications.
 */
import type { AppStore } from '../app/store';
import { readTokenCookies, removeTokenCookie } from '../session/cookies';
import { refreshSession } from '../session/refresh';
import { tokensReceived } from '../session/sessionSlice';
import { isTokenExpired } from '../session/token';
import { loadUserContext } from './userContext';

type StoreLike = Pick<AppStore, 'dispatch' | 'getState'>;

export interface BootstrapOptions {
  /** Receives a failed load of user data and applications (spec section 8). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

/** Tokens only: cookie → state, refreshing when needed. Returns whether a session exists. */
export async function restoreTokens(store: StoreLike, now: number = Date.now()): Promise<boolean> {
  const { token, refreshToken } = readTokenCookies();
  if (token && !isTokenExpired(token, now)) {
    store.dispatch(tokensReceived({ token, refreshToken }));
    return true;
  }
  if (token) removeTokenCookie();
  if (!refreshToken) return false;
  return (await refreshSession(store.dispatch, refreshToken)) !== null;
}

export async function bootstrapSession(store: StoreLike, options: BootstrapOptions = {}): Promise<void> {
  const signedIn = await restoreTokens(store, options.now?.() ?? Date.now());
  if (!signedIn) return;
  try {
    await loadUserContext(store);
  } catch (error) {
    options.onError?.(error);
  }
}
