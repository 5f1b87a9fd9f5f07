import { sql, type Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// Template versions get a draft stage (issue 25): `published_at` is null while an admin prepares a
// version (texts, attachments) and set once it is published; only a published version can be
// current or sent. Every version that exists already was in force the moment it was made, so each
// counts as published then (its created_at). ISO-8601 text like the other timestamps, on SQLite
// and PostgreSQL alike.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contract_template_versions').addColumn('published_at', 'text').execute();
  await sql`update contract_template_versions set published_at = created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contract_template_versions').dropColumn('published_at').execute();
}
