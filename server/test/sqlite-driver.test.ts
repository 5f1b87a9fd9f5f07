import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openSqlite, sqliteDriverFor } from '../src/db/sqlite-driver.js';

describe('the SQLite driver for the runtime (sqlite-driver.ts)', () => {
  const both = [
    { name: 'better-sqlite3', version: '13.2.0' },
    { name: 'better-sqlite3-node20', version: '12.11.1' },
  ];

  test('Node-API 10 (Node 22.14+, 24) runs 13; Node-API 9 (Node 20) runs 12', () => {
    assert.equal(sqliteDriverFor(10, both).name, 'better-sqlite3');
    assert.equal(sqliteDriverFor(9, both).name, 'better-sqlite3-node20');
  });

  test('the version decides, not the name', () => {
    assert.equal(sqliteDriverFor(9, [{ name: 'better-sqlite3', version: '12.11.1' }]).name, 'better-sqlite3');
  });

  test('a runtime whose driver is not installed is told so, not crashed', () => {
    assert.throws(
      () => sqliteDriverFor(9, [{ name: 'better-sqlite3', version: '13.2.0' }]),
      /runs better-sqlite3 12, which is not installed \(found: better-sqlite3@13\.2\.0\)/,
    );
    assert.throws(() => sqliteDriverFor(10, []), /found: none/);
  });

  test('this runtime opens a database with its driver', () => {
    const db = openSqlite(':memory:');
    assert.deepEqual(db.prepare('select 1 as n').get(), { n: 1 });
    db.close();
  });
});
