import { sql } from 'kysely';
import type { Db } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seeds/seed.js';
import { LARGE_SEED_COUNTS, LOAD_TENANT_PREFIX, seedLarge, type LargeSeedCounts } from '../src/seeds/seed-large.js';

/** The data, the callers and the list calls bench-api.ts loads. */

export async function ensureLargeData(db: Db, counts: LargeSeedCounts = LARGE_SEED_COUNTS): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
  const seeded = await db.kysely
    .selectFrom('tenants')
    .select('id')
    .where('name', 'like', `${LOAD_TENANT_PREFIX}%`)
    .executeTakeFirst();
  if (seeded) return;
  console.log('bench: seeding the large data set (once) …');
  const started = Date.now();
  await seedLarge(db, counts, (line) => console.log(`  ${line}`));
  // Measured as a running database is: with the planner's statistics and, on PostgreSQL, the
  // visibility map autovacuum keeps (without it an index-only count visits every row's page).
  await sql`${sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(db.kysely);
  console.log(`bench: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The load tenant with the most contracts, its tenant admin, and its busiest recipient company. */
export async function largestTenant(db: Db) {
  const tenant = await db.kysely
    .selectFrom('contracts')
    .innerJoin('tenants', 'tenants.id', 'contracts.tenant_id')
    .select(['tenants.id', 'tenants.name', sql<number>`count(*)`.as('contracts')])
    .where('tenants.name', 'like', `${LOAD_TENANT_PREFIX}%`)
    .groupBy(['tenants.id', 'tenants.name'])
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirstOrThrow();
  const admin = await db.kysely
    .selectFrom('users')
    .select(['user_name', 'roles'])
    .where('tenant_id', '=', tenant.id)
    .where('roles', 'like', '%ROLE_TENANT_ADMIN%')
    .executeTakeFirstOrThrow();
  const company = await db.kysely
    .selectFrom('contracts')
    .innerJoin('companies', 'companies.id', 'contracts.recipient_company_id')
    .select(['companies.uuid', sql<number>`count(*)`.as('contracts')])
    .where('contracts.tenant_id', '=', tenant.id)
    .groupBy('companies.uuid')
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirstOrThrow();
  return { tenant, admin, recipientCompany: `/api/companies/${company.uuid}` };
}

export interface BenchList {
  caller: 'supervisor' | 'tenant admin';
  name: string;
  url: string;
}

/**
 * The spec's list calls (section 7): contracts by start, end, signature and recipient; companies by
 * kind and name; and the orders the console's sortable columns ask for (contracts by start or end
 * date, companies by name).
 */
export function benchLists(recipientCompany: string): BenchList[] {
  const period = 'start[after]=2024-01-01&realEnd[before]=2027-12-31';
  const contracts = (query: string) => `/api/contracts?${query}&order[start]=desc`;
  return [
    { caller: 'supervisor', name: 'contracts, newest first', url: contracts('page=1') },
    { caller: 'supervisor', name: 'contracts, start/end period, page 3', url: contracts(`${period}&page=3`) },
    { caller: 'supervisor', name: 'contracts signed', url: contracts('not_null[versions.signedAt]=true') },
    { caller: 'supervisor', name: 'contracts awaiting signature', url: contracts('not_null[versions.signedAt]=false') },
    {
      caller: 'supervisor',
      name: 'contracts of one recipient company',
      url: contracts(`recipientCompany=${encodeURIComponent(recipientCompany)}`),
    },
    { caller: 'supervisor', name: 'contracts by end date', url: '/api/contracts?order[realEnd]=asc' },
    { caller: 'supervisor', name: 'companies', url: '/api/companies?page=2' },
    { caller: 'supervisor', name: 'companies by name, descending', url: '/api/companies?order[name]=desc' },
    {
      caller: 'supervisor',
      name: 'companies: recipients named *a*',
      url: '/api/companies?name=a&kind=RECIPIENT_COMPANY',
    },
    { caller: 'tenant admin', name: 'contracts, start/end period, page 3', url: contracts(`${period}&page=3`) },
    {
      caller: 'tenant admin',
      name: 'contracts awaiting signature',
      url: contracts('not_null[versions.signedAt]=false'),
    },
    { caller: 'tenant admin', name: 'contracts by end date', url: '/api/contracts?order[realEnd]=asc' },
    {
      caller: 'tenant admin',
      name: 'companies: recipients named *a*',
      url: '/api/companies?name=a&kind=RECIPIENT_COMPANY',
    },
  ];
}

/** The statements behind the heaviest supervisor lists (the CRUD factory's count and page queries, an order key once), for their plans. */
function listStatements(tenantId: number) {
  const period = sql`start >= ${'2024-01-01'} and real_end < ${'2028-01-01'}`;
  const newestFirst = sql`order by start desc, id desc`;
  return [
    sql`select count(*) from contracts where ${period}`,
    sql`select * from contracts where ${period} ${newestFirst} limit 10 offset 20`,
    sql`select count(*) from contracts where awaits_signature = 1`,
    sql`select * from contracts where awaits_signature = 1 ${newestFirst} limit 10`,
    sql`select count(*) from contracts where tenant_id = ${tenantId} and awaits_signature = 1`,
    sql`select * from companies where deleted_at is null order by name asc, id asc limit 10 offset 10`,
  ];
}

export async function explain(db: Db, tenantId: number): Promise<void> {
  console.log('\nquery plans:');
  for (const statement of listStatements(tenantId)) {
    const compiled = statement.compile(db.kysely);
    const prefix = db.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
    console.log(`  ${compiled.sql.slice(0, 120)}`);
    try {
      const { rows } = await db.kysely.executeQuery({ ...compiled, sql: prefix + compiled.sql });
      for (const row of rows as Record<string, unknown>[])
        console.log(`    ${String(row['QUERY PLAN'] ?? row.detail ?? JSON.stringify(row))}`);
    } catch (error) {
      console.log(`    (no plan: ${(error as Error).message})`);
    }
  }
}
