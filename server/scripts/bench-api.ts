/**
 * List-page benchmark at scale. Seeds the large data set (once) into a SQLite file in a temp
 * DATA_DIR, or into PostgreSQL with --postgres / DATABASE_URL; starts the platform server as a
 * child process (so the load generator never shares its event loop) and loads the supervisor's
 * cross-tenant and a tenant admin's contract and company lists with autocannon at each connection
 * count, printing requests/s and p50/p99 latency; then shows the query plans of those lists.
 *
 *   npm run bench:api                 # SQLite
 *   npm run bench:api:pg              # PostgreSQL (throwaway cluster via scripts/with-postgres.sh)
 *   … -- --duration=5 --connections=10,50
 *   … -- --only=signed            # the lists whose name holds this text
 *   … -- --warm-up=2              # seconds of unreported load on each list first (default 2)
 *   … -- --url=/api/tenants       # this address instead, as the supervisor
 *   … -- --cpu-prof=/tmp/prof     # the server writes a V8 CPU profile there when it stops
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadOrCreateSigningKeys } from '../src/auth/keys.js';
import type { Role } from '../../contract/index.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { benchLists, ensureLargeData, explain, largestTenant } from './bench-lists.js';
import { autocannon, benchToken, option, startServer } from './bench-server.js';

const duration = Number(option('duration') ?? 5);
const connectionCounts = (option('connections') ?? '10,50').split(',').map(Number);
const only = option('only');
const warmUp = Number(option('warm-up') ?? 2);
const cpuProfileDir = option('cpu-prof');
const postgres = process.argv.includes('--postgres') || Boolean(process.env.DATABASE_URL);
if (postgres && !process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL (use npm run bench:api:pg)');

const dataDir = process.env.DATA_DIR ?? path.join(os.tmpdir(), 'platform-bench-sqlite');
fs.mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', CONSOLE_DIR: '/nonexistent' };

async function main(): Promise<void> {
  const config = loadConfig(env);
  const db = openDatabase(config);
  await ensureLargeData(db);
  const { tenant, admin, recipientCompany } = await largestTenant(db);
  const keys = await loadOrCreateSigningKeys(dataDir);
  const tokens: Record<string, string> = {
    supervisor: await benchToken(db.kysely, keys, 'supervisor', ['ROLE_SUPERVISOR']),
    'tenant admin': await benchToken(db.kysely, keys, admin.user_name, JSON.parse(admin.roles) as Role[]),
  };

  const server = await startServer({ ...env }, { cpuProfileDir });
  console.log(
    `bench: ${db.dialect} · 100k-scale data, largest tenant ${tenant.name} (${tenant.contracts} contracts) · server in a child process · ${duration} s per run`,
  );
  console.log(`${'caller · list'.padEnd(64)} conns   total   req/s   p50   p99  non-2xx`);
  try {
    const url = option('url');
    const lists = url ? [{ caller: 'supervisor' as const, name: url, url }] : benchLists(recipientCompany);
    for (const list of lists) {
      if (only && !`${list.caller} · ${list.name}`.includes(only)) continue;
      const headers = { authorization: `Bearer ${tokens[list.caller]}` };
      const probe = await fetch(`${server.base}${list.url}`, { headers });
      const body = probe.ok ? ((await probe.json()) as { 'hydra:totalItems': number }) : null;
      // Not reported: the server's first requests of a list compile its code paths (V8) and statements.
      await autocannon({ url: `${server.base}${list.url}`, headers, duration: warmUp, connections: 10 });
      for (const connections of connectionCounts) {
        const result = await autocannon({ url: `${server.base}${list.url}`, headers, duration, connections });
        console.log(
          `${`${list.caller} · ${list.name}`.padEnd(64)} ${String(connections).padStart(5)} ${String(body?.['hydra:totalItems'] ?? probe.status).padStart(7)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(5)} ${String(result.latency.p99).padStart(5)} ${String(result.non2xx + result.errors).padStart(8)}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  await explain(db, tenant.id);
  await db.close();
}

main().catch((error: unknown) => {
  console.error('bench:', error);
  process.exitCode = 1;
});
