import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type SQLite from 'better-sqlite3';
import { openSqlite } from '../src/db/sqlite-driver.js';
import { ShapedStatement } from '../src/db/sqlite-rows.js';

/** The rows the driver gets are those better-sqlite3 makes itself: same names, order and values. */
describe('rows made in JavaScript (sqlite-rows.ts)', () => {
  const database = () => {
    const db = openSqlite(':memory:');
    db.exec(`
      create table a (id integer primary key, name text, amount real, data blob, flag integer);
      create table b (id integer primary key, a_id integer, name text);
      insert into a values (1, 'Zürich', 1.5, x'0102', null), (2, null, -3, null, 1);
      insert into b values (10, 1, 'first'), (11, 1, null);
    `);
    return db;
  };
  const same = (db: SQLite.Database, sql: string, parameters: unknown[] = []) => {
    const shaped = new ShapedStatement(db.prepare(sql));
    const expected = db.prepare(sql).all(parameters);
    const rows = shaped.all(parameters);
    assert.deepEqual(rows, expected, sql);
    assert.deepEqual(
      rows.map((row) => Object.keys(row as object)),
      expected.map((row) => Object.keys(row as object)),
      `${sql}: column order`,
    );
    assert.deepEqual([...shaped.iterate(parameters)], expected, `${sql}: iterated`);
    return rows;
  };

  test('every type, nulls and parameters', () => {
    const db = database();
    assert.equal(same(db, 'select * from a order by id').length, 2);
    same(db, 'select id, name as label from a where id = ?', [2]);
    same(db, 'select * from a where id = ?', [99]);
  });

  test('a join whose columns share names: the later one wins, in the earlier place', () => {
    const db = database();
    const rows = same(db, 'select a.*, b.* from a join b on b.a_id = a.id order by b.id');
    assert.deepEqual(rows[1], { id: 11, name: null, amount: 1.5, data: Buffer.from([1, 2]), flag: null, a_id: 1 });
  });

  test('writes run as before', () => {
    const db = database();
    const insert = new ShapedStatement(db.prepare('insert into b (a_id, name) values (?, ?)'));
    assert.equal(insert.reader, false);
    assert.equal(insert.run([2, 'third']).changes, 1);
    assert.throws(() => insert.all([2, 'fourth']), /does not return data/, 'as better-sqlite3 answers');
    assert.equal((db.prepare('select count(*) as n from b').get() as { n: number }).n, 3);
  });

  test('a kept statement follows a schema change (select * gains a column)', () => {
    const db = database();
    const statement = new ShapedStatement(db.prepare('select * from b order by id'));
    assert.deepEqual(Object.keys(statement.all([])[0] as object), ['id', 'a_id', 'name']);
    db.exec("alter table b add column note text default 'n'");
    assert.deepEqual(statement.all([])[0], { id: 10, a_id: 1, name: 'first', note: 'n' });
  });
});
