import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { as, buildTestApp, tokenFor } from './helpers.js';
import { visibleIris } from './api-helpers.js';
import { openEventStream, type EventStream } from './stream-helpers.js';

/**
 * Live updates over real HTTP (inject() waits for an answer's end, a stream has none): who receives
 * which event, the heartbeat, the end at token expiry, and a reconnect.
 */

let app: FastifyInstance;
let base: string;

before(async () => {
  process.env.EVENTS_HEARTBEAT_MS = '150';
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  delete process.env.EVENTS_HEARTBEAT_MS;
  await app?.close();
});

/** An open stream of this user's (a token of `ttlSeconds`). */
const openStream = async (userName: string, ttlSeconds = 900) =>
  openEventStream(base, await tokenFor(app, userName, ttlSeconds));

type Stream = EventStream;

const keyOf = (iri: string) => iri.split('/').pop() as string;

async function touch(userName: string, iri: string) {
  const response = await as(app, userName, {
    method: 'PATCH',
    url: iri,
    payload: {},
    headers: { 'content-type': 'application/merge-patch+json' },
  });
  assert.equal(response.statusCode, 200, `${iri}: ${response.body}`);
}

const mentions = (stream: Stream, iri: string) => stream.events.some((event) => event.id === keyOf(iri));

test('without a token the stream answers 401', async () => {
  const response = await fetch(`${base}/api/events`);
  assert.equal(response.status, 401);
  const injected = await app.inject({ method: 'GET', url: '/api/events', headers: { authorization: 'Bearer nope' } });
  assert.equal(injected.statusCode, 401);
});

test("events reach only callers who may see the row: Acme's admin, never Globex's; a customer only its own contracts", async () => {
  const acme = await openStream('tenant.admin');
  const globex = await openStream('globex.admin');
  const customer = await openStream('customer');
  try {
    const acmeCompanies = await visibleIris(app, 'tenant.admin', '/api/companies');
    const globexCompanies = await visibleIris(app, 'globex.admin', '/api/companies');
    const acmeContracts = await visibleIris(app, 'tenant.admin', '/api/contracts');
    const ownContracts = await visibleIris(app, 'customer', '/api/contracts');
    const otherContract = acmeContracts.find((iri) => !ownContracts.includes(iri));
    const acmeUser = (await visibleIris(app, 'tenant.admin', '/api/users'))[0];
    assert.ok(acmeCompanies[0] && globexCompanies[0] && ownContracts[0] && otherContract && acmeUser);

    await touch('tenant.admin', acmeCompanies[0]);
    await acme.event('companies', keyOf(acmeCompanies[0]));
    assert.deepEqual(acme.events.at(-1), { resource: 'companies', id: keyOf(acmeCompanies[0]), action: 'updated' });

    await touch('supervisor', otherContract);
    await touch('supervisor', ownContracts[0]);
    await touch('supervisor', acmeUser);
    await acme.event('contracts', keyOf(ownContracts[0]));
    await acme.event('users', keyOf(acmeUser));
    await customer.event('contracts', keyOf(ownContracts[0]));

    // A Globex change last: once it has arrived, any Acme event would have arrived before it.
    await touch('globex.admin', globexCompanies[0]);
    await globex.event('companies', keyOf(globexCompanies[0]));
    assert.deepEqual(
      globex.events.map((event) => event.id),
      [keyOf(globexCompanies[0])],
      'globex.admin received an event of an Acme row',
    );
    assert.equal(mentions(acme, globexCompanies[0]), false, "Acme's admin received a Globex event");

    await acme.event('companies', keyOf(acmeCompanies[0]));
    assert.equal(mentions(customer, otherContract), false, "the customer received another customer's contract");
    assert.equal(mentions(customer, acmeCompanies[0]), false, 'the customer received a company event');
    assert.ok(mentions(acme, otherContract));
  } finally {
    acme.close();
    globex.close();
    customer.close();
  }
});

