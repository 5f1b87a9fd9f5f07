import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, visibleIris, type Collection } from './api-helpers.js';

async function companyNamed(app: FastifyInstance, name: string): Promise<Company> {
  const { body } = await getAs<Collection<Company>>(
    app,
    'supervisor',
    `/api/companies?name=${encodeURIComponent(name)}`,
  );
  const found = body['hydra:member'].find((c) => c.name === name);
  assert.ok(found, `demo company ${name}`);
  return found;
}

const names = (body: Collection<Company>) => body['hydra:member'].map((c) => c.name).sort();

describe('companies: list filters and derived type', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('kind filters split the tenant into group, provider, reseller and recipient companies', async () => {
    const kind = async (value: string) =>
      names(
        (await getAs<Collection<Company>>(app, 'tenant.admin', `/api/companies?itemsPerPage=100&kind=${value}`)).body,
      );
    assert.deepEqual(await kind('GROUP_COMPANY'), ['Acme Group']);
    assert.deepEqual(await kind('PROVIDER_COMPANY'), ['Acme Provider company']);
    assert.deepEqual(await kind('RESELLER_COMPANY'), ['Acme Reseller AG']);
    const recipients = await kind('RECIPIENT_COMPANY');
    assert.ok(recipients.includes('Zürich Customer AG') && recipients.includes('Acme Retail GmbH'));
    for (const other of ['Acme Group', 'Acme Provider company', 'Acme Reseller AG'])
      assert.ok(!recipients.includes(other), `${other} is not a recipient`);

    const bad = await as(app, 'tenant.admin', { method: 'GET', url: '/api/companies?kind=EVIL' });
    assert.equal(bad.statusCode, 400);
    assertNoInternals(bad.body);
  });

  test('the spec list filters: groupCompany 1/0, not_null[provider], resellerCompany, name, tenant.id', async () => {
    const list = async (query: string) =>
      (await getAs<Collection<Company>>(app, 'tenant.admin', `/api/companies?itemsPerPage=100&${query}`)).body;
    assert.deepEqual(names(await list('groupCompany=1')), ['Acme Group']);
    assert.ok(!names(await list('groupCompany=0')).includes('Acme Group'));
    assert.deepEqual(names(await list('not_null[provider]=true')), ['Acme Provider company']);
    assert.deepEqual(names(await list('resellerCompany=1')), ['Acme Reseller AG']);
    assert.deepEqual(names(await list('name=retail')), ['Acme Retail GmbH']);
    const globex = await companyNamed(app, 'Globex Holding');
    assert.equal((await list(`tenant.id=${globex.tenant!.split('/').pop()}`))['hydra:totalItems'], 0, 'another tenant');
  });

  test('type is derived: provider, then group, otherwise customer', async () => {
    assert.equal((await companyNamed(app, 'Acme Provider company')).type, 'PROVIDER_COMPANY');
    assert.equal((await companyNamed(app, 'Acme Group')).type, 'GROUP_COMPANY');
    assert.equal((await companyNamed(app, 'Acme Reseller AG')).type, 'CUSTOMER_COMPANY');
    assert.equal((await companyNamed(app, 'Zürich Customer AG')).type, 'CUSTOMER_COMPANY');
  });

  test('contractCountry.id filters by the contract country', async () => {
    const iceland = await app.db.kysely
      .selectFrom('countries')
      .select('id')
      .where('code', '=', 'IS')
      .executeTakeFirstOrThrow();
    const retail = await companyNamed(app, 'Acme Retail GmbH');
    const countryIri = `/api/countries/${iceland.id}`;
    const patched = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: retail['@id'],
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { contractCountry: countryIri },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    const id = countryIri.split('/').pop();
    const { body } = await getAs<Collection<Company>>(app, 'tenant.admin', `/api/companies?contractCountry.id=${id}`);
    assert.deepEqual(names(body), ['Acme Retail GmbH']);
  });
});

