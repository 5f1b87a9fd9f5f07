import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/connection.js';
import { preparingPool } from '../src/db/prepared.js';
import { pageOf } from '../src/resources/engine/list-query.js';
import { getAs, type Collection } from './api-helpers.js';
import { freshPostgresDatabase } from './helpers.js';
import { as, buildTestApp } from './helpers.js';

/**
 * A list page reads its related rows (contracts: versions, recipient company, template titles;
 * companies: the tenant's name) in the page's own statement; an item reads them with queries of its own. Both must answer the same.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

type Member = { '@id': string } & Record<string, unknown>;

for (const caller of ['supervisor', 'tenant.admin', 'company.admin', 'customer']) {
  test(`${caller}: every contract of a list page is the item it links to`, async () => {
    for (const url of [
      '/api/contracts?itemsPerPage=100',
      '/api/contracts?order[realEnd]=asc&itemsPerPage=7&page=2',
      '/api/contracts?not_null[versions.signedAt]=true',
    ]) {
      const { status, body } = await getAs<Collection<Member>>(app, caller, url);
      assert.equal(status, 200);
      for (const member of body['hydra:member']) {
        const item = await getAs<Member>(app, caller, member['@id']);
        assert.equal(item.status, 200);
        assert.deepEqual(member, item.body, `${url}: ${member['@id']}`);
      }
    }
  });
}

for (const caller of ['supervisor', 'tenant.admin', 'globex.admin']) {
  test(`${caller}: every company of a list page is the item it links to`, async () => {
    for (const url of ['/api/companies?itemsPerPage=100', '/api/companies?order[name]=desc&itemsPerPage=3&page=2']) {
      const { status, body } = await getAs<Collection<Member>>(app, caller, url);
      assert.equal(status, 200);
      if (url.endsWith('=100')) assert.ok(body['hydra:member'].length > 0, url);
      for (const member of body['hydra:member']) {
        const item = await getAs<Member>(app, caller, member['@id']);
        assert.deepEqual(member, item.body, `${url}: ${member['@id']}`);
      }
    }
  });
}

test('the contract list draws versions, titles and companies for the supervisor across tenants', async () => {
  const { body } = await getAs<Collection<Member>>(app, 'supervisor', '/api/contracts?itemsPerPage=100');
  const members = body['hydra:member'];
  assert.ok(
    members.some((member) => (member.versions as unknown[]).length > 1),
    'a contract with several versions',
  );
  assert.ok(
    members.some((member) => (member.templateTranslations as unknown[]).length > 1),
    'titles in languages',
  );
  assert.ok(
    members.some((member) => typeof member.recipientCompany === 'string'),
    'a recipient company',
  );
});

test(
  'PostgreSQL: a connection keeps its most recently used statements prepared, and drops the rest when idle',
  { skip: !process.env.DATABASE_URL },
  async () => {
    const database = await freshPostgresDatabase(process.env.DATABASE_URL ?? '');
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: preparingPool(pool, 2) }) });
    const prepared = async () =>
      (
        await sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(db)
      ).rows.map((row) => row.statement);
    try {
      assert.equal((await sql<{ n: number }>`select ${1}::int as n`.execute(db)).rows[0]?.n, 1);
      assert.equal((await sql<{ n: number }>`select ${2}::int + 0 as n`.execute(db)).rows[0]?.n, 2);
      assert.equal((await sql<{ n: number }>`select ${3}::int + 1 as n`.execute(db)).rows[0]?.n, 4);
      // The third text dropped the first; it went when the connection was next taken (this query's).
      const kept = await prepared();
      assert.ok(!kept.some((statement) => statement.includes('$1::int as n')), kept.join('\n'));
      assert.ok(kept.length <= 3, kept.join('\n'));
      // The dropped text is prepared again under a new name and answers as before.
      assert.equal((await sql<{ n: number }>`select ${5}::int as n`.execute(db)).rows[0]?.n, 5);
      assert.equal((await sql<{ n: number }>`select ${6}::int as n`.execute(db)).rows[0]?.n, 6);
    } finally {
      await db.destroy();
      await database.drop();
    }
  },
);

test('a page writes its size and offset into the statement, and only whole numbers', () => {
  const db = openDatabase({ sqliteFile: ':memory:', databaseUrl: undefined });
  try {
    const query = db.kysely.selectFrom('contracts').selectAll().orderBy('id');
    const page = pageOf(query, 10, 20).compile();
    assert.match(page.sql, /limit 10 offset 20$/);
    assert.deepEqual(page.parameters, []);
    assert.match(pageOf(query, 5).compile().sql, /limit 5$/, 'no offset on the first rows');
    for (const [limit, offset] of [
      [1.5, 0],
      [10, -1],
      [Number.NaN, 0],
    ] as const)
      assert.throws(() => pageOf(query, limit, offset), /a page is whole rows/);
  } finally {
    void db.close();
  }
});

test('a list refuses a parameter it does not take, naming it, and so does its CSV export', async () => {
  const mistyped = await getAs<{ 'hydra:description': string }>(app, 'supervisor', '/api/companies?orSearch_nmae=acme');
  assert.equal(mistyped.status, 400);
  assert.match(mistyped.body['hydra:description'], /Unknown parameter "orSearch_nmae"\. This list takes: page, /);
  const two = await getAs<{ 'hydra:description': string }>(app, 'tenant.admin', '/api/contracts?foo=1&order[nope]=asc');
  assert.equal(two.status, 400);
  assert.match(two.body['hydra:description'], /Unknown parameters "foo", "order\[nope\]"/);
  const csv = await as(app, 'supervisor', { method: 'GET', url: '/api/companies.csv?colum=name' });
  assert.equal(csv.statusCode, 400);
  assert.match(csv.body, /Unknown parameter \\"colum\\"/);
  // What the lists take still answers.
  const known = await getAs(app, 'supervisor', '/api/companies?page=1&itemsPerPage=5&order[name]=desc');
  assert.equal(known.status, 200);
});
