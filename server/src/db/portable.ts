import type { CreateTableBuilder, Kysely } from 'kysely';

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
