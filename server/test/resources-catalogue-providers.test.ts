import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  buildCatalogueApp,
  call,
  countRows,
  members,
  violatedPaths,
  type Body,
} from './resources-catalogue-fixture.js';

const ADDRESS = { street: 'Seestrasse 1', postalCode: '8002', city: 'Zürich' };

describe('addresses and providers', () => {
  let app: FastifyInstance;
  let acme: string;
  let globex: string;
  let swiss: string;
  const rowCounts = async () => [await countRows(app, 'addresses'), await countRows(app, 'providers')];
  before(async () => {
    app = await buildCatalogueApp();
    const tenants = await members(app, 'supervisor', '/api/tenants?name=e');
    acme = String(tenants.find((t) => t.name === 'Acme')!['@id']);
    globex = String(tenants.find((t) => t.name === 'Globex')!['@id']);
    swiss = String((await members(app, 'user', '/api/countries?code=CH'))[0]['@id']);
  });
  after(() => app.close());

  test('addresses: tenant admin CRUD in its tenant, a country IRI, 422 for blanks and unknown fields', async () => {
    const created = await call(app, 'tenant.admin', 'POST', '/api/addresses', { ...ADDRESS, country: swiss });
    assert.equal(created.status, 201);
    assert.deepEqual(
      [created.body.street, created.body.postalCode, created.body.city, created.body.country, created.body.tenant],
      [ADDRESS.street, ADDRESS.postalCode, ADDRESS.city, swiss, acme],
    );
    const id = String(created.body['@id']);
    assert.equal((await call(app, 'tenant.admin', 'PATCH', id, { city: 'Winterthur' })).body.city, 'Winterthur');
    assert.equal((await call(app, 'globex.admin', 'GET', id)).status, 404);
    assert.equal((await call(app, 'globex.admin', 'PATCH', id, { city: 'x' })).status, 404);
    const before = await countRows(app, 'addresses');
    for (const [payload, paths] of [
      [{ ...ADDRESS, street: '  ' }, ['street']],
      [{ city: 'Bern' }, ['street', 'postalCode']],
      [{ ...ADDRESS, floor: 3 }, ['floor']],
    ] as [Body, string[]][]) {
      const answer = await call(app, 'tenant.admin', 'POST', '/api/addresses', payload);
      assert.deepEqual([answer.status, violatedPaths(answer.body)], [422, paths], JSON.stringify(payload));
    }
    assert.equal(
      (await call(app, 'tenant.admin', 'POST', '/api/addresses', { ...ADDRESS, country: acme })).status,
      400,
    );
    assert.equal(
      (await call(app, 'tenant.admin', 'POST', '/api/addresses', { ...ADDRESS, tenant: globex })).status,
      400,
    );
    assert.equal(await countRows(app, 'addresses'), before);
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
  });

  test('addresses: a company admin reads and updates its company’s address only; users read it', async () => {
    const company = await call(app, 'company.admin', 'GET', '/api/companies?itemsPerPage=100');
    const own = (company.body['hydra:member'] as Body[])[0];
    const addressIri = String(own.address);
    assert.deepEqual(
      (await members(app, 'company.admin', '/api/addresses')).map((a) => a['@id']),
      [addressIri],
    );
    const patched = await call(app, 'company.admin', 'PATCH', addressIri, { street: 'Neue Strasse 5' });
    assert.deepEqual([patched.status, patched.body.street], [200, 'Neue Strasse 5']);
    assert.equal((await call(app, 'company.admin', 'POST', '/api/addresses', ADDRESS)).status, 403);
    assert.equal((await call(app, 'company.admin', 'DELETE', addressIri)).status, 403);
    const [other] = (await members(app, 'tenant.admin', '/api/addresses')).filter((a) => a['@id'] !== addressIri);
    assert.equal((await call(app, 'company.admin', 'GET', String(other['@id']))).status, 404);
    assert.equal((await call(app, 'customer', 'GET', '/api/addresses')).status, 200);
    assert.equal((await members(app, 'user.nocompany', '/api/addresses')).length, 0);
    assert.equal(
      (await call(app, 'api.user', 'GET', '/api/addresses')).status,
      403,
      'the API user has no use for addresses',
    );
    assert.equal((await call(app, 'api.user', 'PATCH', addressIri, { city: 'x' })).status, 403);
    const userAddress = (await members(app, 'user', '/api/addresses'))[0];
    assert.equal((await call(app, 'user', 'PATCH', String(userAddress['@id']), { city: 'x' })).status, 403);
  });

  test('providers: the supervisor manages them, a tenant admin reads its tenant’s, others are refused', async () => {
    const address = await call(app, 'supervisor', 'POST', '/api/addresses', { ...ADDRESS, tenant: acme });
    const created = await call(app, 'supervisor', 'POST', '/api/providers', {
      name: 'Alpine Energy',
      address: address.body['@id'],
    });
    assert.equal(created.status, 201);
    assert.equal(
      created.body.tenant,
      acme,
      'without a tenant the address tells it (spec: POST providers with name and address)',
    );
    const id = String(created.body['@id']);
    assert.deepEqual(
      (await members(app, 'tenant.admin', '/api/providers?name=alpine')).map((p) => p['@id']),
      [id],
    );
    assert.deepEqual(await members(app, 'globex.admin', '/api/providers?name=alpine'), []);
    assert.equal((await call(app, 'globex.admin', 'GET', id)).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'PATCH', id, { name: 'Mine' })).status, 403);
    assert.equal((await call(app, 'tenant.admin', 'POST', '/api/providers', { name: 'Mine' })).status, 403);
    for (const user of ['company.admin', 'editor', 'customer', 'api.user'])
      assert.equal((await call(app, user, 'GET', '/api/providers')).status, 403, user);
    const renamed = await call(app, 'supervisor', 'PATCH', id, { name: 'Alpine Power' });
    assert.equal(renamed.body.name, 'Alpine Power');
    const [globexAddress] = await members(app, 'globex.admin', '/api/addresses');
    const crossed = await call(app, 'supervisor', 'PATCH', id, { address: globexAddress['@id'] });
    assert.equal(crossed.status, 400, 'a provider’s address belongs to the provider’s tenant');
    assert.deepEqual(violatedPaths((await call(app, 'supervisor', 'POST', '/api/providers', { name: ' ' })).body), [
      'name',
    ]);
    assert.equal((await call(app, 'supervisor', 'DELETE', id)).status, 204);
  });

  test('provider create chain: address and provider in one call', async () => {
    const before = await rowCounts();
    const created = await call(app, 'supervisor', 'POST', '/api/providers/chain', {
      name: 'Chain Provider',
      tenant: globex,
      address: { ...ADDRESS, country: swiss },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.tenant, globex);
    const address = await call(app, 'supervisor', 'GET', String(created.body.address));
    assert.deepEqual([address.body.street, address.body.country, address.body.tenant], [ADDRESS.street, swiss, globex]);
    assert.deepEqual(await rowCounts(), [before[0] + 1, before[1] + 1]);
  });

  test('provider create chain: a refused provider leaves no address behind', async () => {
    const before = await rowCounts();
    const blankName = await call(app, 'supervisor', 'POST', '/api/providers/chain', { name: '   ', address: ADDRESS });
    assert.deepEqual(
      [blankName.status, violatedPaths(blankName.body)],
      [422, ['name']],
      'the name fails after the address was written',
    );
    const badCountry = await call(app, 'supervisor', 'POST', '/api/providers/chain', {
      name: 'P',
      address: { ...ADDRESS, country: '/api/countries/0' },
    });
    assert.equal(badCountry.status, 400);
    const blankCity = await call(app, 'supervisor', 'POST', '/api/providers/chain', {
      name: 'P',
      address: { ...ADDRESS, city: ' ' },
    });
    assert.deepEqual([blankCity.status, violatedPaths(blankCity.body)], [422, ['address.city']]);
    const missing = await call(app, 'supervisor', 'POST', '/api/providers/chain', {
      name: 'P',
      address: { city: 'Bern', zip: 1 },
    });
    assert.deepEqual(violatedPaths(missing.body).sort(), ['address.postalCode', 'address.street', 'address.zip']);
    assert.equal(
      (await call(app, 'tenant.admin', 'POST', '/api/providers/chain', { name: 'P', address: ADDRESS })).status,
      403,
    );
    assert.deepEqual(await rowCounts(), before);
  });

  test('provider update chain: provider and address together, or neither', async () => {
    const created = await call(app, 'supervisor', 'POST', '/api/providers/chain', {
      name: 'Updatable',
      tenant: acme,
      address: ADDRESS,
    });
    const id = String(created.body['@id']);
    const updated = await call(app, 'supervisor', 'PATCH', `${id}/chain`, {
      name: 'Updated',
      address: { city: 'Basel' },
    });
    assert.equal(updated.status, 200);
    assert.deepEqual([updated.body.name, updated.body.address], ['Updated', created.body.address]);
    const address = await call(app, 'supervisor', 'GET', String(updated.body.address));
    assert.deepEqual([address.body.city, address.body.street], ['Basel', ADDRESS.street]);
    const before = await rowCounts();
    const refused = await call(app, 'supervisor', 'PATCH', `${id}/chain`, { name: 'Half', address: { city: '  ' } });
    assert.deepEqual([refused.status, violatedPaths(refused.body)], [422, ['address.city']]);
    assert.equal(
      (await call(app, 'supervisor', 'GET', id)).body.name,
      'Updated',
      'the provider was not renamed either',
    );
    assert.equal((await call(app, 'tenant.admin', 'PATCH', `${id}/chain`, { name: 'x' })).status, 403);
    assert.equal((await call(app, 'globex.admin', 'PATCH', `${id}/chain`, { name: 'x' })).status, 404);
    assert.equal((await call(app, 'supervisor', 'PATCH', '/api/providers/999999/chain', { name: 'x' })).status, 404);
    assert.deepEqual(await rowCounts(), before);
    const bare = await call(app, 'supervisor', 'POST', '/api/providers', { name: 'No address yet', tenant: acme });
    const incomplete = await call(app, 'supervisor', 'PATCH', `${bare.body['@id']}/chain`, {
      address: { city: 'Bern' },
    });
    assert.deepEqual(
      [incomplete.status, violatedPaths(incomplete.body).sort()],
      [422, ['address.postalCode', 'address.street']],
    );
    const given = await call(app, 'supervisor', 'PATCH', `${bare.body['@id']}/chain`, { address: ADDRESS });
    assert.equal(given.status, 200);
    assert.notEqual(given.body.address, null);
    assert.deepEqual(await rowCounts(), [before[0] + 1, before[1] + 1]);
  });
});
