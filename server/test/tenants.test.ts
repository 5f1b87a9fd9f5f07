import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ConstraintViolationList, Tenant } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, type Collection } from './api-helpers.js';

describe('tenants as a supervisor', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const tenantCount = async () =>
    (await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants'))['body']['hydra:totalItems'];

  test('the list is paginated with hydra:totalItems and a view to the next page', async () => {
    const { status, body, response } = await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants');
    assert.equal(status, 200);
    assert.equal(response.headers['content-type'], 'application/ld+json; charset=utf-8');
    assert.equal(body['hydra:totalItems'], 12);
    assert.equal(body['hydra:member'].length, 10);
    assert.equal(body['hydra:view']?.['hydra:next'], '/api/tenants?page=2');
    const second = await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants?page=2');
    assert.deepEqual(
      second.body['hydra:member'].map((t) => t.name),
      ['Wonka', 'Aperture'],
    );
    assert.equal(second.body['hydra:view']?.['hydra:previous'], '/api/tenants?page=1');
  });

  test('the name filter is a case-insensitive substring match and order[name] sorts', async () => {
    const { body } = await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants?name=ACM');
    assert.deepEqual(
      body['hydra:member'].map((t) => t.name),
      ['Acme'],
    );
    const wildcard = await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants?name=%25');
    assert.equal(wildcard.body['hydra:totalItems'], 0, 'a typed % is a literal character, not a wildcard');
    const sorted = await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants?order[name]=desc&itemsPerPage=2');
    assert.deepEqual(
      sorted.body['hydra:member'].map((t) => t.name),
      ['Wonka', 'Wayne Enterprises'],
    );
  });

  test('create, read, patch and delete a tenant', async () => {
    const created = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      payload: {
        name: 'Massive Dynamic',
        roles: ['ROLE_TENANT'],
        keycloakId: 77,
        defaultApplication: '/api/applications/2',
      },
    });
    assert.equal(created.statusCode, 201);
    const tenant = json<Tenant>(created);
    assert.match(tenant['@id'], /^\/api\/tenants\/\d+$/);
    assert.equal(tenant['@type'], 'Tenant');
    assert.deepEqual(
      { name: tenant.name, keycloakId: tenant.keycloakId, defaultApplication: tenant.defaultApplication },
      {
        name: 'Massive Dynamic',
        keycloakId: 77,
        defaultApplication: '/api/applications/2',
      },
    );

    const read = await getAs<Tenant>(app, 'supervisor', tenant['@id']);
    assert.equal(read.body.name, 'Massive Dynamic');

    const patched = await as(app, 'supervisor', {
      method: 'PATCH',
      url: tenant['@id'],
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ name: 'Massive Dynamic AG', defaultApplication: null }),
    });
    assert.equal(patched.statusCode, 200);
    assert.equal(json<Tenant>(patched).name, 'Massive Dynamic AG');
    assert.equal(json<Tenant>(patched).defaultApplication, null);
    assert.equal(json<Tenant>(patched).keycloakId, 77, 'fields absent from a merge-patch stay');

    const deleted = await as(app, 'supervisor', { method: 'DELETE', url: tenant['@id'] });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await getAs(app, 'supervisor', tenant['@id'])).status, 404);
  });

  test('an empty name is a 422 with a violation on name, and nothing is written', async () => {
    const before = await tenantCount();
    const response = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      payload: { name: '', keycloakId: 5 },
    });
    assert.equal(response.statusCode, 422);
    const body = json<ConstraintViolationList>(response);
    assert.equal(body['@type'], 'ConstraintViolationList');
    assert.equal(body['hydra:title'], 'An error occurred');
    assert.equal(body['hydra:description'], 'name: This value should not be blank.');
    assert.deepEqual(
      body.violations.map((v) => v.propertyPath),
      ['name'],
    );
    assert.equal(await tenantCount(), before);
  });

  test('a duplicate name, an unknown field and an unknown application are refused', async () => {
    const duplicate = await as(app, 'supervisor', { method: 'POST', url: '/api/tenants', payload: { name: 'globex' } });
    assert.equal(duplicate.statusCode, 422);
    assert.deepEqual(json<ConstraintViolationList>(duplicate).violations, [
      { propertyPath: 'name', message: 'This value is already used.' },
    ]);

    const unknownField = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      payload: { name: 'Vandelay', owner: 'x' },
    });
    assert.equal(unknownField.statusCode, 422);
    assert.equal(json<ConstraintViolationList>(unknownField).violations[0]?.propertyPath, 'owner');

    const badIri = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      payload: { name: 'Vandelay', defaultApplication: '/api/applications/9' },
    });
    assert.equal(badIri.statusCode, 400);
    assert.equal(json(badIri)['hydra:description'], 'Invalid IRI');
    assert.equal(
      (await getAs<Collection<Tenant>>(app, 'supervisor', '/api/tenants?name=Vandelay')).body['hydra:totalItems'],
      0,
    );
  });

  test('malformed JSON is a 400 and a text body a 415, without internals', async () => {
    const malformed = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(json(malformed)['hydra:description'], 'Syntax error');
    assertNoInternals(malformed.body);

    const text = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    assert.equal(text.statusCode, 415);
    assert.equal(json(text)['@type'], 'hydra:Error');
    assertNoInternals(text.body);
  });
});

describe('tenants for other callers', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('a tenant admin may read its own tenant only', async () => {
    const list = await getAs(app, 'tenant.admin', '/api/tenants');
    assert.equal(list.status, 403);
    assert.deepEqual(list.body, {
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Access Denied',
    });

    const own = await getAs<Tenant>(app, 'tenant.admin', '/api/tenants/1');
    assert.equal(own.status, 200);
    assert.equal(own.body.name, 'Acme');

    const other = await getAs(app, 'tenant.admin', '/api/tenants/2');
    assert.equal(other.status, 404);
    assert.equal(other.body['hydra:description'], 'Not Found');

    const patchOwn = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: '/api/tenants/1',
      payload: { name: 'Acme Renamed' },
    });
    assert.equal(patchOwn.statusCode, 403);
    const patchOther = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: '/api/tenants/2',
      payload: { name: 'Globex Renamed' },
    });
    assert.equal(patchOther.statusCode, 404);
  });

  test('without a token the answer is the JWT 401 with WWW-Authenticate', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tenants' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['www-authenticate'], 'Bearer');
    assert.deepEqual(json(response), { code: 401, message: 'JWT Token not found' });

    const anonymousWrite = await app.inject({ method: 'POST', url: '/api/tenants', payload: { bogus: true } });
    assert.equal(anonymousWrite.statusCode, 401, 'no validation detail before authentication');
  });
});
