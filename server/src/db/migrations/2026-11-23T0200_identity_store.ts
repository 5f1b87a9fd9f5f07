import type { Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// The built-in identity service's sessions, grants, interactions and codes (oidc-provider's
// adapter models), so every instance and a restarted one know the same sign-ins.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_store')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('consumed_at', 'text')
    .addPrimaryKeyConstraint('identity_store_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('identity_store_grant_idx').on('identity_store').column('grant_id').execute();
  await db.schema.createIndex('identity_store_uid_idx').on('identity_store').columns(['model', 'uid']).execute();
  await db.schema.createIndex('identity_store_expires_idx').on('identity_store').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('identity_store').execute();
}
