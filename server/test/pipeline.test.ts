import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { pipelinedPool } from '../src/db/pipeline.js';
import { preparingPool } from '../src/db/prepared.js';
import { freshPostgresDatabase } from './helpers.js';

/**
 * Statements outside a transaction share pipelined connections (pipeline.ts); a transaction has a
 * connection of its own. PostgreSQL only: SQLite has one connection and no pool.
 */
const skip = !process.env.DATABASE_URL;
/** A hang (a statement queued behind one that never answers) fails the test instead of the run. */
const options = { skip, timeout: 20_000 };

let database: { url: string; drop: () => Promise<void> };
let admin: pg.Client;
before(async () => {
  if (skip) return;
  database = await freshPostgresDatabase(process.env.DATABASE_URL ?? '');
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query('create table notes (id int primary key, text text not null)');
});
after(async () => {
  if (skip) return;
  await admin.end();
  await database.drop();
});

type Db = Kysely<{ notes: { id: number; text: string } }>;
async function withDb(options: { lanes: number; prepared?: number }, run: (db: Db) => Promise<void>) {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db: Db = new Kysely({
    dialect: new PostgresDialect({
      pool: pipelinedPool(preparingPool(pool), { connectionString: database.url }, options.lanes, options.prepared),
    }),
  });
  try {
    await run(db);
  } finally {
    await db.destroy();
  }
}

const backend = async (db: Db) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;

test('statements started together leave in one write per lane, and each gets its own answer', options, async () => {
  await withDb({ lanes: 2 }, async (db) => {
    await Promise.all([backend(db), backend(db)]); // both lanes connected
    // Node hands a socket's buffered chunks to _writev (several) or _write (one): one system write each.
    let writes = 0;
    const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
    const originals = { _write: socket._write, _writev: socket._writev };
    for (const name of ['_write', '_writev'] as const)
      socket[name] = function (this: unknown, ...args: unknown[]) {
        writes += 1;
        return originals[name].apply(this, args);
      };
    let answers: { n: number; pid: number }[];
    try {
      answers = await Promise.all(
        Array.from({ length: 40 }, async (_, n) =>
          n % 2 === 0
            ? (await sql<{ n: number; pid: number }>`select ${n}::int as n, pg_backend_pid() as pid`.execute(db))
                .rows[0]!
            : (
                await sql<{ n: number; pid: number }>`select ${n - 1}::int + 1 as n, pg_backend_pid() as pid`.execute(
                  db,
                )
              ).rows[0]!,
        ),
      );
    } finally {
      Object.assign(socket, originals);
    }
    assert.deepEqual(
      answers.map((answer) => answer.n),
      Array.from({ length: 40 }, (_, n) => n),
    );
    assert.ok(new Set(answers.map((answer) => answer.pid)).size <= 2, 'two connections at most');
    assert.ok(writes <= 2, `40 statements in ${writes} writes`);
  });
});

test('a failing statement fails alone; the ones sent with it answer', options, async () => {
  await withDb({ lanes: 1 }, async (db) => {
    const [first, failing, last] = await Promise.allSettled([
      sql<{ n: number }>`select ${1}::int as n`.execute(db),
      sql<{ n: number }>`select 1 / ${0}::int as n`.execute(db),
      sql<{ n: number }>`select ${3}::int as n`.execute(db),
    ]);
    assert.equal(first.status === 'fulfilled' && first.value.rows[0]?.n, 1);
    assert.equal(failing.status, 'rejected');
    assert.match(String((failing as PromiseRejectedResult).reason), /division by zero/);
    assert.equal(last.status === 'fulfilled' && last.value.rows[0]?.n, 3);
    assert.equal((await sql<{ n: number }>`select ${4}::int as n`.execute(db)).rows[0]?.n, 4);
  });
});

test('a transaction has a connection of its own: others see its rows only once it commits', options, async () => {
  await withDb({ lanes: 1 }, async (db) => {
    const lane = await backend(db);
    const count = async () =>
      (await db.selectFrom('notes').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'kept' }).execute();
      assert.notEqual(await backend(trx as unknown as Db), lane, 'not on the shared connection');
      assert.equal(Number(await count()), 0, 'not visible before the commit');
    });
    assert.equal(Number(await count()), 1, 'visible after the commit');
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, text: 'rolled back' }).execute();
        throw new Error('stop');
      }),
      /stop/,
    );
    assert.equal(Number(await count()), 1, 'a rolled back row is gone');
    await db.deleteFrom('notes').execute();
  });
});

