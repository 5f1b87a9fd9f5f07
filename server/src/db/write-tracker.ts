import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * What the driver knows about changes to the data, for caches of answers (read-cache.ts).
 * Every statement of a Db passes through its driver, whatever code issued it (routes, special
 * calls, the identity service, migrations, seeds), and the rows triggers change are changed by
 * the statement that fired them, so watching the driver misses no write of this process.
 *
 * - `generation` moves on before each statement that may write and after it, and when a
 *   transaction ends (commit or rollback): a figure computed at one generation is still true while
 *   the generation has not moved.
 * - `settled` is false while a transaction is open or a writing statement runs: what a reader sees
 *   then may already be out of date (PostgreSQL: another connection's transaction commits while
 *   the reader runs; SQLite: the one connection is inside a transaction), so nothing read then is
 *   kept.
 *
 * Only a SELECT (whose WITH parts, if any, are SELECTs: PostgreSQL lets them write otherwise)
 * counts as a read; everything else, raw SQL included, counts as a write, which at worst forgets
 * figures that were still true.
 */
export class WriteTracker {
  #generation = 0;
  #open = 0;
  #blind = false;

  get generation(): number {
    return this.#generation;
  }

  get settled(): boolean {
    return this.#open === 0 && !this.#blind;
  }

  /** Another instance committed a write (the cluster bus said so): what was read before may be stale. */
  changedElsewhere(): void {
    this.#generation += 1;
  }

  /**
   * Whether writes of other instances may go unseen (the cluster bus is not listening): while
   * blind, nothing read is kept; becoming blind or seeing again forgets what was kept.
   */
  set blind(blind: boolean) {
    this.#blind = blind;
    this.#generation += 1;
  }

  /** The data may change from now on (a transaction opens or a writing statement starts). */
  opened(): void {
    this.#open += 1;
    this.#generation += 1;
  }

  /** A statement inside an open transaction may write. */
  changed(): void {
    this.#generation += 1;
  }

  /** The transaction or statement is over: its changes are committed or gone. */
  closed(): void {
    this.#generation += 1;
    this.#open -= 1;
  }
}

type StatementNode = { kind?: string; with?: { expressions?: { expression?: StatementNode }[] } };

/** Whether a statement only reads: a SELECT whose WITH clauses, if any, are SELECTs themselves. */
export function onlyReads(query: CompiledQuery): boolean {
  const node = query.query as StatementNode | undefined;
  return (
    node?.kind === 'SelectQueryNode' &&
    (node.with === undefined ||
      (node.with.expressions ?? []).every(({ expression }) => expression?.kind === 'SelectQueryNode'))
  );
}

/** A connection as the tracking driver hands it out: statements are classified on their way through. */
/** Runs once a write of this process is committed, before the write's caller goes on (the cluster bus). */
export type OnCommitted = () => Promise<void>;

class TrackedConnection implements DatabaseConnection {
  inTransaction = false;
  /** The open transaction ran a statement that may write. */
  wrote = false;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly tracker: WriteTracker,
    private readonly onCommitted: OnCommitted | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (onlyReads(query)) return this.inner.executeQuery<R>(query);
    if (this.inTransaction) {
      this.tracker.changed();
      this.wrote = true;
      return this.inner.executeQuery<R>(query);
    }
    this.tracker.opened();
    let result: QueryResult<R>;
    try {
      result = await this.inner.executeQuery<R>(query);
    } finally {
      this.tracker.closed();
    }
    await this.onCommitted?.();
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (onlyReads(query) || this.inTransaction) {
      if (!onlyReads(query)) {
        this.tracker.changed();
        this.wrote = true;
      }
      yield* this.inner.streamQuery<R>(query, chunkSize);
      return;
    }
    this.tracker.opened();
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } finally {
      this.tracker.closed();
    }
    await this.onCommitted?.();
  }
}

class TrackingDriver implements Driver {
  readonly #connections = new WeakMap<DatabaseConnection, TrackedConnection>();
  constructor(
    private readonly inner: Driver,
    private readonly tracker: WriteTracker,
    private readonly onCommitted: OnCommitted | undefined,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    let tracked = this.#connections.get(inner);
    if (!tracked)
      this.#connections.set(inner, (tracked = new TrackedConnection(inner, this.tracker, this.onCommitted)));
    return tracked;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const tracked = connection as TrackedConnection;
    this.tracker.opened();
    try {
      await this.inner.beginTransaction(tracked.inner, settings);
    } catch (error) {
      this.tracker.closed();
      throw error;
    }
    tracked.inTransaction = true;
    tracked.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = connection as TrackedConnection;
    const wrote = tracked.wrote;
    await this.#end(tracked, (inner) => this.inner.commitTransaction(inner));
    if (wrote) await this.onCommitted?.();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#end(connection as TrackedConnection, (inner) => this.inner.rollbackTransaction(inner));
  }

  async #end(tracked: TrackedConnection, end: (inner: DatabaseConnection) => Promise<void>): Promise<void> {
    try {
      await end(tracked.inner);
    } finally {
      if (tracked.inTransaction) {
        tracked.inTransaction = false;
        this.tracker.closed();
      }
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.((connection as TrackedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    this.tracker.changed();
    await this.inner.rollbackToSavepoint?.((connection as TrackedConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.((connection as TrackedConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as TrackedConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect with its driver watched by `tracker`; `onCommitted` runs after each committed write. */
export function trackingWrites(dialect: Dialect, tracker: WriteTracker, onCommitted?: OnCommitted): Dialect {
  return {
    createDriver: () => new TrackingDriver(dialect.createDriver(), tracker, onCommitted),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
