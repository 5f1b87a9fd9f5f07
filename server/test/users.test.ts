import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../contract/index.js';
import { DEMO_USERS } from '../src/seeds/seed.js';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, visibleIris, type Collection } from './api-helpers.js';

describe('users: tenant isolation and scope', () => {
  let app: FastifyInstance;
  let acmeUser: User;
  let globexUser: User;
  before(async () => {
    app = await buildTestApp();
    acmeUser = (await getAs<Collection<User>>(app, 'supervisor', '/api/users?userName=company.admin')).body[
      'hydra:member'
    ][0]!;
    globexUser = (await getAs<Collection<User>>(app, 'supervisor', '/api/users?userName=globex.admin')).body[
      'hydra:member'
    ][0]!;
  });
  after(() => app.close());

  for (const [caller, target] of [
    ['globex.admin', () => acmeUser],
    ['tenant.admin', () => globexUser],
  ] as const) {
    test(`${caller} cannot list, read, change or delete another tenant's user`, async () => {
      const victim = target();
      assert.ok(!(await visibleIris(app, caller, '/api/users')).includes(victim['@id']), 'not in the collection');
      assert.equal((await getAs(app, caller, `/api/users?userName=${victim.userName}`)).body['hydra:totalItems'], 0);

      const read = await as(app, caller, { method: 'GET', url: victim['@id'] });
      const patch = await as(app, caller, { method: 'PATCH', url: victim['@id'], payload: { givenName: 'Hijacked' } });
      const remove = await as(app, caller, { method: 'DELETE', url: victim['@id'] });
      for (const response of [read, patch, remove]) {
        assert.equal(response.statusCode, 404);
        assert.equal(json(response)['hydra:description'], 'Not Found');
        assertNoInternals(response.body);
      }
      const after = await getAs<User>(app, 'supervisor', victim['@id']);
      assert.equal(after.status, 200, 'still there');
      assert.notEqual(after.body.givenName, 'Hijacked');
    });
  }

  test('a tenant admin sees only its tenant and never a supervisor', async () => {
    const { body } = await getAs<Collection<User>>(app, 'tenant.admin', '/api/users?itemsPerPage=100');
    assert.ok(body['hydra:member'].length > 10);
    assert.ok(body['hydra:member'].every((u) => u.tenant?.name === 'Acme'));
    assert.ok(body['hydra:member'].every((u) => !u.roles.includes('ROLE_SUPERVISOR')));
  });

  test('a company admin sees its company only; ordinary users see only themselves', async () => {
    const company = await getAs<Collection<User>>(app, 'company.admin', '/api/users?itemsPerPage=100');
    assert.ok(company.body['hydra:member'].every((u) => u.company?.name === 'Acme Retail GmbH'));
    assert.ok(company.body['hydra:member'].some((u) => u.userName === 'inactive'));

    for (const userName of ['user', 'customer', 'editor', 'api.user', 'user.nocompany']) {
      const { body } = await getAs<Collection<User>>(app, userName, '/api/users');
      assert.deepEqual(
        body['hydra:member'].map((u) => u.userName),
        [userName],
      );
    }
    assert.equal((await getAs(app, 'user', acmeUser['@id'])).status, 404);
  });

  test('the current-user lookup works for every active demo user', async () => {
    for (const demo of DEMO_USERS.filter((u) => u.activity)) {
      const { status, body } = await getAs<Collection<User>>(
        app,
        demo.userName,
        `/api/users?userName=${demo.userName}`,
      );
      assert.equal(status, 200, demo.userName);
      const me = body['hydra:member'][0];
      assert.ok(me, `${demo.userName} finds itself`);
      assert.equal(me.givenName, demo.givenName);
      assert.equal(me.company?.name ?? null, demo.company);
      assert.equal(me.tenant?.name ?? null, demo.tenant);
      assert.equal(me.locale, demo.locale);
      assert.ok(!('password_hash' in me) && !('passwordHash' in me) && !JSON.stringify(me).includes('password'));
    }
    const admin = (await getAs<Collection<User>>(app, 'tenant.admin', '/api/users?userName=tenant.admin')).body[
      'hydra:member'
    ][0];
    assert.deepEqual(admin?.tenant?.defaultApplication, {
      '@id': '/api/applications/1',
      id: 1,
      name: 'Contract Management',
    });
  });

  test('a change to the signed-in account counts from its next call, though every call does not read it again', async () => {
    const dashboard = () => as(app, 'editor', { method: 'GET', url: '/api/dashboard' });
    const templates = () => as(app, 'editor', { method: 'GET', url: '/api/contract_templates' });
    assert.equal((await templates()).statusCode, 200, 'an editor lists templates');
    assert.equal((await dashboard()).statusCode, 200);
    assert.equal((await dashboard()).statusCode, 200, 'the row kept from the call before');
    const editor = app.db.kysely.updateTable('users').where('user_name', '=', 'editor');
    try {
      await editor.set({ activity: 0 }).execute();
      assert.equal((await dashboard()).statusCode, 460, 'deactivated: refused at once');
      await editor.set({ activity: 1, roles: JSON.stringify(['ROLE_USER']) }).execute();
      assert.equal((await dashboard()).statusCode, 200);
      assert.equal((await templates()).statusCode, 403, 'no longer an editor: its rights went with the role at once');
    } finally {
      await editor.set({ activity: 1, roles: JSON.stringify(['ROLE_EDITOR']) }).execute();
    }
  });

  test('an inactive account gets 460 on every API call', async () => {
    for (const url of ['/api/users?userName=inactive', '/api/dashboard', '/api/applications', '/api/tenants/1']) {
      const response = await as(app, 'inactive', { method: 'GET', url });
      assert.equal(response.statusCode, 460, url);
      assert.equal(json(response)['hydra:description'], 'Account deactivated');
    }
    const write = await as(app, 'inactive', { method: 'PATCH', url: '/api/users/1', payload: {} });
    assert.equal(write.statusCode, 460);
    // In the caller's language, like every other error.
    const german = await as(app, 'inactive', {
      method: 'GET',
      url: '/api/dashboard',
      headers: { 'accept-language': 'de-CH,de;q=0.9' },
    });
    assert.equal(german.statusCode, 460);
    assert.equal(json(german)['hydra:description'], 'Konto deaktiviert');
  });

  test('users without a company, unpaginated', async () => {
    const { body } = await getAs<Collection<User>>(
      app,
      'tenant.admin',
      '/api/users?not_null[company]=false&pagination=false',
    );
    assert.deepEqual(body['hydra:member'].map((u) => u.userName).sort(), ['api.user', 'user.nocompany']);
    assert.equal(body['hydra:view'], undefined);
  });
});

