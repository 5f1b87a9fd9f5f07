/**
 * Start-up (spec section 4), run before the first render: the access token from its cookie, a
 * refresh when it is expired or missing and the platform's marker says a refresh cookie exists
 * (the console never reads the refresh token itself), then the current user and applications (and,
 * beside them, whatever the caller starts once signed in).
 */
import type { AppStore } from '../app/store';
import { hasSessionMarker, readTokenCookie, removeTokenCookie } from '../session/cookies';
import { refreshSession } from '../session/refresh';
import { refreshableFound, tokensReceived } from '../session/sessionSlice';
import { listenToOtherTabs } from '../session/tabs';
import { isTokenExpired } from '../session/token';
import { loadUserContext } from './userContext';

type StoreLike = Pick<AppStore, 'dispatch' | 'getState'>;

export interface BootstrapOptions {
  /** Receives a failed load of user data and applications (spec section 8). */
  onError?: (error: unknown) => void;
  /**
   * Called once the tokens are known, before the current user and applications are asked for: what
   * needs only the token (the route's first list) starts beside them instead of after them.
   */
  onSignedIn?: () => void;
  now?: () => number;
}

/** Tokens only: cookie → state, refreshing when needed. Returns whether a session exists. */
export async function restoreTokens(store: StoreLike, now: number = Date.now()): Promise<boolean> {
  const token = readTokenCookie();
  if (token && !isTokenExpired(token, now)) {
    store.dispatch(tokensReceived({ token }));
    return true;
  }
  if (token) removeTokenCookie();
  // No marker: never signed in here, or signed out: no request, the login page it is.
  if (!hasSessionMarker()) return false;
  // Should the platform be out of reach now, the route guard tries once more.
  store.dispatch(refreshableFound());
  return (await refreshSession(store.dispatch, token)) !== null;
}

export async function bootstrapSession(store: StoreLike, options: BootstrapOptions = {}): Promise<void> {
  // Other tabs' refreshes and sign-outs reach this one from the start.
  listenToOtherTabs(store.dispatch);
  const signedIn = await restoreTokens(store, options.now?.() ?? Date.now());
  if (!signedIn) return;
  options.onSignedIn?.();
  try {
    await loadUserContext(store);
  } catch (error) {
    options.onError?.(error);
  }
}
