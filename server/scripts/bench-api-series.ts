/**
 * The list benchmark as the performance goal states it: every supervisor and tenant-admin list at
 * 50 connections, SQLite and PostgreSQL interleaved run by run (so both meet the same machine
 * noise), several runs, each run's p99 printed and their median judged against the goal; then
 * how p99 grows with the number of contracts. The server runs in a process of its own, started
 * afresh for every run, and the load comes from this one.
 *
 *   npm run bench:api:series                        # 5 runs at 100k; growth 10k → 100k → 1M, 1 run each
 *   … -- --runs=3 --scales=10k,100k --growth-runs=1 --duration=5 --goal=50
 *   … -- --only=tenant                              # the lists whose caller · name holds this text
 *
 * Needs DATABASE_URL (the npm script starts a throwaway cluster); each scale has its own SQLite
 * file and PostgreSQL database, seeded once (1M contracts take several minutes on each).
 * Only the number of contracts changes with the scale: tenants, companies and users stay as at 100k.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Role } from '../../contract/index.js';
import { loadOrCreateSigningKeys } from '../src/auth/keys.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { LARGE_SEED_COUNTS } from '../src/seeds/seed-large.js';
import { benchLists, ensureLargeData, largestTenant, type BenchList } from './bench-lists.js';
import { autocannon, benchToken, option, startServer } from './bench-server.js';

const SCALES: Record<string, number> = { '10k': 10_000, '100k': 100_000, '1m': 1_000_000 };
const runs = Number(option('runs') ?? 5);
const growthRuns = Number(option('growth-runs') ?? 1);
const mainScale = option('scale') ?? '100k';
const scales = (option('scales') ?? '10k,100k,1m').split(',');
const duration = Number(option('duration') ?? 5);
const warmUp = Number(option('warm-up') ?? 2);
const connections = Number(option('connections') ?? 50);
const goal = Number(option('goal') ?? 50);
const only = option('only');
for (const scale of [mainScale, ...scales]) if (!SCALES[scale]) throw new Error(`unknown scale ${scale}`);
if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL (use npm run bench:api:series)');

type Dialect = 'sqlite' | 'postgres';
const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

interface Target {
  env: NodeJS.ProcessEnv;
  lists: BenchList[];
  tokens: Record<BenchList['caller'], string>;
  contracts: number;
}

/** The environment of one scale on one database, seeded if it is new. */
async function prepare(dialect: Dialect, scale: string): Promise<Target> {
  const dataDir = path.join(os.tmpdir(), `platform-bench-${dialect}-${scale}`);
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl = '';
  if (dialect === 'postgres') {
    const url = new URL(process.env.DATABASE_URL!);
    const name = `bench_${scale}`;
    const admin = openDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
    const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin.kysely);
    if (exists.rows.length === 0) await sql.raw(`create database ${name}`).execute(admin.kysely);
    await admin.close();
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    CONSOLE_DIR: '/nonexistent',
  };
  const db = openDatabase(loadConfig(env));
  await ensureLargeData(db, { ...LARGE_SEED_COUNTS, contracts: SCALES[scale]! });
  // What seeding left to write goes to disk now, not spread over the first runs (PostgreSQL's
  // checkpointer writes a fresh data set's pages over minutes; SQLite's WAL waits for a checkpoint).
  await sql.raw(db.dialect === 'postgres' ? 'checkpoint' : 'pragma wal_checkpoint(TRUNCATE)').execute(db.kysely);
  const { tenant, admin, recipientCompany } = await largestTenant(db);
  const keys = await loadOrCreateSigningKeys(dataDir);
  const tokens = {
    supervisor: await benchToken(db.kysely, keys, 'supervisor', ['ROLE_SUPERVISOR']),
    'tenant admin': await benchToken(db.kysely, keys, admin.user_name, JSON.parse(admin.roles) as Role[]),
  };
  await db.close();
  const lists = benchLists(recipientCompany).filter((list) => !only || `${list.caller} · ${list.name}`.includes(only));
  return { env, lists, tokens, contracts: tenant.contracts };
}

