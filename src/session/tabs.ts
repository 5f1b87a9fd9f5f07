/**
 * Every open tab of the console shares one session. Web Locks let one tab at a time refresh it;
 * a BroadcastChannel hands the new access token (and a sign-out) to every other tab, so they do
 * not refresh on their own. Where a browser has neither, each tab refreshes by itself and the
 * platform's grace window answers racing refreshes with the same pair. Messages never carry a
 * refresh token: the console has none.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { tokensCleared, tokensReceived } from './sessionSlice';
import { isTokenExpired } from './token';

export const REFRESH_LOCK = 'contract-console-refresh';
export const SESSION_CHANNEL = 'contract-console-session';

export type TabMessage = { type: 'tokens'; token: string } | { type: 'signedOut' };

let channel: BroadcastChannel | null = null;

function sessionChannel(): BroadcastChannel | null {
  if (!channel && typeof BroadcastChannel === 'function') channel = new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

export function tellOtherTabs(message: TabMessage): void {
  sessionChannel()?.postMessage(message);
}

function isTabMessage(data: unknown): data is TabMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<Record<string, unknown>>;
  return message.type === 'signedOut' || (message.type === 'tokens' && typeof message.token === 'string');
}

/** Takes in what other tabs announce; returns the unsubscribe. */
export function listenToOtherTabs(dispatch: Dispatch): () => void {
  const tabs = sessionChannel();
  if (!tabs) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = event.data;
    if (!isTabMessage(message)) return;
    if (message.type === 'signedOut') dispatch(tokensCleared());
    else if (!isTokenExpired(message.token)) dispatch(tokensReceived({ token: message.token }));
  };
  tabs.addEventListener('message', onMessage);
  return () => tabs.removeEventListener('message', onMessage);
}

/** Runs the task holding the refresh lock of all the console's tabs, or at once without Web Locks. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return task();
  // The lock is held until the task's promise settles, which is what the callback returns.
  return new Promise<T>((resolve, reject) => {
    locks.request(REFRESH_LOCK, () => task().then(resolve, reject)).catch(reject);
  });
}
