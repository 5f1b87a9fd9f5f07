/**
 * Mounted once in the signed-in layout: keeps the live-update stream open while a user is signed
 * in, turns its events into cache-tag invalidations (coalesced, so a batch of writes refetches a
 * list once), reopens with the new token after a refresh (refetching what is on screen when events
 * may have been missed meanwhile), and stops on sign-out.
 */
import { useEffect, useRef } from 'react';
import { callPath, RESOURCES } from '../../contract';
import { getRuntimeConfig } from '../session/runtimeConfig';
import { selectAccessToken } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { api } from './api';
import { connectLive, eventTags, type LiveConnection, type LiveEvent } from './live';
import type { ResourceTag } from './tags';

/** Every resource's tags (not the dashboard's counters, fetched once, nor the current user). */
const RESOURCE_TYPES = Object.values(RESOURCES).map((resource) => resource.type);

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
      url: `${getRuntimeConfig().apiHost}/api/${callPath('events')}`,
      token: () => selectAccessToken(store.getState()),
      onEvent,
      // Events were missed while the stream was down: whatever is on screen is fetched again.
      onResume: () => dispatch(api.util.invalidateTags(RESOURCE_TYPES)),
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
