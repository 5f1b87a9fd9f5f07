import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, type Collection } from './api-helpers.js';

interface Counts {
  addresses: number;
  providers: number;
  companies: number;
}

async function counts(app: FastifyInstance): Promise<Counts> {
  const count = async (table: keyof Counts) =>
    Number(
      (
        await app.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    addresses: await count('addresses'),
    providers: await count('providers'),
    companies: await count('companies'),
  };
}

async function companyNamed(app: FastifyInstance, name: string): Promise<Company> {
  const { body } = await getAs<Collection<Company>>(
    app,
    'supervisor',
    `/api/companies?name=${encodeURIComponent(name)}`,
  );
  const found = body['hydra:member'].find((c) => c.name === name);
  assert.ok(found, `company ${name}`);
  return found;
}

async function addressOf(app: FastifyInstance, company: Company) {
  const id = Number(company.address?.split('/').pop());
  return app.db.kysely.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const address = { street: 'Aeschenvorstadt 1', postalCode: '4051', city: 'Basel' };

describe('company create chain: address, optional provider and company in one transaction', () => {
  let app: FastifyInstance;
  let acmeTenant: string;
  before(async () => {
    app = await buildTestApp();
    acmeTenant = (await companyNamed(app, 'Acme Group')).tenant!;
  });
  after(() => app.close());

  const chain = (userName: string, payload: Record<string, unknown>) =>
    as(app, userName, { method: 'POST', url: '/api/companies/chain', payload });

  test('a supervisor creates address, new provider and company together', async () => {
    const before = await counts(app);
    const response = await chain('supervisor', {
      name: 'Basel Logistics AG',
      groupCompany: false,
      tenant: acmeTenant,
      address: { ...address, country: null },
      provider: { new: { name: 'Basel Freight' } },
    });
    assert.equal(response.statusCode, 201, response.body);
    const company = json<Company>(response);
    assert.equal(company.type, 'PROVIDER_COMPANY');
    assert.equal(company.tenant, acmeTenant);
    // The provider gets its own copy of the address: two owners never share one row (link ownership).
    assert.deepEqual(await counts(app), {
      addresses: before.addresses + 2,
      providers: before.providers + 1,
      companies: before.companies + 1,
    });
    const stored = await addressOf(app, company);
    assert.equal(stored.city, 'Basel');
    const provider = await app.db.kysely
      .selectFrom('providers')
      .selectAll()
      .where('id', '=', Number(company.provider?.split('/').pop()))
      .executeTakeFirstOrThrow();
    assert.equal(provider.name, 'Basel Freight');
    assert.notEqual(provider.address_id, stored.id, 'the new provider has its own address row');
    const providerAddress = await app.db.kysely
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', provider.address_id!)
      .executeTakeFirstOrThrow();
    assert.deepEqual({ ...providerAddress, id: stored.id }, stored, '…with the company address’s values');
  });

  test('a refused company step leaves no address and no provider behind', async () => {
    const before = await counts(app);
    const duplicate = await chain('supervisor', {
      name: 'Acme Group',
      groupCompany: true,
      tenant: acmeTenant,
      address,
      provider: { new: { name: 'Orphan Provider' } },
    });
    assert.equal(duplicate.statusCode, 422);
    assert.equal(json<{ violations: { propertyPath: string }[] }>(duplicate).violations[0]?.propertyPath, 'name');
    assertNoInternals(duplicate.body);
    assert.deepEqual(await counts(app), before);
    const orphan = await app.db.kysely
      .selectFrom('providers')
      .select('id')
      .where('name', '=', 'Orphan Provider')
      .executeTakeFirst();
    assert.equal(orphan, undefined);
  });

  test('every other refusal is all-or-nothing too', async () => {
    const before = await counts(app);
    const globexProvider = (await companyNamed(app, 'Globex Holding')).tenant;
    const cases: [string, Record<string, unknown>, number][] = [
      // Only supervisors create providers.
      ['tenant.admin', { name: 'New Co', groupCompany: false, address, provider: { new: { name: 'Mine' } } }, 403],
      [
        'tenant.admin',
        { name: 'New Co', groupCompany: false, address: { ...address, country: '/api/countries/999999' } },
        400,
      ],
      ['tenant.admin', { name: 'New Co', groupCompany: false, address, provider: '/api/providers/999999' }, 400],
      ['tenant.admin', { name: 'New Co', groupCompany: false, address, tenant: globexProvider }, 400],
      ['tenant.admin', { name: 'New Co', groupCompany: false, address: { ...address, street: ' ' } }, 422],
      ['tenant.admin', { name: 'New Co', groupCompany: false, address, vat: 'x' }, 422],
      ['company.admin', { name: 'New Co', groupCompany: false, address }, 403],
      ['editor', { name: 'New Co', groupCompany: false, address }, 403],
    ];
    for (const [userName, payload, status] of cases) {
      const response = await chain(userName, payload);
      assert.equal(response.statusCode, status, `${userName} ${JSON.stringify(payload)}: ${response.body}`);
      assertNoInternals(response.body);
    }
    assert.deepEqual(await counts(app), before);
  });

  test('a tenant admin links an existing provider of its tenant; the separate company call takes the new address', async () => {
    const provider = (await companyNamed(app, 'Acme Provider company')).provider;
    const response = await chain('tenant.admin', { name: 'Linked Co', groupCompany: false, address, provider });
    assert.equal(response.statusCode, 201, response.body);
    const linked = json<Company>(response);
    assert.equal(linked.provider, provider);

    const separate = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Same Address Co', groupCompany: false, address: linked.address },
    });
    assert.equal(separate.statusCode, 201, separate.body);
    assert.equal(json<Company>(separate).address, linked.address);
  });
});

