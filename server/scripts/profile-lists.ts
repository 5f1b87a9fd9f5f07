/**
 * Where a list request's time goes, without load: each bench list (bench-lists.ts) answered in
 * process through Fastify's inject, one request at a time, with every SQL statement it ran and
 * its time. Uses the data bench-api.ts seeds (same DATA_DIR, or DATABASE_URL for PostgreSQL).
 *
 *   node --import tsx server/scripts/profile-lists.ts [--rounds=200]
 *   scripts/with-postgres.sh node --import tsx server/scripts/profile-lists.ts   # seeds first
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CompiledQuery, QueryResult } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadOrCreateSigningKeys } from '../src/auth/keys.js';
import { benchToken } from './bench-server.js';
import type { Role } from '../../contract/index.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { benchLists, ensureLargeData, largestTenant } from './bench-lists.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('rounds') ?? 200);
const only = option('only');
const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'platform-bench-sqlite');
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', CONSOLE_DIR: '/nonexistent' };

interface Timed {
  sql: string;
  ms: number;
}
let timings: Timed[] | null = null;

async function main(): Promise<void> {
  const config = loadConfig(env);
  const db = openDatabase(config);
  await ensureLargeData(db);
  const { admin, recipientCompany } = await largestTenant(db);
  // Every statement through the executor is timed (compiled SQL, wall time to its rows).
  const executor = db.kysely.getExecutor() as unknown as {
    executeQuery: (query: CompiledQuery, id: unknown) => Promise<QueryResult<unknown>>;
  };
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = async (query, id) => {
    const started = performance.now();
    try {
      return await execute(query, id);
    } finally {
      timings?.push({ sql: query.sql, ms: performance.now() - started });
    }
  };
  const keys = await loadOrCreateSigningKeys(dataDir);
  const tokens: Record<string, string> = {
    supervisor: await benchToken(db.kysely, keys, 'supervisor', ['ROLE_SUPERVISOR']),
    'tenant admin': await benchToken(db.kysely, keys, admin.user_name, JSON.parse(admin.roles) as Role[]),
  };
  const app = await buildApp({ config: { ...config, seedDemo: false, logLevel: 'warn' }, db, logger: false });
  for (const list of benchLists(recipientCompany)) {
    if (only && !list.name.includes(only)) continue;
    const headers = { authorization: `Bearer ${tokens[list.caller]}` };
    const perStatement = new Map<string, number[]>();
    const totals: number[] = [];
    for (let round = 0; round < rounds; round++) {
      timings = [];
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: list.url, headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${list.url}: ${response.statusCode} ${response.body}`);
      if (round >= rounds / 4) {
        totals.push(elapsed);
        timings.forEach((t, i) => {
          const key = `${i} ${t.sql}`;
          perStatement.set(key, [...(perStatement.get(key) ?? []), t.ms]);
        });
      }
    }
    timings = null;
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(`\n${list.caller} · ${list.name}: ${median(totals).toFixed(3)} ms per request (median)`);
    let inSql = 0;
    for (const [statement, values] of perStatement) {
      inSql += median(values);
      console.log(`  ${median(values).toFixed(3).padStart(8)} ms  ${statement.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
    console.log(`  ${(median(totals) - inSql).toFixed(3).padStart(8)} ms  outside SQL`);
  }
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error('profile:', error);
  process.exitCode = 1;
});
