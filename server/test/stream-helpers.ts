import assert from 'node:assert/strict';

/** A live-update event as the stream writes it. */
export interface StreamEvent {
  resource: string;
  id: string;
  action: string;
}

/**
 * An open `GET /api/events` stream over real HTTP (inject() waits for an answer's end, a stream
 * has none): its events, comments and `end` reasons so far, and waits for what comes next.
 */
export async function openEventStream(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  /** The reasons of `end` events (the data, as sent). */
  const ends: string[] = [];
  let ended = false;
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          comments.push(...lines.filter((line) => line.startsWith(':')));
          if (lines.includes('event: end')) ends.push(data ?? '');
          else if (data) events.push(JSON.parse(data) as StreamEvent);
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // aborted
    }
    ended = true;
    waiters.forEach((wake) => wake());
  })();
  /** Resolves once `done()` holds (with how long it took, in ms), rejects after `ms`. */
  const until = (done: () => boolean, what: string, ms = 3000) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(performance.now() - started);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    events,
    comments,
    ends,
    isEnded: () => ended,
    until,
    /** Waits for an event of this resource and id (and action, if named). */
    event: (resource: string, id: string, action?: string, ms?: number) =>
      until(
        () => events.some((e) => e.resource === resource && e.id === id && (!action || e.action === action)),
        `${action ?? 'an event of'} ${resource}/${id}`,
        ms,
      ),
    /** The end's reason once the server ended the stream within `ms`, else null. */
    async endReason(ms = 1000): Promise<string | null> {
      try {
        await until(() => ended, 'the end', ms);
      } catch {
        return null;
      }
      const reason = ends[0];
      return reason ? (JSON.parse(reason) as { reason: string }).reason : 'closed without a reason';
    },
    close: () => controller.abort(),
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
