import { sql, type Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// Sign-in sessions: access tokens name theirs (sid), so revoking one ends its access tokens at once.
// Every refresh-token family alive before this release becomes a session of the same id, so a
// console signed in across the upgrade refreshes into a token with a session and stays signed in.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await sql`
    insert into sessions (id, user_id, created_at, expires_at, revoked_at)
    select family_id, min(user_id), min(created_at), max(expires_at), max(revoked_at)
    from refresh_tokens group by family_id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
