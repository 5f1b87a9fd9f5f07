import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ReadCache } from '../src/db/read-cache.js';
import { openDatabase } from '../src/db/connection.js';
import type { Database } from '../src/db/schema.js';
import { onlyReads, WriteTracker } from '../src/db/write-tracker.js';
import { getAs, type Collection } from './api-helpers.js';
import { companyIri, send, templateIri, userIri } from './contracts-fixture.js';
import { buildTestApp } from './helpers.js';

/**
 * List totals are kept between writes (server/src/db/read-cache.ts): whatever writes, through
 * whichever route (the generic ones, special calls, triggers behind them), the next list answers
 * the total the database holds, at once. Each check lists twice before the write, so the total
 * it compares with was answered from the kept count.
 */

const postgres = Boolean(process.env.DATABASE_URL);

async function total(app: FastifyInstance, userName: string, url: string): Promise<number> {
  const { status, body } = await getAs<Collection<unknown>>(app, userName, url);
  assert.equal(status, 200, `${url}: ${JSON.stringify(body)}`);
  return body['hydra:totalItems'];
}

/** The totals of these lists, each asked twice (the second answer is the kept count). */
async function totals(app: FastifyInstance, userName: string, urls: readonly string[]): Promise<number[]> {
  const first = [];
  for (const url of urls) first.push(await total(app, userName, url));
  for (const [index, url] of urls.entries()) assert.equal(await total(app, userName, url), first[index], url);
  return first;
}

describe('list totals over HTTP', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app?.close());

  const contractLists = [
    '/api/contracts',
    '/api/contracts?not_null[versions.signedAt]=true',
    '/api/contracts?not_null[versions.signedAt]=false',
  ] as const;

  test('contract totals follow a create, a version (trigger-kept filters), its signature and a delete', async () => {
    const [all, signed, awaiting] = await totals(app, 'tenant.admin', contractLists);
    assert.ok(app.db.counts.size >= 3, 'the counts are kept');
    const supervisorAll = (await totals(app, 'supervisor', ['/api/contracts']))[0];

    const created = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
      template: await templateIri(app, 'Mobile Subscription'),
      recipientCompany: await companyIri(app, 'Zürich Customer AG'),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const contract = String(created.body['@id']);
    assert.deepEqual(await totals(app, 'tenant.admin', contractLists), [all + 1, signed, awaiting + 1], 'created');
    assert.deepEqual(await totals(app, 'supervisor', ['/api/contracts']), [supervisorAll + 1], "supervisor's too");

    const version = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract,
      recipientUser: await userIri(app, 'customer'),
      content: 'Terms',
    });
    assert.equal(version.status, 201, JSON.stringify(version.body));
    assert.deepEqual(await totals(app, 'tenant.admin', contractLists), [all + 1, signed, awaiting + 1], 'sent');

    // A special call (the signature) writes contract_versions; a trigger moves the contract between the lists.
    const signing = await send(app, 'customer', 'PATCH', String(version.body['@id']), {
      signedAt: new Date().toISOString(),
    });
    assert.equal(signing.status, 200, JSON.stringify(signing.body));
    assert.deepEqual(await totals(app, 'tenant.admin', contractLists), [all + 1, signed + 1, awaiting], 'signed');

    const unsigned = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
      template: await templateIri(app, 'Mobile Subscription'),
      recipientCompany: await companyIri(app, 'Zürich Customer AG'),
    });
    assert.equal(unsigned.status, 201, JSON.stringify(unsigned.body));
    assert.deepEqual(await totals(app, 'tenant.admin', contractLists), [all + 2, signed + 1, awaiting + 1]);
    assert.equal((await send(app, 'tenant.admin', 'DELETE', String(unsigned.body['@id']))).status, 204);
    assert.deepEqual(await totals(app, 'tenant.admin', contractLists), [all + 1, signed + 1, awaiting], 'deleted');
  });

  test('company totals follow a rename (trigger-kept folded name) and a soft delete', async () => {
    const lists = ['/api/companies', '/api/companies?name=lyon', '/api/companies?name=kunde'] as const;
    const [all, lyon, kunde] = await totals(app, 'tenant.admin', lists);
    assert.ok(lyon >= 1);
    const lyonCompany = await companyIri(app, 'Lyon Customer SA');

    const renamed = await send(app, 'tenant.admin', 'PATCH', lyonCompany, { name: 'Lyoner Kunde SA' });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual(await totals(app, 'tenant.admin', lists), [all, lyon, kunde + 1], 'renamed');

    assert.equal((await send(app, 'tenant.admin', 'DELETE', lyonCompany)).status, 204);
    assert.deepEqual(await totals(app, 'tenant.admin', lists), [all - 1, lyon - 1, kunde], 'deleted');
  });

  test('a failed write leaves the totals as they were', async () => {
    const [all] = await totals(app, 'tenant.admin', ['/api/contracts']);
    const refused = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
      template: await templateIri(app, 'Mobile Subscription'),
      realEnd: '1999-01-01',
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(await totals(app, 'tenant.admin', ['/api/contracts']), [all]);
  });

  test('each caller keeps its own scope: a tenant admin never gets a total counted for another tenant', async () => {
    const [acme] = await totals(app, 'tenant.admin', ['/api/contracts']);
    const [globex] = await totals(app, 'globex.admin', ['/api/contracts']);
    const [everyone] = await totals(app, 'supervisor', ['/api/contracts']);
    const byTenant = await app.db.kysely
      .selectFrom('contracts')
      .innerJoin('tenants', 'tenants.id', 'contracts.tenant_id')
      .select(['tenants.name', sql<number>`count(*)`.as('count')])
      .groupBy('tenants.name')
      .execute();
    const count = (name: string) => Number(byTenant.find((row) => row.name === name)?.count ?? 0);
    assert.deepEqual(
      [acme, globex, everyone],
      [count('Acme'), count('Globex'), byTenant.reduce((s, r) => s + Number(r.count), 0)],
    );
  });
});

