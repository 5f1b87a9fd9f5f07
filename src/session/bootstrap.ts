/**
 * Start-up (spec section 4), run before the first render: tokens from cookies, a refresh when the
 * access token is expired or missing, then the current user and applications.
 */
import { useEffect, useState } from 'react';
import type { AppStore } from '../app/store';
import { useAppStore } from '../app/hooks';
import { readTokenCookies, removeTokenCookie } from './cookies';
import { refreshSession } from './refresh';
import { selectAccessToken, selectRefreshToken, tokensReceived } from './sessionSlice';
import { isTokenExpired } from './token';
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

/** Route guard 1 helper: refresh when signed out but a refresh token is held. */
export async function ensureSession(store: StoreLike): Promise<boolean> {
  const state = store.getState();
  if (selectAccessToken(state)) return true;
  const refreshToken = selectRefreshToken(state) ?? readTokenCookies().refreshToken;
  if (!refreshToken) return false;
  return (await refreshSession(store.dispatch, refreshToken)) !== null;
}

// One start-up per store, even when React runs effects twice in strict mode.
const started = new WeakMap<object, Promise<void>>();

export function useBootstrap(options: BootstrapOptions = {}): { ready: boolean; error: unknown } {
  const store = useAppStore();
  const [status, setStatus] = useState<{ ready: boolean; error: unknown }>({ ready: false, error: undefined });
  const { onError } = options;
  useEffect(() => {
    let active = true;
    let failure: unknown;
    const run =
      started.get(store) ??
      bootstrapSession(store, {
        ...options,
        onError: (error) => {
          failure = error;
          onError?.(error);
        },
      });
    started.set(store, run);
    void run.then(() => {
      if (active) setStatus({ ready: true, error: failure });
    });
    return () => {
      active = false;
    };
    // Start-up runs once per store; later option changes do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return status;
}
