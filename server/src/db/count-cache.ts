import type { WriteTracker } from './write-tracker.js';

interface Entry {
  count: number;
  generation: number;
  version: number;
}

/**
 * Row counts of list queries, kept until the data may have changed (docs/decisions.md "List
 * totals"). A list's total is a count of every row its filters match, a scan of up to the whole
 * table at each request, while its page reads ten rows from an index; the same few counts repeat
 * (every page of a list, every refetch after a live event), and between writes they cannot change.
 *
 * A count is kept with the write generation it was read at (WriteTracker: every statement of
 * this process passes the driver) and, on SQLite, with `PRAGMA data_version`, which moves when
 * another connection (another process on the same file) commits. It is answered again only while
 * both are unchanged, and only counts read while no transaction was open or write was running
 * are kept, so a total is never one the database would not answer at that moment. On
 * PostgreSQL another process's writes are not seen: the server is one process (as the live
 * updates' in-process bus assumes).
 */
export class CountCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly tracker: WriteTracker,
    /** Moves when another connection commits (SQLite's data_version); constant where unknown. */
    private readonly dataVersion: () => number = () => 0,
    private readonly maxEntries = 2000,
  ) {}

  /** The count `key` names (its SQL and parameters), from `run` unless known at this generation. */
  async count(key: string, run: () => Promise<number>): Promise<number> {
    const generation = this.tracker.generation;
    const version = this.dataVersion();
    const known = this.#entries.get(key);
    if (known && known.generation === generation && known.version === version) {
      // Least recently used goes first when the map is full.
      this.#entries.delete(key);
      this.#entries.set(key, known);
      return known.count;
    }
    const settled = this.tracker.settled;
    const count = await run();
    if (settled && this.tracker.settled && this.tracker.generation === generation && this.dataVersion() === version) {
      this.#entries.delete(key);
      this.#entries.set(key, { count, generation, version });
      if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return count;
  }

  /** How many counts are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }
}