/** One run: a fresh server, each list warmed and then loaded; p99 per list. */
async function run(target: Target): Promise<number[]> {
  const server = await startServer(target.env);
  try {
    const p99s: number[] = [];
    for (const list of target.lists) {
      const options = {
        url: `${server.base}${list.url}`,
        headers: { authorization: `Bearer ${target.tokens[list.caller]}` },
      };
      await autocannon({ ...options, duration: warmUp, connections: 10 });
      const result = await autocannon({ ...options, duration, connections });
      if (result.non2xx + result.errors > 0) throw new Error(`${list.name}: ${result.non2xx + result.errors} failed`);
      p99s.push(result.latency.p99);
    }
    return p99s;
  } finally {
    await server.stop();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** p99s[dialect][run][list], run interleaved: sqlite, postgres, sqlite, … */
async function series(
  scale: string,
  count: number,
): Promise<{ lists: BenchList[]; p99s: Record<Dialect, number[][]> }> {
  const targets = {
    sqlite: await prepare('sqlite', scale),
    postgres: await prepare('postgres', scale),
  };
  const p99s: Record<Dialect, number[][]> = { sqlite: [], postgres: [] };
  for (let index = 0; index < count; index += 1) {
    for (const dialect of DIALECTS) {
      const started = Date.now();
      p99s[dialect].push(await run(targets[dialect]));
      console.log(`  ${scale} run ${index + 1}/${count} ${dialect}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  return { lists: targets.sqlite.lists, p99s };
}

async function main(): Promise<void> {
  console.log(
    `bench: ${os.cpus().length} cores · ${connections} connections · ${duration} s a list after ${warmUp} s of warm-up · p99 in ms`,
  );
  const { lists, p99s: primary } = await series(mainScale, runs);
  console.log(`\n${mainScale} contracts, ${runs} interleaved runs (goal: median p99 ≤ ${goal} ms)`);
  console.log(`${'caller · list'.padEnd(56)} ${'SQLite runs'.padEnd(26)} med  ${'PostgreSQL runs'.padEnd(26)} med`);
  let over = 0;
  lists.forEach((list, index) => {
    const cells = DIALECTS.map((dialect) => {
      const values = primary[dialect].map((p99s) => p99s[index]!);
      const mid = median(values);
      if (mid > goal) over += 1;
      return `${values
        .map((v) => String(v).padStart(4))
        .join(' ')
        .padEnd(26)} ${String(mid).padStart(4)}${mid > goal ? '!' : ' '}`;
    });
    console.log(`${`${list.caller} · ${list.name}`.padEnd(56)} ${cells.join(' ')}`);
  });
  console.log(over ? `${over} list medians over ${goal} ms (marked !)` : `every list median within ${goal} ms`);

  const growth: Record<string, Record<Dialect, number[][]>> = {};
  for (const scale of scales) growth[scale] = scale === mainScale ? primary : (await series(scale, growthRuns)).p99s;
  console.log(`\ngrowth: median p99 (ms) by contracts, SQLite | PostgreSQL`);
  console.log(
    `${'caller · list'.padEnd(56)} ${scales.map((s) => s.padStart(5)).join(' ')} | ${scales.map((s) => s.padStart(5)).join(' ')}`,
  );
  lists.forEach((list, index) => {
    const row = DIALECTS.map((dialect) =>
      scales.map((scale) => String(median(growth[scale]![dialect].map((p99s) => p99s[index]!))).padStart(5)).join(' '),
    );
    console.log(`${`${list.caller} · ${list.name}`.padEnd(56)} ${row.join(' | ')}`);
  });
}

main().catch((error: unknown) => {
  console.error('bench:', error);
  process.exitCode = 1;
});
