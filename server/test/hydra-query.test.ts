import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError } from '../src/hydra/errors.js';
import { containsPattern, parseBoolean, parseDay, parseOrder, parsePagination } from '../src/hydra/query.js';
import { idFromIri, intIdFromIri } from '../src/hydra/serialize.js';

const refusedWith400 = (fn: () => unknown) =>
  assert.throws(fn, (error: unknown) => error instanceof ApiError && error.statusCode === 400);

describe('hydra query parameters', () => {
  test('pagination defaults, caps and refusals', () => {
    assert.deepEqual(parsePagination({}), { page: 1, itemsPerPage: 10, paginated: true });
    assert.deepEqual(parsePagination({ page: '3', itemsPerPage: '500' }), {
      page: 3,
      itemsPerPage: 100,
      paginated: true,
    });
    assert.equal(parsePagination({ itemsPerPage: '300' }, { maxItemsPerPage: 300 }).itemsPerPage, 300);
    refusedWith400(() => parsePagination({ pagination: 'false' }));
    assert.equal(parsePagination({ pagination: 'false' }, { unpaginatedWhen: () => true }).paginated, false);
    assert.equal(parsePagination({ pagination: 'true' }).paginated, true);
    refusedWith400(() => parsePagination({ page: '0' }));
    refusedWith400(() => parsePagination({ page: 'two' }));
  });

  test('dates are real YYYY-MM-DD days', () => {
    assert.equal(parseDay('2026-02-28', 'start[after]'), '2026-02-28');
    refusedWith400(() => parseDay('2026-02-30', 'start[after]'));
    refusedWith400(() => parseDay('28.02.2026', 'start[after]'));
  });

  test('booleans accept 1, 0, true, false only', () => {
    assert.equal(parseBoolean('1', 'x'), true);
    assert.equal(parseBoolean('false', 'x'), false);
    refusedWith400(() => parseBoolean('yes', 'x'));
  });

  test('typed wildcards are literal in partial matches', () => {
    assert.equal(containsPattern('50%_A\\'), '%50\\%\\_a\\\\%');
  });

  test('order follows the query and only whitelisted fields', () => {
    const fields = { name: 'tenants.name', id: 'tenants.id' };
    assert.deepEqual(parseOrder({ 'order[id]': 'desc', 'order[name]': 'ASC', 'order[password]': 'asc' }, fields), [
      { column: 'tenants.id', direction: 'desc' },
      { column: 'tenants.name', direction: 'asc' },
    ]);
    refusedWith400(() => parseOrder({ 'order[name]': 'up' }, fields));
  });

  test('IRIs name exactly one item of the expected collection', () => {
    assert.equal(intIdFromIri('/api/tenants/12', 'tenants'), 12);
    assert.equal(intIdFromIri('/api/users/12', 'tenants'), null);
    assert.equal(intIdFromIri('/api/tenants/12/x', 'tenants'), null);
    assert.equal(idFromIri('/api/companies/3f2c', 'companies'), '3f2c');
    assert.equal(idFromIri(42, 'companies'), null);
  });
});
