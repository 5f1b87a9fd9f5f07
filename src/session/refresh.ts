/**
 * Token refresh shared by the start-up flow, the route guard, the base query and uploads. One
 * refresh at a time in a tab (every caller arriving meanwhile waits for the same promise) and
 * across tabs (the Web Lock of tabs.ts): refresh tokens are single use, so needless parallel
 * refreshes would only lean on the platform's grace window.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { clearTokenCookies, readTokenCookie, writeTokenCookie } from './cookies';
import { selectAccessToken, selectRefreshable, sessionEnded, tokensReceived, type SessionState } from './sessionSlice';
import { tellOtherTabs, withRefreshLock } from './tabs';
import { isTokenExpired } from './token';
import { requestTokenRefresh } from './tokenCalls';

/** A token this close to its expiry is not worth adopting from another tab. */
const ADOPT_MARGIN_MS = 5_000;

let inFlight: Promise<string | null> | null = null;

async function renew(dispatch: Dispatch, staleToken: string | null): Promise<string | null> {
  // The tab that held the lock before may have refreshed already: its token is in the shared cookie.
  const shared = readTokenCookie();
  if (shared && shared !== staleToken && !isTokenExpired(shared, Date.now() + ADOPT_MARGIN_MS)) {
    dispatch(tokensReceived({ token: shared }));
    return shared;
  }
  const answer = await requestTokenRefresh();
  // No answer is not a refusal: the session may be fine, the user stays where they are.
  if (answer === 'unreachable') return null;
  if (answer === 'refused') {
    clearTokenCookies();
    dispatch(sessionEnded());
    return null;
  }
  writeTokenCookie(answer.token);
  dispatch(tokensReceived({ token: answer.token }));
  tellOtherTabs({ type: 'tokens', token: answer.token });
  return answer.token;
}

/**
 * Resolves to a new access token, or null when none could be had (a refusal also ends the
 * session). `staleToken` is the token the caller found wanting; a different, fresh one in the
 * shared cookie is taken instead of refreshing again.
 */
export function refreshSession(dispatch: Dispatch, staleToken: string | null): Promise<string | null> {
  inFlight ??= withRefreshLock(() => renew(dispatch, staleToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * After a 401: the token to send the request again with — one that arrived while it was on the
 * wire (another request's refresh, another tab), else a refreshed one — or null.
 */
export function tokenAfterUnauthorized(
  state: { session: SessionState },
  dispatch: Dispatch,
  sentWith: string | null,
): Promise<string | null> {
  const current = selectAccessToken(state);
  if (current && current !== sentWith) return Promise.resolve(current);
  // Never signed in (or signed out): nothing to renew, the 401 stands.
  if (!selectRefreshable(state)) return Promise.resolve(null);
  return refreshSession(dispatch, sentWith);
}
