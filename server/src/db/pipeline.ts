import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { PREPARED_PER_CONNECTION, PreparingClient, type Client } from './prepared.js';

/** Connections shared by the plain reads. */
export const LANES = 2;
/** A lane with statements in flight and no answer for this long is passed over for the next. */
const STALL_MS = 10;

/**
 * The server's plain reads (every list page, every item) share a few connections in pg's pipeline
 * mode; any other statement (a write, a transaction's BEGIN, a lock) takes a connection of its own
 * from `transactions`, kept until Kysely releases it (see Session).
 *
 * Why: a page request is one statement, and with a connection per statement each one cost a
 * socket write that woke a PostgreSQL process of its own (a quarter of the server's CPU under load
 * on a two-core machine, most of it the wake-up). On a pipelined connection the statements that
 * requests start in one turn of the event loop leave in one write, and one backend answers them in
 * turn: about 1.6 times the pages per second at 50 connections (docs/performance.md).
 *
 * What it keeps as before:
 * - Each read is its own implicit transaction (pg sends Sync after each), so a failing statement
 *   fails alone and the ones behind it run; a read sees what was committed when it started.
 * - A connection that ends (PostgreSQL restarted, backend terminated) fails the statements it was
 *   carrying, as a pooled connection did, and the next statement opens a new one.
 * - Statements are prepared by name per connection (prepared.ts); on a lane a dropped name is
 *   deallocated at once, behind the statements that used it.
 *
 * Reads go by the first lane while it answers: the fewer the lanes a turn's reads are spread over,
 * the fewer the writes and wake-ups (one lane measured faster than two shared evenly, and four
 * slower). Reads on one lane run one after another, so a slow read delays the ones queued behind
 * it; a lane that has not answered for STALL_MS is passed over for the next, and when every lane
 * is, a read goes to the one with the fewest statements in flight.
 */
export function pipelinedPool(
  transactions: PostgresPool,
  config: pg.ClientConfig,
  lanes = LANES,
  perConnection = PREPARED_PER_CONNECTION,
): PostgresPool {
  const open: (Lane | undefined)[] = Array.from({ length: lanes }, () => undefined);
  const lane = (): Lane => {
    const now = performance.now();
    let quietest: Lane | undefined;
    for (let index = 0; index < open.length; index += 1) {
      let candidate = open[index];
      if (!candidate || candidate.ended) open[index] = candidate = new Lane(config, perConnection);
      if (!candidate.stalled(now)) return candidate;
      if (!quietest || candidate.inFlight < quietest.inFlight) quietest = candidate;
    }
    return quietest as Lane;
  };
  const idle: Session[] = [];
  return {
    connect: async () => idle.pop() ?? new Session(transactions, lane, (session) => idle.push(session)),
    async end() {
      await Promise.all(open.map((entry) => entry?.end()));
      await transactions.end();
    },
  };
}

type Corkable = NodeJS.WritableStream & { cork(): void; uncork(): void };

/** One pipelined connection. */
class Lane {
  readonly #client: pg.Client;
  readonly #preparing: PreparingClient;
  readonly #ready: Promise<void>;
  inFlight = 0;
  ended = false;
  /** When a statement last came back, or the first of a new run was sent. */
  #progress = 0;
  #corked = false;

  constructor(config: pg.ClientConfig, perConnection: number) {
    const client = new pg.Client({ ...config, pipeline: true } as pg.ClientConfig);
    this.#client = client;
    this.#preparing = new PreparingClient(client as unknown as Client, perConnection, (name) => {
      client.query({ text: `deallocate ${name}` }).catch(() => undefined);
    });
    // Without a listener an 'error' event would end the process; the connection's statements
    // have been failed by pg already.
    client.on('error', () => (this.ended = true));
    client.on('end', () => (this.ended = true));
    this.#ready = client.connect().then(
      () => undefined,
      (error: unknown) => {
        this.ended = true;
        throw error;
      },
    );
  }

  /** Whether statements are in flight and none has come back for a while: a slow one leads the queue. */
  stalled(now: number): boolean {
    return this.inFlight > 0 && now - this.#progress > STALL_MS;
  }

  async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.inFlight === 0) this.#progress = performance.now();
    this.inFlight += 1;
    try {
      await this.#ready;
      this.#corkThisTurn();
      return await this.#preparing.query<R>(sql, parameters);
    } finally {
      this.inFlight -= 1;
      this.#progress = performance.now();
    }
  }

  /**
   * Holds what is sent on this connection until the event loop has run the callbacks of this turn
   * (setImmediate runs after them): the statements of the requests read in one turn leave in one
   * write. pg corks and uncorks around each statement's messages; Node writes when the count of
   * corks is back to zero.
   */
  #corkThisTurn(): void {
    if (this.#corked) return;
    const stream = (this.#client as unknown as { connection: { stream: Corkable } }).connection.stream;
    stream.cork();
    this.#corked = true;
    setImmediate(() => {
      this.#corked = false;
      stream.uncork();
    });
  }

  async end(): Promise<void> {
    this.ended = true;
    await this.#client.end().catch(() => undefined);
  }
}

/**
 * A statement that may share a lane: a SELECT that takes no row lock and touches no session state.
 * Such a statement never waits for another transaction (PostgreSQL's readers do not wait for
 * writers), so it cannot hold up the statements queued behind it on its lane waiting for a lock;
 * everything else (writes, BEGIN, WITH, which may write, locks, settings) takes a connection of its
 * own. Values are bound, so the text is the server's own: a search term cannot match here.
 */
const SELECT = /^\s*select\b/i;
const NOT_SHARED = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\bpg_(try_)?advisory|\bset_config\b/i;
const shared = (sql: string) => SELECT.test(sql) && !NOT_SHARED.test(sql);

/**
 * What Kysely holds as "a connection". Its plain reads go by the lanes; its first other statement
 * takes a connection of its own from the pool, and every statement after it goes there too until
 * Kysely releases it, so what a statement sets up for the next (a transaction, a session lock as
 * Kysely's migrator takes) stays on one connection.
 */
class Session implements PostgresPoolClient {
  #own: PostgresPoolClient | undefined;

  constructor(
    private readonly transactions: PostgresPool,
    private readonly lane: () => Lane,
    private readonly done: (session: Session) => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('cursors are not configured for this database');
    if (this.#own) return this.#own.query<R>(sqlOrCursor, parameters);
    if (shared(sqlOrCursor)) return this.lane().query<R>(sqlOrCursor, parameters);
    return this.transactions.connect().then((own) => {
      this.#own = own;
      return own.query<R>(sqlOrCursor, parameters);
    });
  }

  release(): void {
    const own = this.#own;
    this.#own = undefined;
    own?.release();
    this.done(this);
  }
}
