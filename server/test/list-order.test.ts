import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { getAs, type Collection } from './api-helpers.js';
import { buildTestApp } from './helpers.js';

/**
 * An order the caller asks for that repeats a default key (contracts: order[start] with the
 * default "start desc, id desc") is applied once: the rows come in the asked order, ties by id
 * descending, page after page without gaps or repeats.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

type Row = { '@id': string; start: string | null };

async function allPages(order: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await getAs<Collection<Row>>(
      app,
      'supervisor',
      `/api/contracts?${order}&itemsPerPage=3&page=${page}`,
    );
    rows.push(...body['hydra:member']);
    if (rows.length >= body['hydra:totalItems'] || body['hydra:member'].length === 0) return rows;
  }
}

const idOf = (row: Row) => Number(row['@id'].split('/').pop());

test('order[start]=desc and =asc: the asked direction, ties by id descending, every row once', async () => {
  const plain = await allPages('');
  assert.ok(plain.length > 3, 'the demo data spans several pages');
  const descending = await allPages('order[start]=desc');
  assert.deepEqual(descending, plain, 'desc is the default order');
  const ascending = await allPages('order[start]=asc');
  assert.equal(new Set(ascending.map((row) => row['@id'])).size, plain.length);
  for (let index = 1; index < ascending.length; index += 1) {
    const [previous, current] = [ascending[index - 1], ascending[index]];
    const byStart = String(previous.start).localeCompare(String(current.start));
    assert.ok(
      byStart < 0 || (byStart === 0 && idOf(previous) > idOf(current)),
      `${previous['@id']} before ${current['@id']}`,
    );
  }
});
