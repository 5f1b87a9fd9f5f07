import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Application, DashboardCounters } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { getAs, json, type Collection } from './api-helpers.js';

describe('applications and dashboard', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const ids = async (userName: string, url: string) =>
    (await getAs<Collection<Application>>(app, userName, url)).body['hydra:member'].map((a) => a.id);

  test('every signed-in user lists all applications; current=1 lists only its own', async () => {
    const expectations: [string, number[]][] = [
      ['supervisor', [1, 2]],
      ['tenant.admin', [1, 2]],
      ['user', [1]],
      ['customer', [1]],
      ['globex.admin', [2]],
    ];
    for (const [userName, current] of expectations) {
      assert.deepEqual(await ids(userName, '/api/applications'), [1, 2], userName);
      assert.deepEqual(await ids(userName, '/api/applications?current=1'), current, `${userName} current`);
    }
    const one = await getAs<Application>(app, 'user', '/api/applications/2');
    assert.deepEqual(one.body, { '@id': '/api/applications/2', '@type': 'Application', id: 2, name: 'Signing Portal' });
  });

  test('applications are read only', async () => {
    const create = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/applications',
      payload: { name: 'Third' },
    });
    assert.equal(create.statusCode, 405);
    assert.equal(json(create)['@type'], 'hydra:Error');
    assert.equal((await as(app, 'supervisor', { method: 'DELETE', url: '/api/applications/1' })).statusCode, 405);
    assert.deepEqual(await ids('supervisor', '/api/applications'), [1, 2]);
  });

  test('dashboard counters are scoped to the caller', async () => {
    const counters = async (userName: string) => (await getAs<DashboardCounters>(app, userName, '/api/dashboard')).body;
    const all = await counters('supervisor');
    assert.equal(all.tenant, 12);
    assert.equal(all.company, 8);
    const everyone = (await getAs<Collection<unknown>>(app, 'supervisor', '/api/users')).body['hydra:totalItems'];
    assert.equal(all.user, everyone);

    const acme = await counters('tenant.admin');
    assert.equal(acme.tenant, 1);
    assert.equal(acme.company, 6, 'the Acme companies');
    assert.equal(
      acme.user,
      (await getAs<Collection<unknown>>(app, 'tenant.admin', '/api/users')).body['hydra:totalItems'],
    );
    assert.ok(acme.user < all.user);

    const globex = await counters('globex.admin');
    assert.deepEqual({ tenant: globex.tenant, company: globex.company }, { tenant: 1, company: 2 });

    const companyAdmin = await counters('company.admin');
    assert.equal(companyAdmin.company, 1);
    assert.equal(
      companyAdmin.user,
      (await getAs<Collection<unknown>>(app, 'company.admin', '/api/users')).body['hydra:totalItems'],
    );

    assert.deepEqual(await counters('user.nocompany'), { tenant: 1, company: 0, user: 1 });
  });

  test('companies are scoped like the dashboard counts them', async () => {
    const names = async (userName: string, query = '') =>
      (await getAs<Collection<{ name: string }>>(app, userName, `/api/companies?itemsPerPage=100${query}`)).body[
        'hydra:member'
      ].map((c) => c.name);
    assert.deepEqual(await names('company.admin'), ['Acme Retail GmbH']);
    assert.deepEqual(await names('globex.admin'), ['Globex Customer Ltd', 'Globex Holding']);
    assert.deepEqual(await names('tenant.admin', '&groupCompany=1'), ['Acme Group']);
    assert.deepEqual(await names('tenant.admin', '&not_null[provider]=true'), ['Acme Provider company']);
    assert.deepEqual(await names('user.nocompany'), []);
    const bad = await getAs(app, 'tenant.admin', '/api/companies?groupCompany=maybe');
    assert.equal(bad.status, 400);
  });
});
