import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../contract/index.js';
import { getAs, json, type Collection } from './api-helpers.js';
import { as, buildTestApp } from './helpers.js';

/**
 * The ownership rule for links (docs/security.md): a write may name an address, provider or
 * company only if the caller may read that row itself; and an address shared with rows the caller
 * may not change is never changed in place through one of its owners.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

async function company(name: string): Promise<Company> {
  const { body } = await getAs<Collection<Company>>(
    app,
    'supervisor',
    `/api/companies?name=${encodeURIComponent(name)}`,
  );
  const found = body['hydra:member'].find((c) => c.name === name);
  assert.ok(found, name);
  return found;
}

const addressRow = (iri: string) =>
  app.db.kysely
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', Number(iri.split('/').pop()))
    .executeTakeFirstOrThrow();

describe('a company admin links its company only to rows it may read', () => {
  test('PATCH its company with another company’s address is 400 Invalid IRI, and nothing changes', async () => {
    const own = await company('Acme Retail GmbH');
    const other = await company('Acme Group');
    const response = await as(app, 'company.admin', {
      method: 'PATCH',
      url: `/api/companies/${own.uuid}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { address: other.address },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(json(response)['hydra:description'], 'Invalid IRI');
    assert.equal((await company('Acme Retail GmbH')).address, own.address);
    // …so it cannot then read or change that address either.
    assert.equal((await as(app, 'company.admin', { method: 'GET', url: other.address! })).statusCode, 404);
  });

  test('sending its own address (unchanged) still passes', async () => {
    const own = await company('Acme Retail GmbH');
    const response = await as(app, 'company.admin', {
      method: 'PATCH',
      url: `/api/companies/${own.uuid}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { name: own.name, address: own.address, provider: own.provider },
    });
    assert.equal(response.statusCode, 200, response.body);
  });

  test('a provider’s address through the company chain is never changed by a company admin', async () => {
    const own = await company('Acme Retail GmbH');
    const providers = await getAs<Collection<{ '@id': string; address: string }>>(app, 'supervisor', '/api/providers');
    const acmeProvider = providers.body['hydra:member'].find((p) => p.address)!;
    // The supervisor links the provider's address to the company (both in tenant Acme): now shared.
    const linked = await as(app, 'supervisor', {
      method: 'PATCH',
      url: `/api/companies/${own.uuid}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { address: acmeProvider.address },
    });
    assert.equal(linked.statusCode, 200, linked.body);
    const before = await addressRow(acmeProvider.address);

    const response = await as(app, 'company.admin', {
      method: 'PATCH',
      url: `/api/companies/${own.uuid}/chain`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { address: { street: 'Hijacked 1' } },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await addressRow(acmeProvider.address), before, 'the provider’s address is untouched');
    const mine = json<Company>(response).address!;
    assert.notEqual(mine, acmeProvider.address, 'the company got its own copy');
    assert.equal((await addressRow(mine)).street, 'Hijacked 1');
    assert.equal((await addressRow(mine)).city, before.city, 'the copy keeps the fields not sent');

    // The generic address route refuses the shared row outright.
    const direct = await as(app, 'supervisor', {
      method: 'PATCH',
      url: `/api/companies/${own.uuid}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { address: acmeProvider.address },
    });
    assert.equal(direct.statusCode, 200);
    const patch = await as(app, 'company.admin', {
      method: 'PATCH',
      url: acmeProvider.address,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { street: 'Hijacked 2' },
    });
    assert.equal(patch.statusCode, 403, patch.body);
    assert.deepEqual(await addressRow(acmeProvider.address), before);
  });

  test('a new provider made in a company chain gets its own copy of the address', async () => {
    const acme = await company('Acme Group');
    const response = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/companies/chain',
      payload: {
        name: 'Own Address Provider AG',
        tenant: acme.tenant,
        address: { street: 'Quai 1', postalCode: '1201', city: 'Genève' },
        provider: { new: { name: 'Own Address Provider' } },
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const created = json<Company>(response);
    const provider = await getAs<{ address: string }>(app, 'supervisor', created.provider!);
    assert.notEqual(provider.body.address, created.address);
    assert.equal((await addressRow(provider.body.address)).street, 'Quai 1');
  });
});
