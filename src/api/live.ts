/**
 * Live updates: the platform's `GET /api/events` stream (server-sent events) read with fetch, so
 * the bearer token travels in a header, never in a URL (docs/decisions.md "Live updates"). Each
 * event `{ resource, id, action }` becomes the cache tags a write of that item invalidates, so an
 * open list or item refreshes when a colleague (or another tab) changes a row.
 * The connection reconnects with backoff after a drop and at once when the session's token changes,
 * and stops for good on stop() (sign-out). It never refreshes the token itself: a stream must not
 * keep an idle session alive (or end a revoked one behind a form being typed in); after a 401 it
 * waits until the console's next request renews the token, and then catches up (onResume).
 */
import { RESOURCES, type LiveEvent } from '../../contract';
import { invalidatesItem, invalidatesList, type ResourceTag } from './tags';

export type { LiveEvent };

const TYPE_OF_PATH = new Map<string, string>(
  Object.values(RESOURCES).map((resource) => [resource.path, resource.type]),
);

/**
 * Every write through the API appends to the audit trail, which the platform does not announce on
 * its own: a change of any record makes the trail's lists (the audit screen, a History tab) stale.
 */
const AUDIT_TRAIL = invalidatesList(RESOURCES.auditEntries.type);

/**
 * The tags a change of this item makes stale: the item and every list of its resource, and the
 * audit trail's lists; none for an unknown resource.
 */
export function eventTags(event: LiveEvent): ResourceTag[] {
  const type = TYPE_OF_PATH.get(event.resource);
  return type ? [...invalidatesItem(type, String(event.id)), ...AUDIT_TRAIL] : [];
}

function isLiveEvent(value: unknown): value is LiveEvent {
  const event = value as Partial<LiveEvent> | null;
  return typeof event?.resource === 'string' && (typeof event.id === 'string' || typeof event.id === 'number');
}

/** Server-sent-event blocks from text chunks as they arrive: `data:` of default events, and `event: end`. */
export class SseParser {
  private buffer = '';

  push(chunk: string): { events: LiveEvent[]; ended: boolean } {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: LiveEvent[] = [];
    let ended = false;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const lines = this.buffer.slice(0, end).split('\n');
      this.buffer = this.buffer.slice(end + 2);
      const kind =
        lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (kind === 'end') ended = true;
      else if (kind === 'message' && data) {
        try {
          const parsed: unknown = JSON.parse(data);
          if (isLiveEvent(parsed)) events.push(parsed);
        } catch {
          // Not ours: ignored.
        }
      }
    }
    return { events, ended };
  }
}

/** A refusal's `Retry-After` in ms (seconds only; a date or nothing: 0). */
export function retryAfterMs(response: Pick<Response, 'headers'>): number {
  const seconds = Number(response.headers?.get('retry-after') ?? '');
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : 0;
}

export const BACKOFF_START_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

export interface LiveOptions {
  url: string;
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** A stream opened again after one was lost: events in between were missed. */
  onResume?: () => void;
  fetch?: typeof fetch;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface LiveConnection {
  /** Drops the current stream and opens a new one at once, when the token differs from the stream's (a renewed token). */
  reconnect(): void;
  stop(): void;
  /** Whether a stream is open now (for tests and an indicator). */
  isOpen(): boolean;
}

/** Opens the stream and keeps it open until stop(). */
export function connectLive(options: LiveOptions): LiveConnection {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let open = false;
  let delay = BACKOFF_START_MS;
  let controller: AbortController | null = null;
  let timer: unknown = null;
  let generation = 0;
  let usedToken: string | null = null;
  /** A stream was lost (ended, dropped, refused) since the last open one. */
  let lost = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void run();
    }, ms);
  };
  /** After a drop: wait, longer each time in a row (and at least `atLeastMs`), then try again. */
  const retryLater = (atLeastMs = 0) => {
    const wait = Math.max(delay, atLeastMs);
    delay = Math.min(delay * 2, BACKOFF_MAX_MS);
    schedule(wait);
  };

  async function run(): Promise<void> {
    if (stopped) return;
    const mine = (generation += 1);
    const token = options.token();
    if (!token) return; // Signed out meanwhile: a new token comes with reconnect().
    usedToken = token;
    controller?.abort();
    controller = new AbortController();
    try {
      const response = await doFetch(options.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: controller.signal,
        cache: 'no-store',
        // Below the screen's own requests: a stream open for the whole session is never what a
        // page waits for (nor counted so by Lighthouse, which waits for high-priority requests).
        priority: 'low',
      });
      if (mine !== generation || stopped) return;
      if (!response.ok || !response.body) {
        lost = true;
        // 401: the token expired; reconnect() brings the renewed one. 429 (too many streams) and
        // 503 wait as long as the server asks. Anything else: try again later.
        return response.status === 401 ? undefined : retryLater(retryAfterMs(response));
      }
      open = true;
      delay = BACKOFF_START_MS;
      if (lost) options.onResume?.();
      lost = false;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      let ended = false;
      while (!ended) {
        const { done, value } = await reader.read();
        if (done || mine !== generation) break;
        const read = parser.push(decoder.decode(value, { stream: true }));
        read.events.forEach(options.onEvent);
        ended = read.ended;
      }
      open = false;
      if (mine !== generation) return;
      lost = true;
      void reader.cancel().catch(() => undefined);
      // Ended by the server (token expired, shutdown): again at once; a drop: later.
      if (ended) schedule(0);
      else retryLater();
    } catch {
      if (mine !== generation) return;
      open = false;
      lost = true;
      retryLater();
    }
  }

  void run();
  return {
    reconnect() {
      if (stopped || options.token() === usedToken) return;
      delay = BACKOFF_START_MS;
      generation += 1;
      open = false;
      controller?.abort();
      schedule(0);
    },
    stop() {
      stopped = true;
      generation += 1;
      open = false;
      if (timer !== null) clearTimer(timer);
      controller?.abort();
    },
    isOpen: () => open,
  };
}
