import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements each connection keeps prepared; the least recently used one is dropped beyond. */
export const PREPARED_PER_CONNECTION = 100;
const PREPARABLE = /^\s*(select|insert|update|delete)\b/i;

/** The pieces of pg's client this module uses (its query() overloads are too loose to wrap as typed). */
export interface Client {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<PostgresQueryResult<unknown>>;
  query(cursor: unknown): unknown;
  release(destroy?: boolean): void;
  connection?: { parsedStatements?: Record<string, string> };
}

/**
 * PostgreSQL parses and plans an unnamed statement at each execution: a list page's statement
 * (the page with its versions, company and titles) spent about as long being planned as being
 * run. The server sends the same few statements over and over, so each connection prepares a
 * statement under a name of its own and runs it by that name afterwards (pg's client sends Parse
 * once per name and connection). PostgreSQL's plan_cache_mode=auto still plans anew with the
 * values while a generic plan would be costlier, so a plan is never worse than before.
 *
 * A connection keeps at most PREPARED_PER_CONNECTION statements: a text beyond drops the least
 * recently used one, which is deallocated when the connection is next taken from the pool, so never
 * inside a transaction (a failed DEALLOCATE there would abort it); names are never reused. A
 * client that is never inside a transaction (a pipelined one, pipeline.ts) passes `retire` to
 * deallocate a dropped name at once.
 */
export function preparingPool(pool: pg.Pool, perConnection = PREPARED_PER_CONNECTION): PostgresPool {
  const clients = new WeakMap<object, PreparingClient>();
  return {
    async connect() {
      const client = (await pool.connect()) as unknown as Client;
      let preparing = clients.get(client);
      if (!preparing) clients.set(client, (preparing = new PreparingClient(client, perConnection)));
      await preparing.dropRetired();
      return preparing;
    },
    end: () => pool.end(),
  };
}

export class PreparingClient implements PostgresPoolClient {
  /** Statement text → its name on this connection, least recently used first. */
  readonly #names = new Map<string, string>();
  #retired: string[] = [];
  #next = 0;

  constructor(
    private readonly client: Client,
    private readonly perConnection: number,
    private readonly retire?: (name: string) => void,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor) as PostgresCursor<R>;
    const values = [...(parameters ?? [])];
    if (!PREPARABLE.test(sqlOrCursor))
      return this.client.query({ text: sqlOrCursor, values }) as Promise<PostgresQueryResult<R>>;
    return this.client.query({ name: this.#nameOf(sqlOrCursor), text: sqlOrCursor, values }) as Promise<
      PostgresQueryResult<R>
    >;
  }

  release(): void {
    this.client.release();
  }

  #nameOf(sql: string): string {
    let name = this.#names.get(sql);
    if (name !== undefined) {
      this.#names.delete(sql);
    } else {
      name = `kysely_${(this.#next += 1)}`;
      if (this.#names.size >= this.perConnection) {
        const [oldest, retired] = this.#names.entries().next().value as [string, string];
        this.#names.delete(oldest);
        if (this.retire) this.retire(retired);
        else this.#retired.push(retired);
      }
    }
    this.#names.set(sql, name);
    return name;
  }

  /** Deallocates dropped statements; called with the connection idle (just taken from the pool). */
  async dropRetired(): Promise<void> {
    if (this.#retired.length === 0) return;
    const retired = this.#retired;
    this.#retired = [];
    for (const name of retired) {
      await this.client.query({ text: `deallocate ${name}` }).then(
        () => delete this.client.connection?.parsedStatements?.[name],
        () => undefined,
      );
    }
  }
}
