import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { LATEST_MIGRATION } from '../src/db/migrate.js';
import { buildTestApp } from './helpers.js';

/**
 * /healthz and /readyz: for a load balancer, without a caller and without a request line at info;
 * readyz asks the database each time and says no while the instance drains.
 */

describe('health checks', () => {
  let app: FastifyInstance;
  const log: string[] = [];
  before(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
    app = await buildTestApp({ logLevel: 'info' }, { logStream });
  });
  after(() => app.close());

  it('healthz and readyz answer 200 without a caller, kept by nobody, and write no request line', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    assert.deepEqual(JSON.parse((await app.inject({ url: '/readyz' })).body), { status: 'ready' });
    await app.inject({ url: '/api/applications' });
    const lines = log.join('');
    assert.match(lines, /\/api\/applications 401/, 'other requests are logged');
    assert.doesNotMatch(lines, /healthz|readyz/);
  });

  it('readyz asks the database every time: a database without the newest migration is not ready', async () => {
    const migration = sql.table(DEFAULT_MIGRATION_TABLE);
    const { rows } = await sql<{
      timestamp: string;
    }>`select timestamp from ${migration} where name = ${LATEST_MIGRATION}`.execute(app.db.kysely);
    await sql`delete from ${migration} where name = ${LATEST_MIGRATION}`.execute(app.db.kysely);
    try {
      const response = await app.inject({ url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(JSON.parse(response.body), { status: 'database not migrated' });
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200, 'alive all the same');
      assert.match(log.join(''), /not ready/, 'said once, as a warning');
    } finally {
      await sql`insert into ${migration} (name, timestamp) values (${LATEST_MIGRATION}, ${rows[0]!.timestamp})`.execute(
        app.db.kysely,
      );
    }
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
  });

  it('a draining instance is not ready, and is still alive', async () => {
    app.readiness.draining = true;
    try {
      const response = await app.inject({ url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(JSON.parse(response.body), { status: 'draining' });
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
    } finally {
      app.readiness.draining = false;
    }
  });
});

describe('a database that is gone', () => {
  it('makes readyz answer 503 and leaves healthz at 200', async () => {
    const app = await buildTestApp();
    try {
      await app.db.close();
      const response = await app.inject({ url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.deepEqual(JSON.parse(response.body), { status: 'database unreachable' });
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});
