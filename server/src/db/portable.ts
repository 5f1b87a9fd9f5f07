import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL (migrations receive Kysely<any>, not our Db wrapper). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** An auto-incrementing integer primary key that works on both SQLite and PostgreSQL. */
export function idColumn<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A column of raw bytes: `bytea` on PostgreSQL, `blob` on SQLite; both drivers read it as a Buffer. */
export const bytesType = (db: Kysely<any>): 'bytea' | 'blob' => (isPostgres(db) ? 'bytea' : 'blob');

export const nowIso = (): string => new Date().toISOString();
export const toBool = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;
export const fromBool = (value: boolean | undefined | null): number => (value ? 1 : 0);
export const parseJsonList = (text: string | null | undefined): string[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * The rows of `table` whose `column` equals the outer statement's `outer` column, as one JSON
 * array value of objects keyed by `columns`, ordered by `orderBy` inside the aggregate (so the
 * order is the database's, as an ORDER BY of the same columns would give it): json_agg on
 * PostgreSQL, json_group_array on SQLite (3.44+ takes ORDER BY in an aggregate). Read it with jsonRows().
 */
export function jsonArrayOf(
  db: Kysely<any>,
  table: string,
  columns: readonly string[],
  [column, outer]: readonly [string, string],
  orderBy: readonly string[],
): RawBuilder<unknown> {
  const postgres = isPostgres(db);
  const fields = sql.join(columns.flatMap((name) => [sql.lit(name), sql.ref(`${table}.${name}`)]));
  const object = postgres ? sql`json_build_object(${fields})` : sql`json_object(${fields})`;
  const order = sql.join(orderBy.map((name) => sql.ref(`${table}.${name}`)));
  const rows = postgres
    ? sql`json_agg(${object} order by ${order})`
    : sql`json_group_array(${object} order by ${order})`;
  return sql`(select coalesce(${rows}, ${sql.lit('[]')}) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(outer)})`;
}

/** A jsonArrayOf() column as rows: PostgreSQL's driver parses JSON, SQLite answers its text. */
export function jsonRows<T>(value: unknown): T[] {
  const rows: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
