/**
 * Write latency with open event streams (issue 28, docs/security.md "Event streams within bounds"):
 * the platform server in its own process on the demo data, N streams held open by this process
 * (0, 1,000, 5,000), and a tenant admin's company PATCH timed one after another. Three spreads of
 * the streams: all of one user (`user.nocompany`, the attack that slowed every tenant); 500 users
 * the bench adds, in both tenants and every role, 10 streams each at 5,000 (many audiences to
 * decide, a few streams of each receive the event); and the demo users (each of tenant.admin's
 * hundreds of streams receives every event: delivery itself is what is counted there).
 * The goal: at 5,000 streams, under 2× the latency with none.
 *
 *   npm run bench:streams [-- --writes=200 --counts=0,1000,5000 --postgres]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '../../contract/index.js';
import { loadOrCreateSigningKeys } from '../src/auth/keys.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { parseJsonList } from '../src/db/portable.js';
import { benchToken, option, startServer } from './bench-server.js';

const writes = Number(option('writes') ?? 200);
const counts = (option('counts') ?? '0,1000,5000').split(',').map(Number);
const onlySpread = option('spread');
const cpuProfileDir = option('cpu-prof');
const postgres = process.argv.includes('--postgres') || Boolean(process.env.DATABASE_URL);
if (postgres && !process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL (scripts/with-postgres.sh)');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-bench-streams-'));
const most = Math.max(...counts);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  CONSOLE_DIR: '/nonexistent',
  // The bench opens the streams itself, many for one user: the limits are what it measures past.
  EVENT_STREAMS_PER_USER: String(most + 10),
  EVENT_STREAMS_MAX: String(most + 10),
};

/** An open stream on a connection of its own; counts the events it receives. */
function openStream(port: number, token: string, counter: { events: number }): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/events', agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          counter.events += chunk.split('\ndata: ').length - 1 + (chunk.startsWith('data: ') ? 1 : 0);
        });
        response.once('data', () => resolve(() => request.destroy()));
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
}

const ROLE_SETS = [
  ['ROLE_TENANT_ADMIN'],
  ['ROLE_COMPANY_ADMIN'],
  ['ROLE_EDITOR'],
  ['ROLE_CUSTOMER'],
  ['ROLE_USER'],
  ['ROLE_API_USER'],
];

/** `count` users spread over the tenants, their companies and the roles (none can sign in: tokens only). */
async function addUsers(db: ReturnType<typeof openDatabase>['kysely'], count: number) {
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'tenant_id'])
    .where('deleted_at', 'is', null)
    .execute();
  const rows = Array.from({ length: count }, (_, i) => {
    const company = companies[i % companies.length]!;
    return {
      user_name: `bench.user.${i}`,
      password_hash: null,
      given_name: null,
      family_name: null,
      email: null,
      roles: JSON.stringify(ROLE_SETS[i % ROLE_SETS.length]),
      activity: 1,
      locale: null,
      tenant_id: company.tenant_id,
      company_id: i % 7 === 6 ? null : company.id,
      keycloak_id: null,
      created_at: new Date().toISOString(),
    };
  });
  await db.insertInto('users').values(rows).execute();
  return db
    .selectFrom('users')
    .select(['id', 'user_name', 'roles'])
    .where('user_name', 'like', 'bench.user.%')
    .execute();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(): Promise<void> {
  const server = await startServer(env, { cpuProfileDir });
  const db = openDatabase(loadConfig(env));
  try {
    const keys = await loadOrCreateSigningKeys(dataDir);
    const users = await db.kysely
      .selectFrom('users')
      .select(['id', 'user_name', 'roles', 'activity'])
      .where('password_hash', 'is not', null)
      .execute();
    const tokens = new Map<string, string>();
    const sign = async (user: { id: number; user_name: string; roles: string }) => {
      const roles = parseJsonList(user.roles) as Role[];
      tokens.set(user.user_name, await benchToken(db.kysely, keys, user.user_name, roles));
    };
    for (const user of users.filter((u) => Boolean(u.activity))) await sign(user);
    const benchUsers = await addUsers(db.kysely, 500);
    for (const user of benchUsers) await sign(user);
    const admin = tokens.get('tenant.admin')!;
    const companies = (
      (await (
        await fetch(`${server.base}/api/companies?itemsPerPage=2`, { headers: { authorization: `Bearer ${admin}` } })
      ).json()) as { 'hydra:member': { '@id': string }[] }
    )['hydra:member'].map((c) => c['@id']);

    async function timeWrites(): Promise<number[]> {
      const times: number[] = [];
      for (let i = 0; i < writes + 10; i += 1) {
        const started = performance.now();
        const response = await fetch(`${server.base}${companies[i % companies.length]}`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/merge-patch+json' },
          body: JSON.stringify({ name: `Bench ${i % 7}` }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
        if (i >= 10) times.push(performance.now() - started); // the first ten warm up
      }
      return times.sort((a, b) => a - b);
    }

    const spreads: Record<string, string[]> = {
      'one user (user.nocompany)': ['user.nocompany'],
      '500 users, both tenants, every role': benchUsers.map((user) => user.user_name),
      'the demo users': users.filter((u) => Boolean(u.activity)).map((user) => user.user_name),
    };
    console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}, ${writes} company PATCHes by tenant.admin, one after another`);
    console.log('| streams | spread | p50 ms | p95 ms | p50 × none | events received |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    let baseline = 0;
    for (const count of counts) {
      for (const [spread, names] of Object.entries(spreads)) {
        if (count === 0 && spread !== Object.keys(spreads)[0]) continue;
        if (count > 0 && onlySpread && !spread.includes(onlySpread)) continue;
        const counter = { events: 0 };
        const closers: (() => void)[] = [];
        for (let i = 0; i < count; i += 100)
          closers.push(
            ...(await Promise.all(
              Array.from({ length: Math.min(100, count - i) }, (_, j) =>
                openStream(server.port, tokens.get(names[(i + j) % names.length]!)!, counter),
              ),
            )),
          );
        const times = await timeWrites();
        // Delivery may wait up to half a second for more events (stream-hub.ts): count them once it settles.
        for (let seen = -1, rounds = 0; seen !== counter.events && rounds < 20; rounds += 1) {
          seen = counter.events;
          await new Promise((resolve) => setTimeout(resolve, 700));
        }
        closers.forEach((close) => close());
        const p50 = percentile(times, 0.5);
        if (count === 0) baseline = p50;
        console.log(
          `| ${count} | ${count === 0 ? '—' : spread} | ${p50.toFixed(2)} | ${percentile(times, 0.95).toFixed(2)} | ${(p50 / baseline).toFixed(2)} | ${counter.events} |`,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    await db.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
