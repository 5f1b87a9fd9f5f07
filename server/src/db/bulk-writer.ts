import { sql, type InsertObject, type Kysely } from 'kysely';
import type { DialectName } from './connection.js';
import type { Database } from './schema.js';

type TableName = keyof Database & string;

/** SQLite's default SQLITE_MAX_VARIABLE_NUMBER; every value of a multi-row insert is one variable. */
const SQLITE_MAX_VARIABLES = 32_766;
/** PostgreSQL takes up to 65535 parameters, but ~1000-row statements are where speed levels off. */
const POSTGRES_ROWS_PER_STATEMENT = 1_000;

/**
 * Buffers rows per table and writes them as multi-row INSERTs. When any buffer is full, all
 * buffers are written in the order their tables were first used, so a row is never written
 * before the rows its foreign keys point at (add parents before children).
 */
export class BulkWriter {
  private readonly buffers = new Map<TableName, Record<string, unknown>[]>();
  private readonly written = new Map<TableName, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** Buffers one row; writes all buffers when this table's buffer is full. */
  async add<T extends TableName>(table: T, row: InsertObject<Database, T>): Promise<void> {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(row as Record<string, unknown>);
    if (buffer.length >= this.rowsPerStatement(buffer[0]!)) await this.flush();
  }

  /** Writes everything buffered, parents first. */
  async flush(): Promise<void> {
    for (const [table, rows] of this.buffers) {
      if (rows.length === 0) continue;
      const perStatement = this.rowsPerStatement(rows[0]!);
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement) as InsertObject<Database, typeof table>[];
        await this.db.insertInto(table).values(chunk).execute();
      }
      this.written.set(table, (this.written.get(table) ?? 0) + rows.length);
      rows.length = 0;
    }
  }

  /** Rows written so far, per table. */
  counts(): Record<string, number> {
    return Object.fromEntries(this.written);
  }

  private rowsPerStatement(row: Record<string, unknown>): number {
    const columns = Object.keys(row).length;
    return this.dialect === 'sqlite'
      ? Math.floor(SQLITE_MAX_VARIABLES / columns)
      : Math.min(POSTGRES_ROWS_PER_STATEMENT, Math.floor(65_535 / columns));
  }
}

/** Next free id of a table, for writers that assign ids themselves to link rows without reading them back. */
export async function nextId(db: Kysely<Database>, table: TableName): Promise<number> {
  const row = await sql<{ max: number | string | null }>`select max(id) as max from ${sql.table(table)}`.execute(db);
  return Number(row.rows[0]?.max ?? 0) + 1;
}

/**
 * PostgreSQL serial sequences do not notice explicitly assigned ids; move them past the
 * largest id so the API's next insert does not collide. SQLite's AUTOINCREMENT does this itself.
 */
export async function resyncIdSequences(
  db: Kysely<Database>,
  dialect: DialectName,
  tables: TableName[],
): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      db,
    );
  }
}
