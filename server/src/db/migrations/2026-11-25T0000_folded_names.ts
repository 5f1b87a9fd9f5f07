import { sql, type Kysely } from 'kysely';
import { FOLDING } from '../../hydra/query.js';
import { isPostgres } from '../portable.js';

// Frozen: a shipped migration never changes; add a new dated file instead.
// A company's name as searches compare it (lower case, accents gone: hydra/query.ts), kept beside the
// name by triggers. The name search folded every row per request (translate() of a 365-letter
// table on PostgreSQL, two JavaScript functions per row on SQLite): at 20,000 companies it answered
// 2 requests/s on PostgreSQL and timed out under load. The triggers embed FOLDING as it is now: a
// change to it needs a new migration that recreates them and refolds the column.

const folded = (name: string) => sql.raw(`translate(lower(${name}), '${FOLDING.from}', '${FOLDING.to}')`);

export async function up(db: Kysely<any>): Promise<void> {
  if (/'/.test(FOLDING.from + FOLDING.to)) throw new Error('FOLDING cannot be written as an SQL literal');
  await db.schema.alterTable('companies').addColumn('name_folded', 'text').execute();
  await sql`update companies set name_folded = ${folded('name')}`.execute(db);

  if (isPostgres(db)) {
    await sql`create function companies_fold_name() returns trigger language plpgsql as $$
      begin new.name_folded := ${folded('new.name')}; return new; end $$`.execute(db);
    await sql`create trigger companies_name_folded before insert or update of name on companies
      for each row execute function companies_fold_name()`.execute(db);
  } else {
    await sql`create trigger companies_name_folded_insert after insert on companies
      begin update companies set name_folded = ${folded('new.name')} where id = new.id; end`.execute(db);
    await sql`create trigger companies_name_folded_update after update of name on companies
      begin update companies set name_folded = ${folded('new.name')} where id = new.id; end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger companies_name_folded on companies`.execute(db);
    await sql`drop function companies_fold_name()`.execute(db);
  } else {
    await sql`drop trigger companies_name_folded_insert`.execute(db);
    await sql`drop trigger companies_name_folded_update`.execute(db);
  }
  await db.schema.alterTable('companies').dropColumn('name_folded').execute();
}
