import { act, waitFor } from '@testing-library/react';
import { initialSessionState, tokensCleared, tokensReceived } from '../session/sessionSlice';
import { makeStore } from '../app/store';
import { makeAccessToken } from '../testing/tokens';
import { renderWithProviders } from '../testing/renderWithProviders';
import { api } from './api';
import { useLiveUpdates } from './useLiveUpdates';

function Live() {
  useLiveUpdates();
  return null;
}

/** A fake fetch whose /api/events answers are streams the test writes to. */
function installEventStreams() {
  const opened: Array<{ authorization: string; signal: AbortSignal; write: (text: string) => void }> = [];
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const encoder = new TextEncoder();
    const queue: Uint8Array[] = [];
    let wake: (() => void) | null = null;
    const signal = init!.signal!;
    opened.push({
      authorization: (init!.headers as Record<string, string>).Authorization!,
      signal,
      write: (text) => {
        queue.push(encoder.encode(text));
        wake?.();
      },
    });
    signal.addEventListener('abort', () => wake?.());
    const reader = {
      read: async () => {
        while (queue.length === 0 && !signal.aborted) await new Promise<void>((resolve) => (wake = resolve));
        return signal.aborted ? { done: true } : { done: false, value: queue.shift() };
      },
      cancel: async () => undefined,
    };
    return { status: 200, ok: true, body: { getReader: () => reader } } as unknown as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { opened, fetchMock };
}

describe('useLiveUpdates', () => {
  const signedIn = () => ({
    session: { ...initialSessionState, accessToken: makeAccessToken({ roles: ['ROLE_TENANT_ADMIN'] }) },
  });

  it('invalidates the tags of each event, reopens with a refreshed token and stops on sign-out', async () => {
    const { opened } = installEventStreams();
    const store = makeStore(signedIn());
    const dispatch = jest.spyOn(store, 'dispatch');
    const invalidations = () =>
      dispatch.mock.calls.map(([action]) => action).filter((action) => api.util.invalidateTags.match(action));
    renderWithProviders(<Live />, { store });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.authorization).toMatch(/^Bearer /);

    act(() => {
      opened[0]!.write('data: {"resource":"companies","id":"c-1","action":"updated"}\n\n');
      opened[0]!.write('data: {"resource":"companies","id":"c-2","action":"created"}\n\n');
    });
    // Both events within the coalescing window: one invalidation.
    await waitFor(() => expect(invalidations()).toHaveLength(1));
    expect(invalidations()[0]!.payload).toEqual([
      // Each change is one more audit entry too: the audit lists are stale.
      { type: 'Company', id: 'c-1' },
      { type: 'Company', id: 'LIST' },
      { type: 'AuditEntry', id: 'LIST' },
      { type: 'Company', id: 'c-2' },
      { type: 'Company', id: 'LIST' },
      { type: 'AuditEntry', id: 'LIST' },
    ]);

    const fresh = makeAccessToken({ roles: ['ROLE_TENANT_ADMIN'], expiresIn: 1800 });
    act(() => {
      store.dispatch(tokensReceived({ token: fresh }));
    });
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[0]!.signal.aborted).toBe(true);
    expect(opened[1]!.authorization).toBe(`Bearer ${fresh}`);

    act(() => {
      store.dispatch(tokensCleared());
    });
    expect(opened[1]!.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toHaveLength(2);
  });

  it('opens nothing while signed out', async () => {
    const { fetchMock } = installEventStreams();
    renderWithProviders(<Live />, { preloadedState: { session: initialSessionState } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
