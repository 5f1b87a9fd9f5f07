/**
 * The cluster benchmark (issue 24): the tenant admin's contract list at the 100k-contract scale
 * (the large seed, as bench-api.ts loads it) through HAProxy with 1, 2 and 3 instances in the
 * rotation (the others in maintenance: one cluster, no restarts), requests/s and p50/p99 with
 * autocannon in this process (the instances, HAProxy and PostgreSQL are processes of their own);
 * then the time a live-update event takes to cross instances: a write on one instance, its event
 * on a stream held by another (and, as a yardstick, by the same one).
 *
 *   npm run bench:cluster [-- --duration=10 --connections=50 --warm-up=3 --events=50 --pg-port=55433]
 *
 * PostgreSQL is a throwaway cluster seeded anew (a few minutes), or DATABASE_URL (seeded once).
 * On a machine with fewer cores than instances, the instances share them: what scales then is
 * what one core cannot do alone, not the cluster.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '../../contract/index.js';
import { keySourceOf, loadSigningKeys } from '../src/auth/key-source.js';
import { signAccessToken } from '../src/auth/jwt.js';
import { openSession } from '../src/auth/sessions.js';
import { Secret } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { benchLists, ensureLargeData, largestTenant } from './bench-lists.js';
import { autocannon, option } from './bench-server.js';
import { startCluster, type Cluster } from './cluster-lib.js';
import { startPostgres, type Database } from './cluster-postgres.js';

const duration = Number(option('duration') ?? 10);
const connections = Number(option('connections') ?? 50);
const warmUp = Number(option('warm-up') ?? 3);
const eventCount = Number(option('events') ?? 50);
const pgPort = Number(option('pg-port') ?? process.env.PG_TEST_PORT ?? 55433);
/** How long an event may take before it counts as not arrived. */
const EVENT_TIMEOUT_MS = 2000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An event stream on one instance (no balancer), calling back for each `data:` event. */
function openStream(base: string, token: string, onEvent: (event: { id: string }) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/events`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            for (const line of block.split('\n'))
              if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)) as { id: string });
          }
        });
        response.once('data', () => resolve(() => request.destroy()));
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
}

/**
 * Writes on `writer` (a company PATCH, one after another) and waits for each one's event on a
 * stream held on `reader`; the times from the write's start to the event, and how many never came.
 */
async function eventTimes(cluster: Cluster, writer: number, reader: number, token: string, companies: string[]) {
  const waiting = new Map<string, (at: number) => void>();
  const close = await openStream(cluster.instances[reader]!.url, token, (event) =>
    waiting.get(event.id)?.(performance.now()),
  );
  const times: number[] = [];
  let missed = 0;
  try {
    for (let i = 0; i < eventCount; i += 1) {
      const iri = companies[i % companies.length]!;
      const id = iri.split('/').pop()!;
      const arrived = new Promise<number | null>((resolve) => {
        waiting.set(id, resolve);
        setTimeout(() => resolve(null), EVENT_TIMEOUT_MS).unref();
      });
      const started = performance.now();
      const response = await fetch(`${cluster.instances[writer]!.url}${iri}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify({ name: `Bench crossing ${process.pid} ${i}` }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
      const at = await arrived;
      waiting.delete(id);
      if (at === null) missed += 1;
      else times.push(at - started);
      await sleep(20);
    }
  } finally {
    close();
  }
  return { times: times.sort((a, b) => a - b), missed };
}

async function main(): Promise<void> {
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-seed-'));
  let database: Database | null = null;
  let cluster: Cluster | null = null;
  try {
    database = process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: async () => undefined }
      : await startPostgres(pgPort);
    const db = openDatabase({ databaseUrl: database.url, sqliteFile: ':memory:' });
    await ensureLargeData(db);
    const { tenant, admin, recipientCompany } = await largestTenant(db);
    await db.close();

    cluster = await startCluster({ databaseUrl: database.url, env: { SEED_DEMO: '0' } });
    const keys = await loadSigningKeys(
      keySourceOf({
        signingKeys: new Secret(cluster.keys.SIGNING_KEYS),
        identitySecrets: new Secret(cluster.keys.IDENTITY_SECRETS),
        keysDir: undefined,
        dataDir: seedDir,
        sqliteFile: ':memory:',
        databaseUrl: database.url,
      }),
    );
    const tokenDb = openDatabase({ databaseUrl: database.url, sqliteFile: ':memory:' });
    const tokenOf = async (userName: string) => {
      const user = await tokenDb.kysely
        .selectFrom('users')
        .select(['id', 'roles'])
        .where('user_name', '=', userName)
        .executeTakeFirstOrThrow();
      const sid = await openSession(tokenDb.kysely, user.id, 3600);
      return signAccessToken(keys, { username: userName, roles: JSON.parse(user.roles) as Role[], sid }, 3600);
    };
    const token = await tokenOf(admin.user_name);
    await tokenDb.close();

    const list = benchLists(recipientCompany).find((entry) => entry.caller === 'tenant admin')!;
    const url = `${cluster.url}${option('url') ?? list.url}`;
    const headers = { authorization: `Bearer ${token}` };
    console.log(
      `bench:cluster · PostgreSQL, 100k-scale data, tenant ${tenant.name} (${tenant.contracts} contracts) · ${os.cpus().length} cores · ${duration} s per run, ${connections} connections`,
    );
    console.log(`tenant admin · ${option('url') ?? `${list.name} (${list.url})`}\n`);
    console.log('| instances | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | --- | --- | --- | --- |');
    const names = cluster.instances.map((instance) => instance.name);
    for (let count = 1; count <= cluster.instances.length; count += 1) {
      for (const [index, name] of names.entries()) await cluster.balancer.setInRotation(name, index < count);
      await autocannon({ url, headers, duration: warmUp, connections: 10 });
      const result = await autocannon({ url, headers, duration, connections });
      console.log(
        `| ${count} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors} |`,
      );
    }

    // Events: tenant admin writes on instance 1, streams on instance 2 (crossing) and on 1 (yardstick).
    const companiesResponse = await fetch(`${cluster.instances[0]!.url}/api/companies?itemsPerPage=20`, { headers });
    const companies = ((await companiesResponse.json()) as { 'hydra:member': { '@id': string }[] })['hydra:member'].map(
      (company) => company['@id'],
    );
    console.log(
      `\nlive-update events, ${eventCount} company PATCHes one after another, from the write's start to the event:`,
    );
    console.log('| stream on | arrived | p50 ms | p99 ms |');
    console.log('| --- | --- | --- | --- |');
    for (const [label, reader] of [
      ['the writing instance', 0],
      ['another instance', 1],
    ] as const) {
      const { times, missed } = await eventTimes(cluster, 0, reader, token, companies);
      const shown = (p: number) => (times.length ? percentile(times, p)!.toFixed(1) : '—');
      console.log(`| ${label} | ${times.length}/${times.length + missed} | ${shown(0.5)} | ${shown(0.99)} |`);
      if (reader === 1 && times.length === 0)
        console.log(
          `\nNo event crossed instances within ${EVENT_TIMEOUT_MS} ms: each instance tells only its own streams (no cluster bus yet).`,
        );
    }
  } finally {
    await cluster?.stop();
    await database?.stop();
    fs.rmSync(seedDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:cluster:', error);
  process.exitCode = 1;
});