describe('company update chain: address PATCH or POST, provider, company, all or nothing', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const update = (userName: string, company: Company, payload: Record<string, unknown>) =>
    as(app, userName, { method: 'PATCH', url: `${company['@id']}/chain`, payload });

  test('patches the existing address and the company, and unlinks the provider', async () => {
    const company = await companyNamed(app, 'Acme Provider company');
    const before = await counts(app);
    const response = await update('tenant.admin', company, {
      name: 'Acme Former Provider',
      address: { street: 'Elbchaussee 2' },
      provider: null,
    });
    assert.equal(response.statusCode, 200, response.body);
    const updated = json<Company>(response);
    assert.equal(updated.name, 'Acme Former Provider');
    assert.equal(updated.provider, null);
    assert.equal(updated.address, company.address, 'same address row');
    const stored = await addressOf(app, updated);
    assert.equal(stored.street, 'Elbchaussee 2');
    assert.equal(stored.city, 'Hamburg', 'fields not sent are kept');
    assert.deepEqual(await counts(app), before);
  });

  test('posts an address when the company has none', async () => {
    const bare = json<Company>(
      await as(app, 'tenant.admin', { method: 'POST', url: '/api/companies', payload: { name: 'No Address AG' } }),
    );
    assert.equal(bare.address, null);
    const missing = await update('tenant.admin', bare, { address: { street: 'Only street' } });
    assert.equal(missing.statusCode, 422, 'a new address needs postal code and city');
    const response = await update('tenant.admin', bare, { address });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await addressOf(app, json<Company>(response))).postal_code, '4051');
  });

  test('a refused step rolls back the address change and the new provider', async () => {
    const company = await companyNamed(app, 'Zürich Customer AG');
    const oldAddress = await addressOf(app, company);
    const before = await counts(app);
    const response = await update('supervisor', company, {
      name: 'Acme Group',
      address: { street: 'Rolled back 1' },
      provider: { new: { name: 'Rolled back provider' } },
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(await addressOf(app, company), oldAddress);
    assert.deepEqual(await counts(app), before);
    assert.equal((await companyNamed(app, 'Zürich Customer AG')).provider, null);
  });

  test('a company admin updates its own address; not another company, not a new provider', async () => {
    const own = await companyNamed(app, 'Acme Retail GmbH');
    const response = await update('company.admin', own, { address: { postalCode: '10115' } });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await addressOf(app, own)).postal_code, '10115');

    const provider = await update('company.admin', own, { provider: { new: { name: 'Self-made' } } });
    assert.equal(provider.statusCode, 403);
    assert.equal(
      (await update('company.admin', await companyNamed(app, 'Acme Group'), { address: { city: 'X' } })).statusCode,
      404,
    );
    assert.equal(
      (await update('tenant.admin', await companyNamed(app, 'Globex Holding'), { name: 'Mine' })).statusCode,
      404,
    );
    assert.equal(
      (await update('customer', await companyNamed(app, 'Zürich Customer AG'), { name: 'Mine' })).statusCode,
      403,
    );
  });
});
