import type { Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// A tenant's contracts in a period (start[after] with realEnd[before], the spec's list filters),
// newest first: walked along (tenant_id, start), every contract since the start was read from the
// table to test its end, until a page's worth matched. With the end in the index (behind the
// order's columns, so the index still gives the order) the test is made in the index and only the
// page's rows are read: 81 → 54 µs per page for a tenant admin at 100,000 contracts (SQLite), and
// an end-only filter 53 → 42. It replaces (tenant_id, start), which is its first columns.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('contracts_tenant_start_end_idx')
    .on('contracts')
    .columns(['tenant_id', 'start', 'id', 'real_end'])
    .execute();
  await db.schema.dropIndex('contracts_tenant_start_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('contracts_tenant_start_idx').on('contracts').columns(['tenant_id', 'start']).execute();
  await db.schema.dropIndex('contracts_tenant_start_end_idx').execute();
}
