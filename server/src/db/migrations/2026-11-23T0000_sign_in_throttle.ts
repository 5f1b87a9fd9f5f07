import type { Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// Failed sign-ins per account and per client address, shared by every instance on the database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_throttles').execute();
}