describe('companies: writes per role, isolation and soft delete', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('a tenant admin creates in its own tenant whatever tenant it names, and a foreign IRI is 400', async () => {
    const globex = await companyNamed(app, 'Globex Holding');
    const foreign = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Sneaky', tenant: globex.tenant },
    });
    assert.equal(foreign.statusCode, 400);
    assert.equal(json(foreign)['hydra:description'], 'Invalid IRI');

    const created = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Basel Customer AG', groupCompany: false },
    });
    assert.equal(created.statusCode, 201, created.body);
    const company = json<Company>(created);
    assert.match(company['@id'], /^\/api\/companies\/[0-9a-f-]{36}$/);
    assert.equal(company.tenant, (await companyNamed(app, 'Acme Group')).tenant);
    assert.equal(company.type, 'CUSTOMER_COMPANY');

    const duplicate = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Basel Customer AG' },
    });
    assert.equal(duplicate.statusCode, 422);
    assert.equal(json<{ violations: { propertyPath: string }[] }>(duplicate).violations[0]?.propertyPath, 'name');

    const unknown = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'X', vat: 1 },
    });
    assert.equal(unknown.statusCode, 422);
  });

  test("another tenant's company answers 404 to read, change and delete; linking its provider is 400", async () => {
    const globex = await companyNamed(app, 'Globex Holding');
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await as(app, 'tenant.admin', {
        method,
        url: globex['@id'],
        ...(method === 'PATCH' ? { payload: { name: 'X' } } : {}),
      });
      assert.equal(response.statusCode, 404, method);
    }
    const provider = (await companyNamed(app, 'Acme Provider company')).provider!;
    const link = await as(app, 'globex.admin', { method: 'PATCH', url: globex['@id'], payload: { provider } });
    assert.equal(link.statusCode, 400);
    assert.equal((await companyNamed(app, 'Globex Holding')).provider, null);
  });

  test('a company admin reads and renames its own company but cannot create, delete or reclassify', async () => {
    const own = await companyNamed(app, 'Acme Retail GmbH');
    assert.deepEqual(await visibleIris(app, 'company.admin', '/api/companies'), [own['@id']]);
    const rename = await as(app, 'company.admin', {
      method: 'PATCH',
      url: own['@id'],
      payload: { name: 'Acme Retail Berlin GmbH', groupCompany: false },
    });
    assert.equal(rename.statusCode, 200, rename.body);
    assert.equal(json<Company>(rename).name, 'Acme Retail Berlin GmbH');

    for (const payload of [{ groupCompany: true }, { activity: false }, { resellerCompany: true }]) {
      const response = await as(app, 'company.admin', { method: 'PATCH', url: own['@id'], payload });
      assert.equal(response.statusCode, 403, JSON.stringify(payload));
    }
    assert.equal(
      (await as(app, 'company.admin', { method: 'POST', url: '/api/companies', payload: { name: 'Mine' } })).statusCode,
      403,
    );
    assert.equal((await as(app, 'company.admin', { method: 'DELETE', url: own['@id'] })).statusCode, 403);
    const other = await companyNamed(app, 'Acme Group');
    assert.equal(
      (await as(app, 'company.admin', { method: 'PATCH', url: other['@id'], payload: { name: 'X' } })).statusCode,
      404,
    );
    assert.equal((await companyNamed(app, 'Acme Retail Berlin GmbH')).groupCompany, false);
  });

  test('customers and users read their own company and change nothing', async () => {
    const own = await companyNamed(app, 'Zürich Customer AG');
    for (const userName of ['customer', 'user']) {
      assert.deepEqual(await visibleIris(app, userName, '/api/companies'), [own['@id']]);
      const patch = await as(app, userName, { method: 'PATCH', url: own['@id'], payload: { name: 'Mine now' } });
      assert.equal(patch.statusCode, 403, userName);
    }
    assert.deepEqual(await visibleIris(app, 'user.nocompany', '/api/companies'), []);
  });

  test('DELETE is soft: the company leaves the lists, its IRI still answers with deletedAt, and it takes no new links', async () => {
    const created = json<Company>(
      await as(app, 'tenant.admin', { method: 'POST', url: '/api/companies', payload: { name: 'Short-lived GmbH' } }),
    );
    const removed = await as(app, 'tenant.admin', { method: 'DELETE', url: created['@id'] });
    assert.equal(removed.statusCode, 204);
    assert.ok(!(await visibleIris(app, 'tenant.admin', '/api/companies')).includes(created['@id']));
    const item = await getAs<Company>(app, 'tenant.admin', created['@id']);
    assert.equal(item.status, 200);
    assert.match(String(item.body.deletedAt), /^\d{4}-\d{2}-\d{2}T/);
    const row = await app.db.kysely
      .selectFrom('companies')
      .select('id')
      .where('uuid', '=', created.uuid)
      .executeTakeFirst();
    assert.ok(row, 'the row is kept');

    assert.equal((await as(app, 'tenant.admin', { method: 'DELETE', url: created['@id'] })).statusCode, 404);
    assert.equal(
      (await as(app, 'tenant.admin', { method: 'PATCH', url: created['@id'], payload: { name: 'Back' } })).statusCode,
      404,
    );
    const join = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'late.joiner', company: created['@id'] },
    });
    assert.equal(join.statusCode, 400);
    // Its name is free again.
    const again = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Short-lived GmbH' },
    });
    assert.equal(again.statusCode, 201);
  });
});

describe('company items embed their tenant’s name', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('tenantName on every item of every tenant, as the tenant itself answers it', async () => {
    const tenants = await getAs<Collection<{ '@id': string; name: string }>>(app, 'supervisor', '/api/tenants');
    const names = new Map(tenants.body['hydra:member'].map((tenant) => [tenant['@id'], tenant.name]));
    const companies = await getAs<Collection<Company>>(app, 'supervisor', '/api/companies?itemsPerPage=100');
    assert.ok(companies.body['hydra:member'].length > 3);
    for (const company of companies.body['hydra:member'])
      assert.equal(company.tenantName, company.tenant ? names.get(company.tenant) : null, company.name);
    const own = await getAs<Collection<Company>>(app, 'company.admin', '/api/companies');
    assert.deepEqual(
      own.body['hydra:member'].map((company) => company.tenantName),
      ['Acme'],
    );
  });
});
