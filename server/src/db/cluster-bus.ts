import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The cluster bus (docs/architecture.md "A cluster"): what one instance tells the others that share
 * its PostgreSQL database, over LISTEN/NOTIFY on one channel, one listening connection per instance.
 *
 * - `changed`: this instance committed a write. Every instance's read caches (list totals, callers
 *   and sessions, template titles) forget what they kept (write-tracker.ts). The writing instance
 *   sends it after the commit and waits for its own notification to come back before the write
 *   returns, so by the time the writing request answers, the database has handed the news to every
 *   listener: a client that then asks another instance is answered from the database.
 * - `event`: a live update `{ resource, id, action }` (http/events.ts); each instance chooses the
 *   audience among its own streams. A delete carries the row as it was, which the others' audience
 *   check reads in place of the table (stream-hub.ts).
 * - `sessions`: sessions were revoked; their event streams end at once wherever they are.
 *
 * Payloads are small JSON (PostgreSQL caps them at 8,000 bytes; a delete whose row does not fit is
 * announced without it and reaches only the streams of the writing instance). A dropped listening
 * connection reconnects with backoff; while it is down nothing is kept by the read caches and
 * writes do not wait for their echo. SQLite has no bus: one process per file is the supported
 * deployment there, and its read caches watch the file's data version.
 */

export const CHANNEL = 'contract_console_cluster';
const PAYLOAD_MAX = 7900;
/** How long a write waits for its own `changed` to come back before going on without it. */
const ECHO_TIMEOUT_MS = 500;
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

export type ClusterMessage =
  | { kind: 'changed' }
  | { kind: 'event'; resource: string; id: string; action: 'created' | 'updated' | 'deleted'; row?: object }
  | { kind: 'sessions'; ids: string[] };

type Wire = ClusterMessage & { from: string; seq: number };

export interface ClusterBus {
  /** This instance's id on the bus. */
  readonly instance: string;
  /** Whether the listening connection is up (read caches keep nothing while it is not). */
  readonly listening: boolean;
  /** Tells the others that this instance committed a write; resolves once the news is out (or after a bound). */
  changed(): Promise<void>;
  /** Sends a message to the other instances (not to this one). */
  send(message: Exclude<ClusterMessage, { kind: 'changed' }>): Promise<void>;
  /** Takes the messages of the other instances. */
  onMessage(handler: (message: ClusterMessage) => void): void;
  /** Runs when the listening connection drops and when it is back (what was kept may be stale). */
  onGap(handler: () => void): void;
  close(): Promise<void>;
}

export function clusterBus(config: pg.ClientConfig): ClusterBus {
  const instance = randomUUID();
  const handlers: ((message: ClusterMessage) => void)[] = [];
  const gapHandlers: (() => void)[] = [];
  const echoes = new Map<number, () => void>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let seq = 0;
  let retry = RECONNECT_MIN_MS;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** The `changed` of this turn of the event loop, shared by the writes that commit in it. */
  let pendingChange: Promise<void> | null = null;

  const gap = () => gapHandlers.forEach((handler) => handler());

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client(config);
    next.on('error', () => undefined); // 'end' follows and reconnects
    next.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      let wire: Wire;
      try {
        wire = JSON.parse(notification.payload) as Wire;
      } catch {
        return;
      }
      if (wire.from === instance) {
        echoes.get(wire.seq)?.();
        echoes.delete(wire.seq);
        return;
      }
      const { from: _from, seq: _seq, ...message } = wire;
      for (const handler of handlers) handler(message as ClusterMessage);
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      listening = false;
      for (const resolve of echoes.values()) resolve();
      echoes.clear();
      gap();
      schedule();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch {
      await next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listening = true;
    retry = RECONNECT_MIN_MS;
    // Whatever others wrote while nobody listened is unknown: forget what was kept.
    gap();
  }

  function schedule(): void {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, retry).unref();
    retry = Math.min(retry * 2, RECONNECT_MAX_MS);
  }

  async function notify(message: ClusterMessage, awaitEcho: boolean): Promise<void> {
    const current = client;
    if (!current || !listening) return;
    seq += 1;
    const wire: Wire = { ...message, from: instance, seq };
    let payload = JSON.stringify(wire);
    if (payload.length > PAYLOAD_MAX && message.kind === 'event' && message.row) {
      const { row: _row, ...withoutRow } = wire as Wire & { row?: object };
      payload = JSON.stringify(withoutRow);
    }
    if (payload.length > PAYLOAD_MAX) return;
    const echoed = awaitEcho
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            echoes.delete(wire.seq);
            resolve();
          }, ECHO_TIMEOUT_MS).unref();
          echoes.set(wire.seq, () => {
            clearTimeout(timer);
            resolve();
          });
        })
      : Promise.resolve();
    try {
      await current.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    } catch {
      echoes.get(wire.seq)?.();
      echoes.delete(wire.seq);
    }
    await echoed;
  }

  void connect();

  return {
    instance,
    get listening() {
      return listening;
    },
    changed() {
      pendingChange ??= new Promise<void>((resolve) => {
        // Every write that commits in this turn shares the one notification sent after it.
        setImmediate(() => {
          pendingChange = null;
          void notify({ kind: 'changed' }, true).then(resolve, resolve);
        });
      });
      return pendingChange;
    },
    send: (message) => notify(message, false),
    onMessage: (handler) => void handlers.push(handler),
    onGap: (handler) => void gapHandlers.push(handler),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      listening = false;
      const current = client;
      client = null;
      for (const resolve of echoes.values()) resolve();
      echoes.clear();
      await current?.end().catch(() => undefined);
    },
  };
}
