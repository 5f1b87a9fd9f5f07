import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config.js';
import type { Database } from './schema.js';
import { pipelinedPool } from './pipeline.js';
import { preparingPool } from './prepared.js';
import { ReadCache, type ReadCacheOptions } from './read-cache.js';
import { openSqlite } from './sqlite-driver.js';
import { ShapedStatement } from './sqlite-rows.js';
import { clusterBus, type ClusterBus } from './cluster-bus.js';
import { trackingWrites, WriteTracker } from './write-tracker.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** List totals kept until a write (read-cache.ts); every statement of `kysely` is watched for writes. */
  counts: ReadCache<number>;
  /** A new cache of answers kept until a write, watched as `counts` is. */
  readCache<T>(options?: ReadCacheOptions): ReadCache<T>;
  /** What this instance tells the others on the same PostgreSQL database, and hears from them (cluster-bus.ts); none on SQLite. */
  bus: ClusterBus | null;
  close(): Promise<void>;
}

/** Each open database by its root handle (a transaction's handle is another object: it has none). */
const databases = new WeakMap<object, Db>();

/**
 * The open database whose root handle this is, for answers kept with it (read-cache.ts); undefined
 * inside a transaction, where what is read may be a change not yet committed, so nothing is kept.
 */
export function databaseOf(kysely: Kysely<Database>): Db | undefined {
  return databases.get(kysely);
}

const registered = (db: Db): Db => {
  databases.set(db.kysely, db);
  return db;
};

/** Opens the database the configuration names: PostgreSQL for DATABASE_URL=postgres://…, else SQLite. */
export function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'sqliteFile'>): Db {
  if (config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the database closes (restart, administrator, a dropped test database) is
    // reported here; without a listener the pool's 'error' event would crash the process. The pool
    // has already discarded that connection and opens a new one on the next query.
    pool.on('error', () => {});
    const tracker = new WriteTracker();
    // Writes of other instances on this database end what the read caches keep, as this one's do.
    const bus = clusterBus({ connectionString: config.databaseUrl });
    tracker.blind = true;
    bus.onGap(() => {
      tracker.blind = !bus.listening;
    });
    bus.onMessage((message) => {
      if (message.kind === 'changed') tracker.changedElsewhere();
    });
    const kysely = new Kysely<Database>({
      dialect: trackingWrites(
        new PostgresDialect({ pool: pipelinedPool(preparingPool(pool), { connectionString: config.databaseUrl }) }),
        tracker,
        () => bus.changed(),
      ),
    });
    const readCache = <T>(options?: ReadCacheOptions) => new ReadCache<T>(tracker, undefined, options);
    return registered({
      kysely,
      dialect: 'postgres',
      counts: readCache(),
      readCache,
      bus,
      close: once(async () => {
        await bus.close();
        await kysely.destroy();
      }),
    });
  }
  if (config.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
  const sqlite = openSqlite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds ASCII only; searches must match "Zürich" with "zü" as PostgreSQL does.
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : (value ?? null),
  );
  // PostgreSQL's translate(), which text searches fold accents with (hydra/query.ts); SQLite has none.
  sqlite.function('translate', { deterministic: true }, translate);
  const tracker = new WriteTracker();
  const kysely = new Kysely<Database>({
    dialect: trackingWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), tracker),
  });
  // Moves when another connection to the file commits: another process, or another handle in this one.
  const dataVersion = onceATurn(sqlite.prepare('pragma data_version').pluck());
  const readCache = <T>(options?: ReadCacheOptions) => new ReadCache<T>(tracker, dataVersion, options);
  return registered({
    kysely,
    dialect: 'sqlite',
    counts: readCache(),
    readCache,
    bus: null,
    close: once(() => kysely.destroy()),
  });
}

/**
 * SQLite's data version, read once per turn of the event loop: every kept answer a request gives
 * asks for it (its total, its caller, …), a statement each, while a commit of another process is
 * seen from the next turn either way (it may land just after any reading of it).
 */
function onceATurn(statement: SQLite.Statement): () => number {
  let version: number | null = null;
  return () => {
    if (version === null) {
      version = statement.get() as number;
      setImmediate(() => {
        version = null;
      });
    }
    return version;
  };
}

/**
 * Kysely prepares every statement anew; with SQLite that parse is a tenth of a list request. The
 * same few hundred statements repeat, so prepared ones are kept (least recently used dropped).
 * Safe because the driver runs each statement to completion synchronously before the next. Their
 * rows are made objects in JavaScript (sqlite-rows.ts).
 */
const STATEMENT_CACHE_SIZE = 500;
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const prepared = new Map<string, ShapedStatement>();
  const prepare = (source: string): ShapedStatement => {
    let statement = prepared.get(source);
    if (statement) prepared.delete(source);
    else statement = new ShapedStatement(sqlite.prepare(source));
    prepared.set(source, statement);
    if (prepared.size > STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value as string);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      return property === 'prepare' ? prepare : (Reflect.get(target, property, receiver) as unknown);
    },
  });
}

/**
 * translate(text, from, to) as PostgreSQL defines it: each character of `from` becomes the one at
 * the same place in `to`, or is deleted when `to` is shorter; NULL in, NULL out.
 */
export function translate(value: unknown, from: unknown, to: unknown): unknown {
  if (typeof value !== 'string' || typeof from !== 'string' || typeof to !== 'string') return value ?? null;
  const table = translationTable(from, to);
  // A search folds every row's text: most are plain ASCII, which a table without ASCII leaves as it is.
  if (!table.touchesAscii && !NON_ASCII.test(value)) return value;
  return value.replace(table.pattern, (letter) => table.map.get(letter) ?? letter);
}

const NON_ASCII = /\P{ASCII}/u;

interface TranslationTable {
  from: string;
  to: string;
  map: Map<string, string>;
  /** Every character `from` names, as one character class. */
  pattern: RegExp;
  touchesAscii: boolean;
}

// Searches pass the same table for every row: built once, not per row.
let lastTable: TranslationTable | null = null;

function translationTable(from: string, to: string): TranslationTable {
  if (lastTable?.from === from && lastTable.to === to) return lastTable;
  const target = [...to];
  const map = new Map<string, string>();
  [...from].forEach((letter, i) => {
    if (!map.has(letter)) map.set(letter, target[i] ?? '');
  });
  const letters = [...map.keys()].map((letter) => letter.replace(/[\\\]^-]/g, (c) => `\\${c}`)).join('');
  const pattern = letters === '' ? /(?!)/gu : new RegExp(`[${letters}]`, 'gu');
  lastTable = { from, to, map, pattern, touchesAscii: /\p{ASCII}/u.test(from) };
  return lastTable;
}

/** Closing twice (the app's onClose and a test's clean-up) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}
