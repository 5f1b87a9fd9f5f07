import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CALLS, callPath, routeOf, type CallName } from '../../contract/index.js';
import { buildTestApp } from './helpers.js';

/**
 * The special calls are written once, in contract/calls.ts: the console asks for callPath(), the
 * server registers routeOf(). Each must be a route of the server with the table's method, so a
 * call renamed on one side only fails here, not in a user's hands.
 */
let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

test('every call of the contract is a route of the server, with its method', () => {
  for (const name of Object.keys(CALLS) as CallName[]) {
    const { method } = CALLS[name];
    assert.ok(app.hasRoute({ method, url: `/api${routeOf(name)}` }), `${method} /api${routeOf(name)} (${name})`);
  }
});

test('a call path fills in its parameters, and refuses to go without one', () => {
  assert.equal(callPath('companyChainUpdate', { id: 'a b' }), 'companies/a%20b/chain');
  assert.equal(routeOf('companyChainUpdate'), '/companies/:id/chain');
  assert.throws(() => callPath('customerAssociationSign'), /customerAssociationSign needs its id/);
});
