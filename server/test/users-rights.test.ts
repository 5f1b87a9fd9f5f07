import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, type Collection } from './api-helpers.js';

async function userNamed(app: FastifyInstance, userName: string): Promise<User> {
  const { body } = await getAs<Collection<User>>(app, 'supervisor', `/api/users?userName=${userName}`);
  const found = body['hydra:member'][0];
  assert.ok(found, userName);
  return found;
}

async function companyIri(app: FastifyInstance, name: string): Promise<string> {
  const { body } = await getAs<Collection<{ '@id': string; name: string }>>(
    app,
    'supervisor',
    `/api/companies?name=${encodeURIComponent(name)}`,
  );
  const found = body['hydra:member'].find((c) => c.name === name);
  assert.ok(found, name);
  return found['@id'];
}

describe('users: the current-user and no-company lookups the console makes', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('not_null[company]=false&pagination=false answers every member at once, without hydra:view', async () => {
    // More users than one page, so a paginated answer could not pass for a complete one.
    for (let i = 0; i < 12; i += 1)
      await as(app, 'tenant.admin', { method: 'POST', url: '/api/users', payload: { userName: `loose.${i}` } });
    const { status, body } = await getAs<Collection<User>>(
      app,
      'tenant.admin',
      '/api/users?not_null[company]=false&pagination=false',
    );
    assert.equal(status, 200);
    assert.equal(body['hydra:view'], undefined);
    assert.equal(body['hydra:member'].length, body['hydra:totalItems']);
    assert.ok(body['hydra:member'].length >= 14);
    assert.ok(body['hydra:member'].every((u) => u.company === null && u.tenant?.name === 'Acme'));

    const paged = await getAs<Collection<User>>(app, 'tenant.admin', '/api/users?not_null[company]=false');
    assert.equal(paged.body['hydra:member'].length, 10);
    assert.equal(paged.body['hydra:totalItems'], body['hydra:totalItems']);
    assert.ok(paged.body['hydra:view']?.['hydra:next']);

    const withCompany = await getAs<Collection<User>>(
      app,
      'tenant.admin',
      '/api/users?not_null[company]=true&itemsPerPage=100',
    );
    assert.ok(withCompany.body['hydra:member'].every((u) => u.company !== null));
    const bad = await as(app, 'tenant.admin', { method: 'GET', url: '/api/users?not_null[company]=maybe' });
    assert.equal(bad.statusCode, 400);
  });

  test('userName is an exact filter: no prefix matches, no other tenant', async () => {
    const { body } = await getAs<Collection<User>>(app, 'tenant.admin', '/api/users?userName=user');
    assert.deepEqual(
      body['hydra:member'].map((u) => u.userName),
      ['user'],
    );
    assert.equal(
      (await getAs<Collection<User>>(app, 'tenant.admin', '/api/users?userName=globex.admin')).body['hydra:totalItems'],
      0,
    );
  });
});