test('a refused write announces nothing; a delete is announced to those who saw the row', async () => {
  const acme = await openStream('tenant.admin');
  const globex = await openStream('globex.admin');
  try {
    const acmeCompany = (await visibleIris(app, 'tenant.admin', '/api/companies'))[0]!;
    const refused = await as(app, 'globex.admin', {
      method: 'PATCH',
      url: acmeCompany,
      payload: {},
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    assert.equal(refused.statusCode, 404);
    // Refused after its event was prepared (a signed contract stays): rolled back, so nothing leaves.
    const signed = await app.db.kysely
      .selectFrom('contract_versions')
      .innerJoin('contracts', 'contracts.id', 'contract_versions.contract_id')
      .select('contracts.id')
      .where('contract_versions.signed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const kept = await as(app, 'supervisor', { method: 'DELETE', url: `/api/contracts/${signed.id}` });
    assert.equal(kept.statusCode, 422, kept.body);

    const created = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/country_tags',
      payload: { name: 'Live test tag' },
      headers: { 'content-type': 'application/ld+json' },
    });
    assert.equal(created.statusCode, 201, created.body);
    {
      const iri = (JSON.parse(created.body) as { '@id': string })['@id'];
      await acme.until(() => acme.events.some((e) => e.id === keyOf(iri) && e.action === 'created'), 'created');
      const removed = await as(app, 'tenant.admin', { method: 'DELETE', url: iri });
      assert.equal(removed.statusCode, 204);
      await acme.until(() => acme.events.some((e) => e.id === keyOf(iri) && e.action === 'deleted'), 'deleted');
    }
    await touch('globex.admin', (await visibleIris(app, 'globex.admin', '/api/companies'))[0]!);
    await globex.until(() => globex.events.length > 0, 'the Globex event');
    assert.equal(mentions(globex, acmeCompany), false);
    assert.equal(
      acme.events.some((e) => e.id === keyOf(acmeCompany)),
      false,
      'a refused write was announced',
    );
    assert.equal(
      acme.events.some((e) => e.resource === 'contracts' && e.id === String(signed.id)),
      false,
      'a rolled-back delete was announced',
    );
  } finally {
    acme.close();
    globex.close();
  }
});

test('a heartbeat comment keeps a quiet stream alive', async () => {
  const stream = await openStream('tenant.admin');
  try {
    await stream.until(() => stream.comments.includes(': heartbeat'), 'a heartbeat');
  } finally {
    stream.close();
  }
});

test('the stream ends when the access token expires, and a new stream with a new token works', async () => {
  const first = await openStream('tenant.admin', 2);
  await first.until(() => first.isEnded(), 'the end of the stream', 4000);
  assert.deepEqual(first.ends, [JSON.stringify({ reason: 'expired' })]);

  const second = await openStream('tenant.admin');
  try {
    const company = (await visibleIris(app, 'tenant.admin', '/api/companies'))[0]!;
    await touch('tenant.admin', company);
    await second.event('companies', keyOf(company));
  } finally {
    second.close();
  }
  // A closed stream is forgotten: nothing is written to it any more.
  await touch('tenant.admin', (await visibleIris(app, 'tenant.admin', '/api/companies'))[0]!);
});

test('the stream ends when the account is deactivated', async () => {
  const stream = await openStream('editor');
  try {
    await app.db.kysely.updateTable('users').set({ activity: 0 }).where('user_name', '=', 'editor').execute();
    await stream.until(() => stream.isEnded(), 'the end of the stream');
    assert.deepEqual(stream.ends, [JSON.stringify({ reason: 'revoked' })]);
  } finally {
    stream.close();
    await app.db.kysely.updateTable('users').set({ activity: 1 }).where('user_name', '=', 'editor').execute();
  }
});

test("a customer's signature reaches the tenant admin's open contract list: the contract is announced with its version", async () => {
  const admin = await openStream('tenant.admin');
  try {
    const customer = await app.db.kysely
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'customer')
      .executeTakeFirstOrThrow();
    const association = await app.db.kysely
      .selectFrom('customer_associations')
      .select(['id', 'contract_id'])
      .where('customer_user_id', '=', customer.id)
      .where('signed_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const signed = await as(app, 'customer', {
      method: 'POST',
      url: `/api/customer_associations/${association.id}/sign`,
      payload: {},
      headers: { 'content-type': 'application/ld+json' },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    // The contract list shows the signature state: it is what the admin's list must refetch.
    await admin.event('contracts', String(association.contract_id), 'updated');
    await admin.event('customer_associations', String(association.id), 'updated');
    // Each table's announcement is its own message; on PostgreSQL they may arrive in any order.
    await admin.until(
      () => admin.events.some((event) => event.resource === 'contract_versions'),
      'the signed version too',
    );
  } finally {
    admin.close();
  }
});
