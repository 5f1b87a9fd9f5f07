import type { Kysely } from 'kysely';
import { bytesType } from '../portable.js';

// Frozen: a shipped migration never changes; add a new dated file instead.
// File bytes move from each instance's data folder into the database, so every instance serves
// every file and a row and its bytes commit together. A file's and a translation's bytes are
// rows of consecutive chunks under their storage name, in a table per owner so that a foreign key
// deletes them with their row, whatever deletes it (a file, a translation, a tenant's cascade).
// The bytes already on disk are moved in at start (resources/files/files-disk-import.ts).
const OWNERS = [
  { table: 'file_chunks', owner: 'files' },
  { table: 'file_translation_chunks', owner: 'file_translations' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, owner } of OWNERS) {
    await db.schema
      .createTable(table)
      .addColumn('storage_name', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('bytes', bytesType(db), (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['storage_name', 'position'])
      // Checked at commit: an upload writes its chunks before it takes the tenant's quota lock
      // (resources/files/files-quota.ts) and writes the row; the delete cascades at once.
      .addForeignKeyConstraint(`${table}_owner_fk`, ['storage_name'], owner, ['storage_name'], (fk) =>
        fk.onDelete('cascade').deferrable().initiallyDeferred(),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of OWNERS) await db.schema.dropTable(table).execute();
}
