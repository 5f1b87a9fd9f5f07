/**
 * Token refresh shared by the start-up flow, the route guard and the base query. One refresh at a
 * time: every caller arriving while a refresh runs waits for that same promise (refresh tokens
 * are single use, so a second parallel refresh would fail and could revoke the whole chain).
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { requestTokenRefresh } from './tokenCalls';
import { clearTokenCookies, writeTokenCookies } from './cookies';
import { tokensCleared, tokensReceived } from './sessionSlice';

let inFlight: Promise<string | null> | null = null;

async function refresh(dispatch: Dispatch, refreshToken: string): Promise<string | null> {
  const pair = await requestTokenRefresh(refreshToken);
  if (!pair) {
    clearTokenCookies();
    dispatch(tokensCleared());
    return null;
  }
  writeTokenCookies(pair.token, pair.refresh_token);
  dispatch(tokensReceived({ token: pair.token, refreshToken: pair.refresh_token }));
  return pair.token;
}

/** Resolves to the new access token, or null when the refresh failed (tokens are then cleared). */
export function refreshSession(dispatch: Dispatch, refreshToken: string): Promise<string | null> {
  inFlight ??= refresh(dispatch, refreshToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