describe('users: roles, activity and tenant only for those allowed to set them', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('a company admin creates users in its own company only, with roles up to its own', async () => {
    const created = await as(app, 'company.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'retail.clerk', roles: ['ROLE_CUSTOMER'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(json<User>(created).company?.name, 'Acme Retail GmbH');

    for (const role of ['ROLE_SUPERVISOR', 'ROLE_TENANT_ADMIN', 'ROLE_EDITOR', 'ROLE_API_USER']) {
      const response = await as(app, 'company.admin', {
        method: 'POST',
        url: '/api/users',
        payload: { userName: `raised.${role}`, roles: [role] },
      });
      assert.equal(response.statusCode, 403, role);
    }
    const elsewhere = await as(app, 'company.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'moved', company: await companyIri(app, 'Acme Group') },
    });
    assert.equal(elsewhere.statusCode, 400, 'a company it cannot see');
    const applications = await as(app, 'company.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'apps', applications: ['/api/applications/2'] },
    });
    assert.equal(applications.statusCode, 403);
    assert.equal((await getAs(app, 'supervisor', '/api/users?userName=moved')).body['hydra:totalItems'], 0);
    assert.equal((await getAs(app, 'supervisor', '/api/users?userName=apps')).body['hydra:totalItems'], 0);
  });

  test('unknown role names are a 422, not a stored string', async () => {
    const response = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'god', roles: ['ROLE_USER', 'ROLE_GOD'] },
    });
    assert.equal(response.statusCode, 422);
    assert.equal(json<{ violations: { propertyPath: string }[] }>(response).violations[0]?.propertyPath, 'roles[1]');
    assertNoInternals(response.body);
  });

  test('a tenant admin grants tenant roles but never supervisor, and only inside its tenant', async () => {
    const editor = json<User>(
      await as(app, 'tenant.admin', {
        method: 'POST',
        url: '/api/users',
        payload: { userName: 'promotable', roles: ['ROLE_EDITOR'] },
      }),
    );
    const promote = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: editor['@id'],
      payload: { roles: ['ROLE_TENANT_ADMIN'] },
    });
    assert.equal(promote.statusCode, 200, promote.body);
    const tooHigh = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: editor['@id'],
      payload: { roles: ['ROLE_SUPERVISOR'] },
    });
    assert.equal(tooHigh.statusCode, 403);
    const move = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: editor['@id'],
      payload: { tenant: '/api/tenants/2' },
    });
    assert.equal(move.statusCode, 400);
    const after = await userNamed(app, 'promotable');
    assert.deepEqual([after.roles, after.tenant?.name], [['ROLE_TENANT_ADMIN'], 'Acme']);
  });

  test('nobody changes their own roles or activity; unchanged values and other fields pass', async () => {
    for (const [userName, payload] of [
      ['tenant.admin', { roles: ['ROLE_TENANT_ADMIN', 'ROLE_COMPANY_ADMIN'] }],
      ['company.admin', { activity: false }],
      ['company.admin', { roles: ['ROLE_USER'] }],
    ] as const) {
      const self = await userNamed(app, userName);
      const response = await as(app, userName, { method: 'PATCH', url: self['@id'], payload });
      assert.equal(response.statusCode, 403, `${userName} ${JSON.stringify(payload)}`);
    }
    const self = await userNamed(app, 'company.admin');
    const unchanged = await as(app, 'company.admin', {
      method: 'PATCH',
      url: self['@id'],
      payload: { roles: self.roles, activity: true, givenName: 'Still Me' },
    });
    assert.equal(unchanged.statusCode, 200, unchanged.body);
    assert.equal(json<User>(unchanged).givenName, 'Still Me');
    const after = await userNamed(app, 'company.admin');
    assert.deepEqual([after.roles, after.activity], [self.roles, true]);
  });

  test('a company admin deactivates a colleague of its company but nobody of another company', async () => {
    const colleague = await userNamed(app, 'inactive');
    const reactivate = await as(app, 'company.admin', {
      method: 'PATCH',
      url: colleague['@id'],
      payload: { activity: true },
    });
    assert.equal(reactivate.statusCode, 200);
    assert.equal(json<User>(reactivate).activity, true);
    const customer = await userNamed(app, 'customer');
    const foreign = await as(app, 'company.admin', {
      method: 'PATCH',
      url: customer['@id'],
      payload: { activity: false },
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await userNamed(app, 'customer')).activity, true);
  });

  test('roles that do not manage users are refused every write', async () => {
    for (const userName of ['editor', 'api.user', 'customer', 'user']) {
      const self = await userNamed(app, userName);
      const create = await as(app, userName, {
        method: 'POST',
        url: '/api/users',
        payload: { userName: `by.${userName}` },
      });
      const patch = await as(app, userName, { method: 'PATCH', url: self['@id'], payload: { givenName: 'X' } });
      assert.deepEqual([create.statusCode, patch.statusCode], [403, 403], userName);
    }
  });
});
