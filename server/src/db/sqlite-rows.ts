import type SQLite from 'better-sqlite3';

/** What Kysely's SQLite driver asks of a prepared statement. */
interface DriverStatement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/**
 * A statement whose rows are read as arrays and made objects here. better-sqlite3 makes each row an
 * object from C++, one property at a time, and V8 keeps such objects as dictionaries: about 3 µs a
 * row of the contracts table, as long as reading it, and every later read of the row (serializing,
 * JSON.stringify) is slower again. Made here, with the columns in the same order each time, every
 * row of a statement shares one hidden class. The rows are the same: the same names in the same
 * order, a later column of the same name (a join's) overwriting an earlier one in its place.
 */
export class ShapedStatement implements DriverStatement {
  readonly reader: boolean;
  #columns: string[] = [];

  constructor(private readonly statement: SQLite.Statement) {
    this.reader = statement.reader;
    if (this.reader) statement.raw(true);
  }

  all(parameters: readonly unknown[]): unknown[] {
    if (!this.reader) return this.statement.all(parameters);
    const rows = this.statement.all(parameters) as unknown[][];
    const objects = new Array<Record<string, unknown>>(rows.length);
    for (let index = 0; index < rows.length; index += 1) objects[index] = this.#object(rows[index]!);
    return objects;
  }

  run(parameters: readonly unknown[]): SQLite.RunResult {
    return this.statement.run(parameters);
  }

  *iterate(parameters: readonly unknown[]): IterableIterator<unknown> {
    if (!this.reader) {
      yield* this.statement.iterate(parameters);
      return;
    }
    for (const row of this.statement.iterate(parameters) as IterableIterator<unknown[]>) yield this.#object(row);
  }

  #object(row: unknown[]): Record<string, unknown> {
    // A schema change re-prepares the statement inside SQLite: `select *` may then have more columns.
    if (row.length !== this.#columns.length) this.#columns = this.statement.columns().map((column) => column.name);
    const columns = this.#columns;
    const object: Record<string, unknown> = {};
    for (let index = 0; index < columns.length; index += 1) object[columns[index]!] = row[index];
    return object;
  }
}
