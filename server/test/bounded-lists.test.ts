import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { MAX_UNPAGINATED_ITEMS } from '../../contract/index.js';
import { getAs } from './api-helpers.js';
import { buildTestApp } from './helpers.js';

/**
 * No list is unbounded: pagination=false is offered only where the spec uses it (users without a
 * company) and answers at most MAX_UNPAGINATED_ITEMS rows; anywhere else it is a clear 400.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

test('pagination=false on any other collection is a 400 that says what to do instead', async () => {
  for (const url of ['/api/contracts', '/api/companies', '/api/users', '/api/users?not_null[company]=true']) {
    const joiner = url.includes('?') ? '&' : '?';
    const { status, body } = await getAs(app, 'supervisor', `${url}${joiner}pagination=false`);
    assert.equal(status, 400, url);
    assert.match(String(body['hydra:description']), /pagination=false is offered only for users without a company/);
  }
  // Other values of the parameter change nothing.
  assert.equal((await getAs(app, 'supervisor', '/api/contracts?pagination=true')).status, 200);
});

test('users without a company: every one at once, up to the cap; above it a 400', async () => {
  const url = '/api/users?not_null[company]=false&pagination=false';
  const within = await getAs<{ 'hydra:member': unknown[]; 'hydra:view'?: unknown }>(app, 'supervisor', url);
  assert.equal(within.status, 200);
  assert.equal(within.body['hydra:view'], undefined);

  const now = new Date().toISOString();
  const rows = Array.from({ length: MAX_UNPAGINATED_ITEMS + 1 }, (_, i) => ({
    user_name: `bulk.${i}`,
    password_hash: null,
    given_name: null,
    family_name: null,
    email: null,
    roles: '[]',
    activity: 1,
    locale: null,
    tenant_id: null,
    company_id: null,
    keycloak_id: null,
    created_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await app.db.kysely
      .insertInto('users')
      .values(rows.slice(i, i + 200))
      .execute();
  const above = await getAs(app, 'supervisor', url);
  assert.equal(above.status, 400);
  assert.match(String(above.body['hydra:description']), new RegExp(`at most ${MAX_UNPAGINATED_ITEMS}`));
  // Pages still reach every one of them.
  const page = await getAs<{ 'hydra:totalItems': number }>(
    app,
    'supervisor',
    '/api/users?not_null[company]=false&itemsPerPage=100',
  );
  assert.ok(page.body['hydra:totalItems'] > MAX_UNPAGINATED_ITEMS);
});
