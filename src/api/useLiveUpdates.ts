/**
 * Mounted once in the signed-in layout: keeps the live-update stream open while a user is signed
 * in, turns its events into cache-tag invalidations (coalesced, so a batch of writes refetches a
 * list once), reconnects with the new token after a refresh, and stops on sign-out.
 */
import { useEffect, useRef } from 'react';
import { refreshSession } from '../session/refresh';
import { getRuntimeConfig } from '../session/runtimeConfig';
import { selectAccessToken } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { api } from './api';
import { connectLive, eventTags, type LiveConnection, type LiveEvent } from './live';
import type { ResourceTag } from './tags';

/** Events arriving within this window refetch each stale query once. */
export const COALESCE_MS = 100;

export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const token = useAppSelector(selectAccessToken);
  const signedIn = token !== null;
  const connection = useRef<LiveConnection | null>(null);
  const lastToken = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    let pending: ResourceTag[] = [];
    let flush: ReturnType<typeof setTimeout> | null = null;
    const onEvent = (event: LiveEvent) => {
      pending.push(...eventTags(event));
      flush ??= setTimeout(() => {
        const tags = pending;
        pending = [];
        flush = null;
        if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
      }, COALESCE_MS);
    };
    lastToken.current = selectAccessToken(store.getState());
    const live = connectLive({
      url: `${getRuntimeConfig().apiHost}/api/events`,
      token: () => selectAccessToken(store.getState()),
      refresh: (stale) => refreshSession(dispatch, stale),
      onEvent,
    });
    connection.current = live;
    return () => {
      live.stop();
      connection.current = null;
      if (flush) clearTimeout(flush);
    };
  }, [signedIn, dispatch, store]);

  // A refreshed token: the stream reopens with it (the old one would end at its expiry anyway).
  useEffect(() => {
    if (!token || token === lastToken.current) return;
    lastToken.current = token;
    connection.current?.reconnect();
  }, [token]);
}
