/**
 * List-page benchmark at scale: seeds the large data set (once) into a SQLite file in a temp
 * DATA_DIR, or into PostgreSQL with --postgres / DATABASE_URL, starts the platform server on a
 * loopback port and loads two list calls with autocannon, printing requests/s and p50/p99 latency,
 * then shows the query plans of those lists (indexes, not full scans).
 *
 *   npm run bench:api                 # SQLite
 *   npm run bench:api:pg              # PostgreSQL (throwaway cluster via scripts/with-postgres.sh)
 *   … -- --duration=10 --connections=10
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { signAccessToken } from '../src/auth/jwt.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed.js';
import { LARGE_SEED_COUNTS, LOAD_TENANT_PREFIX, seedLarge } from '../src/db/seed-large.js';

/** The slice of autocannon's API used here (the package ships no type declarations). */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  headers: Record<string, string>;
  duration: number;
  connections: number;
}) => Promise<LoadResult>;

const argument = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const duration = argument('duration', 10);
const connections = argument('connections', 10);
const postgres = process.argv.includes('--postgres') || Boolean(process.env.DATABASE_URL);
if (postgres && !process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL (use npm run bench:api:pg)');

const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'platform-bench-sqlite');
fs.mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

async function ensureLargeData(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db, dataDir);
  const seeded = await db.kysely
    .selectFrom('tenants')
    .select('id')
    .where('name', 'like', `${LOAD_TENANT_PREFIX}%`)
    .executeTakeFirst();
  if (seeded) return;
  console.log('bench: seeding the large data set (once) …');
  const started = Date.now();
  await seedLarge(db, LARGE_SEED_COUNTS, (line) => console.log(`  ${line}`));
  console.log(`bench: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The load tenant with the most contracts, and its tenant admin (the large seed makes one per tenant). */
async function largestTenant(db: Db) {
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
  return { tenant, admin };
}

const LISTS = [
  {
    name: 'contracts: filtered, ordered, page 3',
    url: '/api/contracts?page=3&itemsPerPage=10&start[after]=2024-01-01&order[start]=desc',
  },
  { name: 'companies: kind + name, page 2', url: '/api/companies?page=2&name=a&kind=RECIPIENT_COMPANY' },
];

/** The statements the two lists run (the CRUD factory's count and page queries), for their plans. */
function listStatements(tenantId: number) {
  return [
    sql`select count(*) from contracts where tenant_id = ${tenantId} and start >= ${'2024-01-01'}`,
    sql`select * from contracts where tenant_id = ${tenantId} and start >= ${'2024-01-01'} order by start desc, id asc limit 10 offset 20`,
    sql`select count(*) from companies where tenant_id = ${tenantId} and lower(name) like ${'%a%'} and deleted_at is null and group_company = 0 and provider_id is null and reseller_company = 0`,
    sql`select * from companies where tenant_id = ${tenantId} and lower(name) like ${'%a%'} and deleted_at is null and group_company = 0 and provider_id is null and reseller_company = 0 order by id asc limit 10 offset 10`,
  ];
}

async function explain(db: Db, tenantId: number): Promise<void> {
  console.log('\nquery plans:');
  for (const statement of listStatements(tenantId)) {
    const compiled = statement.compile(db.kysely);
    const prefix = db.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
    const { rows } = await db.kysely.executeQuery({ ...compiled, sql: prefix + compiled.sql });
    console.log(`  ${compiled.sql.slice(0, 110)}`);
    for (const row of rows as Record<string, unknown>[])
      console.log(`    ${String(row['QUERY PLAN'] ?? row.detail ?? JSON.stringify(row))}`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig(env);
  const db = openDatabase(config);
  await ensureLargeData(db);
  const { tenant, admin } = await largestTenant(db);
  const app = await buildApp({ config: { ...config, seedDemo: false }, db, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = await signAccessToken(app.keys, { username: admin.user_name, roles: JSON.parse(admin.roles) }, 3600);
  console.log(
    `bench: ${db.dialect} · ${tenant.name} (${tenant.contracts} contracts) as ${admin.user_name} · ${duration} s × ${connections} connections`,
  );

  for (const list of LISTS) {
    const probe = await app.inject({ method: 'GET', url: list.url, headers: { authorization: `Bearer ${token}` } });
    const total = probe.statusCode === 200 ? (probe.json() as { 'hydra:totalItems': number })['hydra:totalItems'] : '-';
    const result = await autocannon({
      url: `${address}${list.url}`,
      headers: { authorization: `Bearer ${token}` },
      duration,
      connections,
    });
    console.log(
      `${list.name.padEnd(40)} status ${probe.statusCode} total ${total} · ${result.requests.average.toFixed(0)} req/s · p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · non-2xx ${result.non2xx}`,
    );
  }
  await explain(db, tenant.id);
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