test('a shared connection whose backend ends is replaced for the next statement', options, async () => {
  await withDb({ lanes: 1 }, async (db) => {
    const first = await backend(db);
    await admin.query('select pg_terminate_backend($1)', [first]);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [first]);
      if (rows.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await backend(db);
    assert.ok(second !== undefined && second !== first, `a new backend (${first} → ${second})`);
  });
});

test('a shared connection deallocates the statements it stops keeping', options, async () => {
  await withDb({ lanes: 1, prepared: 2 }, async (db) => {
    assert.equal((await sql<{ n: number }>`select ${1}::int as n`.execute(db)).rows[0]?.n, 1);
    assert.equal((await sql<{ n: number }>`select ${2}::int + 0 as n`.execute(db)).rows[0]?.n, 2);
    assert.equal((await sql<{ n: number }>`select ${3}::int + 1 as n`.execute(db)).rows[0]?.n, 4);
    const kept = (
      await sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`.execute(db)
    ).rows.map((row) => row.statement);
    assert.ok(!kept.some((statement) => statement.includes('$1::int as n')), kept.join('\n'));
    assert.ok(kept.length <= 2, kept.join('\n'));
    assert.equal((await sql<{ n: number }>`select ${5}::int as n`.execute(db)).rows[0]?.n, 5);
  });
});

test(
  'what a connection sets up for its next statements stays on it: a session lock, then a transaction',
  options,
  async () => {
    // Kysely's migrator takes a session lock on one connection, migrates in a transaction and frees
    // the lock on that connection; two instances starting together wait for each other's lock.
    await withDb({ lanes: 1 }, async (db) => {
      await withDb({ lanes: 1 }, async (other) => {
        const migrate = (on: Db, id: number) =>
          on.connection().execute(async (connection) => {
            await sql`select pg_advisory_lock(${7})`.execute(connection);
            try {
              await connection.transaction().execute(async (trx) => {
                await trx.insertInto('notes').values({ id, text: 'migrated' }).execute();
              });
            } finally {
              const { rows } = await sql<{ freed: boolean }>`select pg_advisory_unlock(${7}) as freed`.execute(
                connection,
              );
              assert.equal(rows[0]?.freed, true, 'freed on the connection that took it');
            }
          });
        await Promise.all([migrate(db, 10), migrate(other, 11)]);
        assert.equal(
          (await db.selectFrom('notes').select('id').orderBy('id').execute()).map((row) => row.id).join(),
          '10,11',
        );
        await db.deleteFrom('notes').execute();
      });
    });
  },
);

test('a write waiting for a row lock does not hold up the reads behind it', options, async () => {
  await withDb({ lanes: 1 }, async (db) => {
    await db.insertInto('notes').values({ id: 20, text: 'first' }).execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ text: 'held' }).where('id', '=', 20).execute();
      locked();
      await held;
    });
    await isLocked;
    const waiting = db.updateTable('notes').set({ text: 'after' }).where('id', '=', 20).execute();
    // The waiting write is on a connection of its own: the shared one still answers.
    const read = await Promise.race([
      db.selectFrom('notes').select('text').where('id', '=', 20).executeTakeFirst(),
      new Promise((resolve) => setTimeout(() => resolve('held up'), 2000)),
    ]);
    assert.deepEqual(read, { text: 'first' });
    release();
    await holder;
    await waiting;
    assert.deepEqual(await db.selectFrom('notes').select('text').where('id', '=', 20).executeTakeFirst(), {
      text: 'after',
    });
    await db.deleteFrom('notes').execute();
  });
});

test('a slow read does not hold up the reads sent after it', options, async () => {
  await withDb({ lanes: 2 }, async (db) => {
    await backend(db);
    const finished: string[] = [];
    const slow = sql`select pg_sleep(${0.5})`.execute(db).then(() => finished.push('slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const quick = backend(db).then(() => finished.push('quick'));
    await Promise.all([slow, quick]);
    assert.deepEqual(finished, ['quick', 'slow']);
  });
});