describe('users: writes follow the edit-rights rule', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  test('a tenant admin creates a user in its own tenant, whatever the body says', async () => {
    const created = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'new.hire', givenName: 'New', roles: ['ROLE_EDITOR'] },
    });
    assert.equal(created.statusCode, 201);
    const user = json<User>(created);
    assert.equal(user.tenant?.name, 'Acme');
    assert.deepEqual(
      user.applications.map((a) => a.id),
      [1],
      "the tenant's default application",
    );

    const otherTenant = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'spy', tenant: '/api/tenants/2' },
    });
    assert.equal(otherTenant.statusCode, 400);
    assert.equal(json(otherTenant)['hydra:description'], 'Invalid IRI');

    const supervisorGrant = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'climber', roles: ['ROLE_SUPERVISOR'] },
    });
    assert.equal(supervisorGrant.statusCode, 403);
    assert.equal((await getAs(app, 'supervisor', '/api/users?userName=climber')).body['hydra:totalItems'], 0);
  });

  test('a company admin may not change an editor, nor raise anyone above itself', async () => {
    const { body } = await getAs<Collection<User>>(app, 'supervisor', '/api/users?userName=inactive');
    const colleague = body['hydra:member'][0]!;
    const renamed = await as(app, 'company.admin', {
      method: 'PATCH',
      url: colleague['@id'],
      payload: { familyName: 'Renamed' },
    });
    assert.equal(renamed.statusCode, 200);
    assert.equal(json<User>(renamed).familyName, 'Renamed');

    const promote = await as(app, 'company.admin', {
      method: 'PATCH',
      url: colleague['@id'],
      payload: { roles: ['ROLE_TENANT_ADMIN'] },
    });
    assert.equal(promote.statusCode, 403);

    await as(app, 'supervisor', { method: 'PATCH', url: colleague['@id'], payload: { roles: ['ROLE_EDITOR'] } });
    const editEditor = await as(app, 'company.admin', {
      method: 'PATCH',
      url: colleague['@id'],
      payload: { familyName: 'Again' },
    });
    assert.equal(editEditor.statusCode, 403);
    assert.equal(json(editEditor)['hydra:description'], 'Access Denied');
  });

  test("a supervisor naming only a company places the user in that company's tenant", async () => {
    const globex = (
      await getAs<Collection<{ '@id': string; name: string }>>(app, 'supervisor', '/api/companies?name=Globex Holding')
    ).body['hydra:member'][0]!;
    const created = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'globex.clerk', company: globex['@id'] },
    });
    assert.equal(created.statusCode, 201);
    assert.deepEqual(
      [json<User>(created).tenant?.name, json<User>(created).company?.name],
      ['Globex', 'Globex Holding'],
    );
    const mismatch = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'confused', company: globex['@id'], tenant: '/api/tenants/1' },
    });
    assert.equal(mismatch.statusCode, 422);
    assert.equal(json(mismatch)['hydra:description'], 'company: This company belongs to another tenant.');
  });

  test('ordinary users may not write users; a duplicate user name is a 422', async () => {
    const self = (await getAs<Collection<User>>(app, 'user', '/api/users')).body['hydra:member'][0]!;
    assert.equal(
      (await as(app, 'user', { method: 'PATCH', url: self['@id'], payload: { roles: ['ROLE_SUPERVISOR'] } }))
        .statusCode,
      403,
    );
    const duplicate = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'editor' },
    });
    assert.equal(duplicate.statusCode, 422);
    assert.equal(json(duplicate)['hydra:description'], 'userName: This value is already used.');
  });
});
