import { BACKOFF_START_MS, connectLive, eventTags, SseParser, type LiveEvent, type LiveOptions } from './live';

describe('eventTags', () => {
  it('turns an event into the item tag and the list tag of its resource, and the audit trail lists', () => {
    expect(eventTags({ resource: 'companies', id: 'c-1', action: 'updated' })).toEqual([
      { type: 'Company', id: 'c-1' },
      { type: 'Company', id: 'LIST' },
      { type: 'AuditEntry', id: 'LIST' },
    ]);
    expect(eventTags({ resource: 'contract_versions', id: '7', action: 'created' })).toEqual([
      { type: 'ContractVersion', id: '7' },
      { type: 'ContractVersion', id: 'LIST' },
      { type: 'AuditEntry', id: 'LIST' },
    ]);
  });

  it('ignores resources the console does not know', () => {
    expect(eventTags({ resource: 'nothing_here', id: '1', action: 'deleted' })).toEqual([]);
  });
});

describe('SseParser', () => {
  it('reads events split across chunks, skips comments and unknown data, and sees the end', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 5000\n: connected\n\ndata: {"resource":"compa')).toEqual({ events: [], ended: false });
    expect(parser.push('nies","id":"u-1","action":"created"}\r\n\r\n: heartbeat\n\ndata: not json\n\n')).toEqual({
      events: [{ resource: 'companies', id: 'u-1', action: 'created' }],
      ended: false,
    });
    expect(parser.push('event: end\ndata: {"reason":"expired"}\n\n')).toEqual({ events: [], ended: true });
  });
});

/** A response body the test writes to and ends. */
function fakeStream() {
  const chunks: Array<{ done: boolean; value?: Uint8Array }> = [];
  let wake: (() => void) | null = null;
  const encoder = new TextEncoder();
  const put = (item: { done: boolean; value?: Uint8Array }) => {
    chunks.push(item);
    wake?.();
  };
  return {
    write: (text: string) => put({ done: false, value: encoder.encode(text) }),
    end: () => put({ done: true }),
    body: {
      getReader: () => ({
        read: async () => {
          while (chunks.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          return chunks.shift()!;
        },
        cancel: async () => undefined,
      }),
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(first: Array<number | 'network-error'> = [], overrides: Partial<LiveOptions> = {}) {
  let token: string | null = 'token-1';
  const streams: Array<ReturnType<typeof fakeStream>> = [];
  const answers = [...first];
  const requests: Array<{ authorization: string; signal: AbortSignal }> = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const events: LiveEvent[] = [];
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    requests.push({ authorization: headers.Authorization!, signal: init!.signal! });
    const answer = answers.shift() ?? 200;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const stream = fakeStream();
    streams.push(stream);
    return { status: answer, ok: answer === 200, body: stream.body } as unknown as Response;
  });
  const onResume = jest.fn();
  const live = connectLive({
    url: '/api/events',
    token: () => token,
    onResume,
    onEvent: (event) => events.push(event),
    fetch: fetchMock,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    ...overrides,
  });
  const fireTimer = async () => {
    const timer = timers.filter((t) => !t.cleared).at(-1)!;
    timer.cleared = true;
    timer.run();
    await flush();
  };
  return {
    live,
    streams,
    answers,
    requests,
    timers,
    events,
    onResume,
    fetchMock,
    fireTimer,
    setToken: (next: string | null) => (token = next),
  };
}

describe('connectLive', () => {
  it('waits as long as a refusal asks (429: too many streams) before trying again', async () => {
    const refused = { status: 429, ok: false, headers: new Headers({ 'Retry-After': '30' }), body: null };
    const t = setup([], { fetch: jest.fn(async () => refused as unknown as Response) });
    await flush();
    expect(t.timers.at(-1)!.ms).toBe(30_000);
    t.live.stop();
  });

  it('opens the stream with the bearer header and passes its events on', async () => {
    const t = setup();
    await flush();
    expect(t.requests[0]!.authorization).toBe('Bearer token-1');
    t.streams[0]!.write('data: {"resource":"companies","id":"c-1","action":"updated"}\n\n');
    await flush();
    expect(t.events).toEqual([{ resource: 'companies', id: 'c-1', action: 'updated' }]);
    expect(t.live.isOpen()).toBe(true);
    t.live.stop();
  });

  it('reconnects after a drop, waiting longer after each failure in a row, and from the start after an open', async () => {
    const t = setup();
    await flush();
    t.answers.push('network-error', 'network-error');
    t.streams[0]!.end();
    await flush();
    expect(t.timers.at(-1)!.ms).toBe(BACKOFF_START_MS);
    await t.fireTimer();
    expect(t.timers.at(-1)!.ms).toBe(BACKOFF_START_MS * 2);
    await t.fireTimer();
    expect(t.timers.at(-1)!.ms).toBe(BACKOFF_START_MS * 4);
    expect(t.onResume).not.toHaveBeenCalled();
    await t.fireTimer(); // opens
    expect(t.live.isOpen()).toBe(true);
    expect(t.onResume).toHaveBeenCalledTimes(1);
    t.streams.at(-1)!.end();
    await flush();
    expect(t.timers.at(-1)!.ms).toBe(BACKOFF_START_MS);
    expect(t.fetchMock).toHaveBeenCalledTimes(4);
    t.live.stop();
  });

  it('after a 401 waits for the renewed token (never retrying with the expired one), then catches up', async () => {
    const t = setup([401]);
    await flush();
    expect(t.timers).toHaveLength(0);
    expect(t.live.isOpen()).toBe(false);
    t.setToken('token-2');
    t.live.reconnect();
    await t.fireTimer();
    expect(t.requests.map((r) => r.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(t.live.isOpen()).toBe(true);
    expect(t.onResume).toHaveBeenCalledTimes(1);
    t.live.stop();
  });

  it('reconnects at once when the server ends the stream (token expiry)', async () => {
    const t = setup();
    await flush();
    t.streams[0]!.write('event: end\ndata: {"reason":"expired"}\n\n');
    await flush();
    expect(t.timers.at(-1)!.ms).toBe(0);
    await t.fireTimer();
    expect(t.fetchMock).toHaveBeenCalledTimes(2);
    t.live.stop();
  });

  it('reopens with a refreshed token, and not again for the token it already uses', async () => {
    const t = setup();
    await flush();
    t.live.reconnect();
    expect(t.timers).toHaveLength(0);
    t.setToken('token-3');
    t.live.reconnect();
    expect(t.requests[0]!.signal.aborted).toBe(true);
    await t.fireTimer();
    expect(t.requests.at(-1)!.authorization).toBe('Bearer token-3');
    // Switched while open: nothing was missed.
    expect(t.onResume).not.toHaveBeenCalled();
    t.live.stop();
  });

  it('stops for good: the stream is aborted and no retry runs', async () => {
    const t = setup();
    await flush();
    t.answers.push('network-error');
    t.streams[0]!.end();
    await flush();
    t.live.stop();
    expect(t.requests[0]!.signal.aborted).toBe(true);
    expect(t.timers.every((timer) => timer.cleared)).toBe(true);
    t.timers.at(-1)!.run();
    t.live.reconnect();
    await flush();
    expect(t.fetchMock).toHaveBeenCalledTimes(1);
  });
});
