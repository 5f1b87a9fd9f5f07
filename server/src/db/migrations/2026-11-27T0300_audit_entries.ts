import type { Kysely } from 'kysely';
import { idColumn } from '../portable.js';

// Frozen: a shipped migration never changes; add a new dated file instead.
// The audit trail (server/src/audit/): one append-only row per write through the API, hash-chained
// per tenant (chain = tenant id, 0 for entries without one). audit_chain_heads keeps each chain's
// last hash: a write locks its chain's row for the rest of its transaction, so concurrent writes
// of one tenant append one after another and never fork the chain. No foreign keys: an entry
// outlives the user, tenant or record it names.
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('audit_entries'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('chain', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'integer')
    .addColumn('company_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text')
    .addColumn('user_roles', 'text', (c) => c.notNull())
    .addColumn('user_tenant_id', 'integer')
    .addColumn('user_company_id', 'integer')
    .addColumn('address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('request_id', 'text')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('previous_hash', 'text')
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  // The list's order (createdAt desc, id desc) under each scope and filter it offers.
  const indexes: [string, string[]][] = [
    ['audit_entries_created_idx', ['created_at', 'id']],
    ['audit_entries_tenant_idx', ['tenant_id', 'created_at', 'id']],
    ['audit_entries_company_idx', ['company_id', 'created_at', 'id']],
    ['audit_entries_resource_idx', ['resource', 'resource_id', 'created_at', 'id']],
    ['audit_entries_user_idx', ['user_id', 'created_at', 'id']],
    ['audit_entries_action_idx', ['action', 'created_at', 'id']],
    // Verification walks each chain in the order it was appended.
    ['audit_entries_chain_idx', ['chain', 'id']],
  ];
  for (const [name, columns] of indexes)
    await db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
  await db.schema
    .createTable('audit_chain_heads')
    .addColumn('chain', 'integer', (c) => c.primaryKey())
    .addColumn('hash', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_chain_heads').execute();
  await db.schema.dropTable('audit_entries').execute();
}
