import type { WriteTracker } from './write-tracker.js';

interface Entry<T> {
  value: T;
  generation: number;
  version: number;
  readAt: number;
}

export interface ReadCacheOptions {
  /** The least recently used entry leaves beyond this many. */
  maxEntries?: number;
  /**
   * Read again after this long even if no write was seen: a bound on what the write watch cannot
   * see (another process writing to PostgreSQL). Unset: only a write ends an entry.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Answers read from the database, kept until the data may have changed (docs/performance.md "List
 * totals are kept between writes" and "The signed-in caller is kept between writes"). Used for
 * list totals (a count is a scan of up to the whole table at each request, while its page reads
 * ten rows from an index; the same few counts repeat: every page of a list, every refetch after a
 * live event) and for the signed-in caller every request loads.
 *
 * An answer is kept with the write generation it was read at (WriteTracker: every statement of
 * this process passes the driver) and, on SQLite, with `PRAGMA data_version`, which moves when
 * another connection (another process on the same file) commits. It is given again only while
 * both are unchanged (and, with `maxAgeMs`, while it is young enough), and only answers read while
 * no transaction was open or write was running are kept, so an answer is never one the database
 * would not give at that moment. On PostgreSQL the other instances of a cluster announce their
 * writes on the cluster bus (cluster-bus.ts), which moves the generation here too, and while the
 * bus is not listening nothing is kept; `maxAgeMs` bounds what a program outside the cluster
 * writing to the database could leave unseen.
 *
 * Kept values are shared between requests: callers must not change them.
 */
export class ReadCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(
    private readonly tracker: WriteTracker,
    /** Moves when another connection commits (SQLite's data_version); constant where unknown. */
    private readonly dataVersion: () => number = () => 0,
    { maxEntries = 2000, maxAgeMs = Infinity, now = () => performance.now() }: ReadCacheOptions = {},
  ) {
    this.#maxEntries = maxEntries;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The answer `key` names (its SQL and parameters, say), from `run` unless known at this generation. */
  async read(key: string, run: () => Promise<T>): Promise<T> {
    const generation = this.tracker.generation;
    const version = this.dataVersion();
    const known = this.#entries.get(key);
    if (
      known &&
      known.generation === generation &&
      known.version === version &&
      this.#now() - known.readAt < this.#maxAgeMs
    ) {
      // Least recently used goes first when the map is full.
      this.#entries.delete(key);
      this.#entries.set(key, known);
      return known.value;
    }
    const settled = this.tracker.settled;
    const readAt = this.#now();
    const value = await run();
    if (settled && this.tracker.settled && this.tracker.generation === generation && this.dataVersion() === version) {
      this.#entries.delete(key);
      this.#entries.set(key, { value, generation, version, readAt });
      if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }
}
