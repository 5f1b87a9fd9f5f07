import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable.js';

// Frozen: a shipped migration never changes; add a new dated file instead.
// Shapes for the supervisor's lists, which span every tenant so the tenant-first indexes cannot
// serve them: an order by start across tenants, start/end periods answered from one index, and
// the "signed / awaiting signature" filters kept on the contract itself by triggers, so they are
// an index range instead of a subquery per contract.

/** 1/0 facts of one contract's versions, as the list filters ask them (SQL text: trigger bodies take no parameters). */
const state = (contract: string) => sql.raw(stateText(contract));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contracts')
    .addColumn('has_signed_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('contracts')
    .addColumn('awaits_signature', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update contracts set ${state('contracts.id')}`.execute(db);

  if (isPostgres(db)) {
    await sql`create function contract_signature_state(contract integer) returns void language sql as $$
      update contracts set ${state('contract')} where id = contract $$`.execute(db);
    await sql`create function contract_versions_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'DELETE' then perform contract_signature_state(new.contract_id); end if;
        if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old.contract_id <> new.contract_id) then
          perform contract_signature_state(old.contract_id);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger contract_versions_signature_state after insert or delete or update of signed_at, contract_id
      on contract_versions for each row execute function contract_versions_changed()`.execute(db);
  } else {
    const refresh = (row: 'new' | 'old') =>
      sql.raw(`update contracts set ${stateText(`${row}.contract_id`)} where id = ${row}.contract_id;`);
    await sql`create trigger contract_versions_signature_insert after insert on contract_versions begin ${refresh('new')} end`.execute(
      db,
    );
    await sql`create trigger contract_versions_signature_delete after delete on contract_versions begin ${refresh('old')} end`.execute(
      db,
    );
    await sql`create trigger contract_versions_signature_update after update of signed_at, contract_id on contract_versions
      begin ${refresh('new')} ${refresh('old')} end`.execute(db);
  }

  await db.schema.createIndex('contracts_start_idx').on('contracts').columns(['start', 'id']).execute();
  // Periods (start[after] with realEnd[before]) are counted from the index alone.
  await db.schema.createIndex('contracts_start_real_end_idx').on('contracts').columns(['start', 'real_end']).execute();
  await db.schema.createIndex('contracts_real_end_idx').on('contracts').columns(['real_end']).execute();
  await db.schema
    .createIndex('contracts_signed_start_idx')
    .on('contracts')
    .columns(['has_signed_version', 'start'])
    .execute();
  await db.schema
    .createIndex('contracts_awaiting_start_idx')
    .on('contracts')
    .columns(['awaits_signature', 'start'])
    .execute();
  await db.schema
    .createIndex('contracts_tenant_awaiting_idx')
    .on('contracts')
    .columns(['tenant_id', 'awaits_signature', 'start'])
    .execute();
  await db.schema.createIndex('companies_name_idx').on('companies').columns(['name', 'id']).execute();
}

function stateText(contract: string): string {
  return `has_signed_version = case when exists (select 1 from contract_versions v where v.contract_id = ${contract} and v.signed_at is not null) then 1 else 0 end,
  awaits_signature = case when exists (select 1 from contract_versions v where v.contract_id = ${contract} and v.signed_at is null)
    or not exists (select 1 from contract_versions v where v.contract_id = ${contract}) then 1 else 0 end`;
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'contracts_start_idx',
    'contracts_start_real_end_idx',
    'contracts_real_end_idx',
    'contracts_signed_start_idx',
    'contracts_awaiting_start_idx',
    'contracts_tenant_awaiting_idx',
    'companies_name_idx',
  ])
    await db.schema.dropIndex(index).execute();
  if (isPostgres(db)) {
    await sql`drop trigger contract_versions_signature_state on contract_versions`.execute(db);
    await sql`drop function contract_versions_changed()`.execute(db);
    await sql`drop function contract_signature_state(integer)`.execute(db);
  } else {
    for (const trigger of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger contract_versions_signature_${trigger}`).execute(db);
  }
  await db.schema.alterTable('contracts').dropColumn('awaits_signature').execute();
  await db.schema.alterTable('contracts').dropColumn('has_signed_version').execute();
}
