import type { Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// The pair a spent refresh token was rotated into, encrypted, answered again within the grace window.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('successor', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('successor').execute();
}
