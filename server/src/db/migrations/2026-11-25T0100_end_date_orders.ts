import type { Kysely } from 'kysely';

// Frozen: a shipped migration never changes; add a new dated file instead.
// The contract lists sorted by end date (the console's realEnd column): order[realEnd]=asc|desc
// with the default order behind it (start desc, id desc). The single-column real_end indexes left
// the tie-breakers to a sort of every row with the same end — most contracts have none — so each
// page sorted 70,000 rows at 100,000 contracts (SQLite 8 ms, 49 requests/s). One index per
// direction, since the tie-breakers stay descending either way: (real_end, start, id) read
// backwards serves desc, (real_end, start desc, id desc) read forwards serves asc, on both
// databases (each puts NULL ends on the same side for the index and the ORDER BY). The supervisor
// sorts every tenant's contracts, a tenant's callers their own; the tenant-first ones replace
// (tenant_id, real_end), and (real_end) is the first column of the supervisor's.

const INDEXES: [name: string, columns: string[]][] = [
  ['contracts_real_end_start_idx', ['real_end', 'start', 'id']],
  ['contracts_real_end_asc_start_idx', ['real_end', 'start desc', 'id desc']],
  ['contracts_tenant_real_end_start_idx', ['tenant_id', 'real_end', 'start', 'id']],
  ['contracts_tenant_real_end_asc_start_idx', ['tenant_id', 'real_end', 'start desc', 'id desc']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('contracts').columns(columns).execute();
  await db.schema.dropIndex('contracts_real_end_idx').execute();
  await db.schema.dropIndex('contracts_tenant_real_end_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('contracts_tenant_real_end_idx')
    .on('contracts')
    .columns(['tenant_id', 'real_end'])
    .execute();
  await db.schema.createIndex('contracts_real_end_idx').on('contracts').columns(['real_end']).execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
