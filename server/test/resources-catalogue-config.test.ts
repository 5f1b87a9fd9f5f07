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

describe('configuration: allowed origins, fallback locales, JWK URL', () => {
  let app: FastifyInstance;
  let acme: string;
  let globex: string;
  before(async () => {
    app = await buildCatalogueApp();
    const tenants = await members(app, 'supervisor', '/api/tenants?name=e');
    acme = String(tenants.find((t) => t.name === 'Acme')!['@id']);
    globex = String(tenants.find((t) => t.name === 'Globex')!['@id']);
  });
  after(() => app.close());

  test('allowed origins: CRUD as tenant admin, orSearch_name, normalised and unique per tenant', async () => {
    const created = await call(app, 'tenant.admin', 'POST', '/api/allowed_origins', {
      name: 'https://Shop.Acme.example:8443',
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.name, 'https://shop.acme.example:8443');
    assert.equal(created.body.tenant, acme);
    const found = await members(app, 'tenant.admin', '/api/allowed_origins?orSearch_name=SHOP.acme');
    assert.deepEqual(
      found.map((o) => o.name),
      ['https://shop.acme.example:8443'],
    );
    const duplicate = await call(app, 'tenant.admin', 'POST', '/api/allowed_origins', {
      name: 'https://shop.acme.example:8443',
    });
    assert.equal(duplicate.status, 422);
    assert.deepEqual(violatedPaths(duplicate.body), ['name']);
    // The same origin in another tenant is that tenant's business.
    assert.equal(
      (await call(app, 'globex.admin', 'POST', '/api/allowed_origins', { name: 'https://shop.acme.example:8443' }))
        .status,
      201,
    );
    const id = String(created.body['@id']);
    const patched = await call(app, 'tenant.admin', 'PATCH', id, { name: 'http://localhost:3000' });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.name, 'http://localhost:3000');
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
    assert.equal((await call(app, 'tenant.admin', 'GET', id)).status, 404);
  });

  test('allowed origins: 422 for anything that is not scheme://host[:port]', async () => {
    const before = await countRows(app, 'allowed_origins');
    for (const name of [
      'ftp://acme.example',
      'https://acme.example/path',
      'acme.example',
      'https://',
      '  ',
      'https://a.example:99999',
      'https://a b.example',
    ]) {
      const answer = await call(app, 'tenant.admin', 'POST', '/api/allowed_origins', { name });
      assert.equal(answer.status, 422, name);
      assert.deepEqual(violatedPaths(answer.body), ['name'], name);
    }
    const unknown = await call(app, 'tenant.admin', 'POST', '/api/allowed_origins', {
      name: 'https://x.example',
      colour: 1,
    });
    assert.deepEqual(violatedPaths(unknown.body), ['colour']);
    assert.equal(await countRows(app, 'allowed_origins'), before);
  });

  test('isolation and rights: other tenants’ rows are missing, non-admins are refused', async () => {
    const [foreign] = await members(app, 'globex.admin', '/api/allowed_origins');
    assert.ok(foreign);
    const own = await members(app, 'tenant.admin', '/api/allowed_origins');
    assert.ok(own.length >= 3 && own.every((o) => o.tenant === acme));
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      assert.equal(
        (await call(app, 'tenant.admin', method, String(foreign['@id']), method === 'PATCH' ? {} : undefined)).status,
        404,
      );
    const claimed = await call(app, 'tenant.admin', 'POST', '/api/allowed_origins', {
      name: 'https://evil.example',
      tenant: globex,
    });
    assert.equal(claimed.status, 400);
    for (const user of ['editor', 'company.admin', 'customer', 'api.user']) {
      assert.equal((await call(app, user, 'GET', '/api/allowed_origins')).status, 403, user);
      assert.equal((await call(app, user, 'GET', '/api/fallback_locales')).status, 403, user);
      assert.equal(
        (await call(app, user, 'POST', '/api/jwk_urls', { url: 'https://x.example/certs' })).status,
        403,
        user,
      );
    }
    const platformWide = await call(app, 'supervisor', 'POST', '/api/allowed_origins', {
      name: 'https://platform.example',
    });
    assert.equal(platformWide.status, 201);
    assert.equal(platformWide.body.tenant, null);
    assert.equal((await call(app, 'tenant.admin', 'GET', String(platformWide.body['@id']))).status, 404);
  });

  test('fallback locales: a locale code, once per tenant; the supervisor names the tenant', async () => {
    const taken = await call(app, 'tenant.admin', 'POST', '/api/fallback_locales', { locale: 'de' });
    assert.equal(taken.status, 422, 'the demo tenant already falls back to de');
    assert.deepEqual(violatedPaths(taken.body), ['locale']);
    for (const payload of [{}, { locale: '' }, { locale: 'german' }, { locale: 'de_CH' }]) {
      const answer = await call(app, 'tenant.admin', 'POST', '/api/fallback_locales', payload);
      assert.equal(answer.status, 422, JSON.stringify(payload));
      assert.deepEqual(violatedPaths(answer.body), ['locale']);
    }
    const created = await call(app, 'tenant.admin', 'POST', '/api/fallback_locales', { locale: 'de-CH' });
    assert.equal(created.status, 201);
    assert.deepEqual([created.body.locale, created.body.tenant], ['de-CH', acme]);
    const bySupervisor = await call(app, 'supervisor', 'POST', '/api/fallback_locales', {
      locale: 'it',
      tenant: globex,
    });
    assert.equal(bySupervisor.status, 201);
    assert.equal(bySupervisor.body.tenant, globex);
    assert.deepEqual(
      violatedPaths((await call(app, 'supervisor', 'POST', '/api/fallback_locales', { locale: 'es' })).body),
      ['tenant'],
    );
    const list = await members(app, 'globex.admin', '/api/fallback_locales?order[locale]=asc');
    assert.deepEqual(
      list.map((l) => l.locale),
      ['en', 'it'],
    );
    assert.equal((await call(app, 'globex.admin', 'DELETE', String(created.body['@id']))).status, 404);
  });

  test('JWK URL: https only, one per tenant, full CRUD', async () => {
    const [acmeUrl] = await members(app, 'tenant.admin', '/api/jwk_urls');
    assert.match(String(acmeUrl.url), /^https:\/\//);
    const second = await call(app, 'tenant.admin', 'POST', '/api/jwk_urls', {
      url: 'https://sso.acme.example/other/certs',
    });
    assert.equal(second.status, 422);
    assert.deepEqual(violatedPaths(second.body), ['tenant']);
    for (const url of ['http://sso.globex.example/certs', 'not a url', '', 'https://']) {
      const answer = await call(app, 'globex.admin', 'POST', '/api/jwk_urls', { url });
      assert.equal(answer.status, 422, url);
      assert.deepEqual(violatedPaths(answer.body), ['url'], url);
    }
    const created = await call(app, 'globex.admin', 'POST', '/api/jwk_urls', {
      url: 'https://sso.globex.example/certs',
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.tenant, globex);
    const id = String(created.body['@id']);
    assert.equal((await call(app, 'tenant.admin', 'GET', id)).status, 404);
    const patched = await call(app, 'globex.admin', 'PATCH', id, { url: 'https://keys.globex.example/jwks.json' });
    assert.equal(patched.body.url, 'https://keys.globex.example/jwks.json');
    assert.equal((await call(app, 'globex.admin', 'PATCH', id, { url: 'http://keys.globex.example' })).status, 422);
    assert.equal((await call(app, 'globex.admin', 'DELETE', id)).status, 204);
    assert.deepEqual(await members(app, 'globex.admin', '/api/jwk_urls'), []);
  });
});

describe('countries and country tags', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildCatalogueApp();
  });
  after(() => app.close());

  test('every ISO country, 300 to a page, readable by any signed-in user, sorted by name', async () => {
    const page = await call(app, 'customer', 'GET', '/api/countries?itemsPerPage=300');
    assert.equal(page.status, 200);
    const list = page.body['hydra:member'] as Body[];
    assert.equal(page.body['hydra:totalItems'], 249);
    assert.equal(list.length, 249);
    const names = list.map((c) => String(c.name));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    const capped = await call(app, 'user', 'GET', '/api/countries?itemsPerPage=1000');
    assert.equal((capped.body['hydra:member'] as Body[]).length, 249, 'capped at 300, which holds them all');
    const germany = await members(app, 'api.user', '/api/countries?code=DE');
    assert.deepEqual(
      germany.map((c) => c.name),
      ['Germany'],
    );
    assert.ok((await members(app, 'editor', '/api/countries?name=switz')).some((c) => c.code === 'CH'));
    assert.equal(
      (await call(app, 'supervisor', 'POST', '/api/countries', { code: 'XX', name: 'Nowhere' })).status,
      405,
    );
    assert.equal((await call(app, 'supervisor', 'DELETE', String(germany[0]['@id']))).status, 405);
  });

  test('country tags: CRUD with country IRIs, name filter, editors read, isolation', async () => {
    const [de, at] = [
      await members(app, 'user', '/api/countries?code=DE'),
      await members(app, 'user', '/api/countries?code=AT'),
    ].map((l) => String(l[0]['@id']));
    const created = await call(app, 'tenant.admin', 'POST', '/api/country_tags', {
      name: 'Alps',
      countries: [at, de, at],
    });
    assert.equal(created.status, 201);
    assert.deepEqual([...(created.body.countries as string[])].sort(), [at, de].sort());
    const id = String(created.body['@id']);
    assert.deepEqual(
      (await members(app, 'editor', '/api/country_tags?name=alp')).map((t) => t['@id']),
      [id],
    );
    assert.equal((await call(app, 'editor', 'PATCH', id, { name: 'x' })).status, 403);
    assert.equal((await call(app, 'customer', 'GET', '/api/country_tags')).status, 403);
    const patched = await call(app, 'tenant.admin', 'PATCH', id, { countries: [de] });
    assert.deepEqual(patched.body.countries, [de]);
    assert.equal(patched.body.name, 'Alps');
    const duplicate = await call(app, 'tenant.admin', 'POST', '/api/country_tags', { name: 'ALPS' });
    assert.deepEqual([duplicate.status, violatedPaths(duplicate.body)], [422, ['name']]);
    const before = await countRows(app, 'country_tags');
    const badCountry = await call(app, 'tenant.admin', 'POST', '/api/country_tags', {
      name: 'Odd',
      countries: ['/api/tenants/1'],
    });
    assert.equal(badCountry.status, 400);
    assert.equal(
      (
        await call(app, 'tenant.admin', 'POST', '/api/country_tags', {
          name: 'Odd',
          countries: ['/api/countries/999999'],
        })
      ).status,
      400,
    );
    assert.equal((await call(app, 'tenant.admin', 'POST', '/api/country_tags', { name: ' ' })).status, 422);
    assert.equal(await countRows(app, 'country_tags'), before);
    const [foreign] = await members(app, 'globex.admin', '/api/country_tags');
    assert.equal((await call(app, 'tenant.admin', 'GET', String(foreign['@id']))).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
    assert.equal(await countRows(app, 'country_tags'), before - 1);
  });
});
