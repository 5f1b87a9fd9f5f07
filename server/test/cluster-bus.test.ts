import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { REFRESH_TOKEN_HTTPONLY_COOKIE, STATUS_DEACTIVATED, TOKEN_COOKIE } from '../../contract/index.js';
import { buildApp } from '../src/app.js';
import { CHANNEL } from '../src/db/cluster-bus.js';
import { freshPostgresDatabase, tokenFor } from './helpers.js';
import { CookieJar, PUBLIC_URL, signIn } from './identity-helpers.js';
import { openEventStream } from './stream-helpers.js';

/**
 * Two instances on one PostgreSQL database behave as one product (issue 24): a write through one
 * is counted and seen by the next answer of the other, live updates cross instances, a sign-out
 * on one ends access and streams on the other, and a dropped bus connection neither loses a write
 * nor keeps a stale answer. SQLite has no cluster: these run in the PostgreSQL suite only.
 */

const postgres = process.env.DATABASE_URL;
const options = { skip: postgres ? false : 'PostgreSQL only (npm run test:server:pg)', timeout: 30_000 };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-bus-'));
let database: { url: string; drop: () => Promise<void> };
let a: FastifyInstance;
let b: FastifyInstance;
let baseA: string;

async function instance(): Promise<FastifyInstance> {
  return buildApp({
    logger: false,
    config: {
      dataDir,
      databaseUrl: database.url,
      consoleDir: '/nonexistent',
      publicUrl: PUBLIC_URL,
      consoleUrl: PUBLIC_URL,
      // Two apps in one process stall each other's event loops, and a busy machine (CI's browser
      // tests beside this suite) more: load shedding would answer 503s; its own tests turn it on.
      shedEventLoopDelayMs: 0,
    },
  });
}

/** Until the bus of `app` listens (it connects in the background at start). */
async function listening(app: FastifyInstance): Promise<void> {
  for (let i = 0; i < 200 && !app.db.bus?.listening; i += 1) await new Promise((r) => setTimeout(r, 10));
  assert.ok(app.db.bus?.listening, 'the bus listens');
}

describe('two instances on one PostgreSQL database', options, () => {
  before(async () => {
    if (!postgres) return;
    database = await freshPostgresDatabase(postgres);
    a = await instance();
    b = await instance();
    baseA = await a.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([listening(a), listening(b)]);
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const json = 'application/ld+json';
  const total = async (app: FastifyInstance, url: string, user = 'tenant.admin') => {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${await tokenFor(app, user)}` } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ 'hydra:totalItems': number }>()['hydra:totalItems'];
  };

  test('a write through one is counted by the next list of the other, at once', async () => {
    // Counted once on A: the total is now kept there.
    const before = await total(a, '/api/country_tags');
    assert.equal(await total(a, '/api/country_tags'), before);
    for (let i = 0; i < 5; i += 1) {
      const created = await b.inject({
        method: 'POST',
        url: '/api/country_tags',
        payload: { name: `Cluster tag ${i}` },
        headers: { authorization: `Bearer ${await tokenFor(b, 'tenant.admin')}`, 'content-type': json },
      });
      assert.equal(created.statusCode, 201, created.body);
      // No wait: the next answer of A after B's answer counts the new row.
      assert.equal(await total(a, '/api/country_tags'), before + i + 1);
    }
  });

  test("a deactivation through one is the other's 460 at once, and its kept caller is not used", async () => {
    const token = await tokenFor(a, 'api.user');
    // Templates: what an API user reads.
    const call = () => a.inject({ url: '/api/contract_templates', headers: { authorization: `Bearer ${token}` } });
    assert.equal((await call()).statusCode, 200);
    const id = (
      await a.db.kysely.selectFrom('users').select('id').where('user_name', '=', 'api.user').executeTakeFirstOrThrow()
    ).id;
    const supervisor = await tokenFor(b, 'supervisor');
    const patch = (activity: boolean) =>
      b.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        payload: { activity },
        headers: { authorization: `Bearer ${supervisor}`, 'content-type': 'application/merge-patch+json' },
      });
    assert.equal((await patch(false)).statusCode, 200);
    assert.equal((await call()).statusCode, STATUS_DEACTIVATED);
    assert.equal((await patch(true)).statusCode, 200);
  });

  /** An event stream on A (events must cross within a second). */
  const streamOnA = (token: string) => openEventStream(baseA, token);

  test('live updates of writes through one reach streams on the other within a second, deletes included', async () => {
    const stream = await streamOnA(await tokenFor(a, 'tenant.admin'));
    const globex = await streamOnA(await tokenFor(a, 'globex.admin'));
    try {
      const token = await tokenFor(b, 'tenant.admin');
      const created = await b.inject({
        method: 'POST',
        url: '/api/country_tags',
        payload: { name: 'Crossing tag' },
        headers: { authorization: `Bearer ${token}`, 'content-type': json },
      });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json<{ '@id': string }>()['@id'].split('/').pop()!;
      await stream.event('country_tags', id, 'created', 1000);
      const removed = await b.inject({
        method: 'DELETE',
        url: `/api/country_tags/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(removed.statusCode, 204);
      // The row is gone when A hears of it: A decides from the row B sent along.
      await stream.event('country_tags', id, 'deleted', 1000);
      assert.equal(
        globex.events.some((event) => event.id === id),
        false,
        "Globex's admin heard of Acme's tag",
      );
    } finally {
      stream.close();
      globex.close();
    }
  });

  test("signing out through one refuses the session's token on the other and ends its stream there at once", async () => {
    const jar = new CookieJar();
    await signIn(b, jar, 'editor');
    const token = jar.get(TOKEN_COOKIE)!;
    const call = () => a.inject({ url: '/api/companies', headers: { authorization: `Bearer ${token}` } });
    assert.equal((await call()).statusCode, 200);
    const stream = await streamOnA(token);
    try {
      const out = await b.inject({
        method: 'POST',
        url: '/api/refresh-token/invalidate',
        headers: {
          cookie: `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!)}`,
        },
      });
      assert.equal(out.statusCode, 200);
      assert.equal((await call()).statusCode, 401, "A refuses the signed-out session's token at once");
      assert.equal(await stream.endReason(), 'revoked');
    } finally {
      stream.close();
    }
  });

  test('a dropped bus connection keeps nothing stale and comes back', async () => {
    const before = await total(a, '/api/country_tags');
    // The database ends A's listening connection (a restart, a failover, an administrator).
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike $1 and pid <> pg_backend_pid()`,
      [`%listen ${CHANNEL}%`],
    );
    await admin.end();
    const created = await b.inject({
      method: 'POST',
      url: '/api/country_tags',
      payload: { name: 'While deaf' },
      headers: { authorization: `Bearer ${await tokenFor(b, 'tenant.admin')}`, 'content-type': json },
    });
    assert.equal(created.statusCode, 201);
    assert.equal(await total(a, '/api/country_tags'), before + 1, 'counted although A did not hear of it');
    await Promise.all([listening(a), listening(b)]);
    const stream = await streamOnA(await tokenFor(a, 'tenant.admin'));
    try {
      const again = await b.inject({
        method: 'POST',
        url: '/api/country_tags',
        payload: { name: 'Heard again' },
        headers: { authorization: `Bearer ${await tokenFor(b, 'tenant.admin')}`, 'content-type': json },
      });
      const id = again.json<{ '@id': string }>()['@id'].split('/').pop()!;
      await stream.event('country_tags', id, 'created', 1000);
      assert.equal(await total(a, '/api/country_tags'), before + 2);
    } finally {
      stream.close();
    }
  });
});