test(
  'PostgreSQL: a count read while another connection has an open write is not kept',
  { skip: !postgres },
  async () => {
    const app = await buildTestApp();
    try {
      const [before] = await totals(app, 'supervisor', ['/api/companies']);
      const trx = await app.db.kysely.startTransaction().execute();
      try {
        await trx
          .updateTable('companies')
          .set({ deleted_at: new Date().toISOString() })
          .where('name', '=', 'Lyon Customer SA')
          .execute();
        // Read on another pool connection: the delete is not committed, so the old total is right now…
        assert.equal(await total(app, 'supervisor', '/api/companies'), before);
        await trx.commit().execute();
      } catch (error) {
        await trx.rollback().execute();
        throw error;
      }
      // …and must not be answered once it is.
      assert.equal(await total(app, 'supervisor', '/api/companies'), before - 1);
    } finally {
      await app.close();
    }
  },
);

test('SQLite: a write by another connection to the same file is seen at once', { skip: postgres }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-totals-'));
  const sqliteFile = path.join(dataDir, 'shared.sqlite');
  const app = await buildTestApp({ dataDir, sqliteFile });
  const other = openDatabase({ sqliteFile, databaseUrl: undefined });
  try {
    const [before] = await totals(app, 'supervisor', ['/api/companies']);
    await other.kysely
      .updateTable('companies')
      .set({ deleted_at: new Date().toISOString() })
      .where('name', '=', 'Lyon Customer SA')
      .execute();
    assert.equal(await total(app, 'supervisor', '/api/companies'), before - 1);
  } finally {
    await other.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('the read cache and the write tracker', () => {
  const counted = (value: number, during?: () => void) => async () => {
    during?.();
    return value;
  };

  test('a count is kept until the generation moves', async () => {
    const tracker = new WriteTracker();
    const cache = new ReadCache<number>(tracker);
    assert.equal(await cache.read('k', counted(1)), 1);
    assert.equal(await cache.read('k', counted(2)), 1, 'kept');
    tracker.opened();
    tracker.closed();
    assert.equal(await cache.read('k', counted(3)), 3, 'a write happened');
  });

  test('nothing read while a transaction is open, or while a write runs, is kept', async () => {
    const tracker = new WriteTracker();
    const cache = new ReadCache<number>(tracker);
    tracker.opened();
    assert.equal(await cache.read('k', counted(1)), 1);
    assert.equal(await cache.read('k', counted(2)), 2, 'not kept: a transaction was open');
    tracker.closed();
    assert.equal(
      await cache.read(
        'k',
        counted(3, () => tracker.opened()),
      ),
      3,
    );
    tracker.closed();
    assert.equal(
      await cache.read(
        'k',
        counted(4, () => tracker.changed()),
      ),
      4,
      'not kept: a write started while it was read',
    );
    assert.equal(await cache.read('k', counted(5)), 5, 'not kept: the generation moved while it was read');
    assert.equal(await cache.read('k', counted(6)), 5, 'kept');
  });

  test('another connection’s commit (data version) forgets the kept counts', async () => {
    let version = 1;
    const cache = new ReadCache<number>(new WriteTracker(), () => version);
    assert.equal(await cache.read('k', counted(1)), 1);
    version = 2;
    assert.equal(await cache.read('k', counted(2)), 2);
    assert.equal(await cache.read('k', counted(3)), 2);
  });

  test('with a maximum age, an answer is read again once it is older, writes or not', async () => {
    let now = 0;
    const cache = new ReadCache<number>(new WriteTracker(), () => 0, { maxAgeMs: 1000, now: () => now });
    assert.equal(await cache.read('k', counted(1)), 1);
    now = 999;
    assert.equal(await cache.read('k', counted(2)), 1, 'still young');
    now = 1000;
    assert.equal(await cache.read('k', counted(3)), 3, 'too old');
    assert.equal(await cache.read('k', counted(4)), 3, 'kept again from its new reading');
  });

  test('the least recently used count leaves a full cache', async () => {
    const cache = new ReadCache<number>(new WriteTracker(), () => 0, { maxEntries: 2 });
    await cache.read('a', counted(1));
    await cache.read('b', counted(2));
    await cache.read('a', counted(0));
    await cache.read('c', counted(3));
    assert.equal(cache.size, 2);
    assert.equal(await cache.read('a', counted(9)), 1, 'a was used last');
    assert.equal(await cache.read('b', counted(9)), 9, 'b left');
  });

  test('only a SELECT (with SELECTs in its WITH) is a read; writes, raw SQL and a writing WITH are writes', () => {
    const db = openDatabase({ sqliteFile: ':memory:', databaseUrl: undefined });
    const kysely: Kysely<Database> = db.kysely;
    try {
      assert.equal(onlyReads(kysely.selectFrom('companies').select('id').compile()), true);
      assert.equal(onlyReads(kysely.insertInto('applications').values({ id: 9, name: 'x' }).compile()), false);
      assert.equal(onlyReads(kysely.updateTable('companies').set({ name: 'x' }).compile()), false);
      assert.equal(onlyReads(kysely.deleteFrom('companies').compile()), false);
      assert.equal(onlyReads(sql`select 1`.compile(kysely)), false);
      const withClause = kysely
        .with('c', (db) => db.selectFrom('companies').select('id'))
        .selectFrom('c')
        .select('id');
      assert.equal(onlyReads(withClause.compile()), true);
      const writingWith = kysely
        .with('c', (db) => db.updateTable('companies').set({ name: 'x' }).returning('id'))
        .selectFrom('c')
        .select('id');
      assert.equal(onlyReads(writingWith.compile()), false);
    } finally {
      void db.close();
    }
  });
});
