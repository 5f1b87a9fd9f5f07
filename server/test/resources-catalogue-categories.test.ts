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

const TRANSLATIONS = '/api/translation/contract_category_translations';

describe('contract categories and their translations', () => {
  let app: FastifyInstance;
  let acmeCategory: Body;
  let globexCategory: Body;
  before(async () => {
    app = await buildCatalogueApp();
    [acmeCategory] = await members(app, 'tenant.admin', '/api/contract_categories');
    [globexCategory] = await members(app, 'globex.admin', '/api/contract_categories');
  });
  after(() => app.close());

  test('a tenant admin sees only its tenant, with translations embedded', async () => {
    const acme = await members(app, 'tenant.admin', '/api/contract_categories');
    assert.ok(acme.length > 0);
    assert.ok(acme.every((c) => c.tenant === acmeCategory.tenant));
    assert.ok(!acme.some((c) => c['@id'] === globexCategory['@id']));
    const locales = (acmeCategory.translations as Body[]).map((t) => t.locale);
    assert.deepEqual(locales, ['de', 'en', 'fr']);
    assert.match(String(acmeCategory.uuid), /^[0-9a-f-]{36}$/);
  });

  test('filters: translations.title in any locale, externalId and tenant.id', async () => {
    const english = (acmeCategory.translations as Body[]).find((t) => t.locale === 'en')!;
    const german = (acmeCategory.translations as Body[]).find((t) => t.locale === 'de')!;
    for (const title of [String(english.title), String(german.title)]) {
      const found = await members(
        app,
        'tenant.admin',
        `/api/contract_categories?translations.title=${encodeURIComponent(title.slice(1, 6).toUpperCase())}`,
      );
      assert.ok(
        found.some((c) => c['@id'] === acmeCategory['@id']),
        `found by ${title}`,
      );
    }
    const byTenant = await members(
      app,
      'supervisor',
      `/api/contract_categories?tenant.id=${encodeURIComponent(String(globexCategory.tenant))}`,
    );
    assert.ok(byTenant.length > 0 && byTenant.every((c) => c.tenant === globexCategory.tenant));
    const created = await call(app, 'tenant.admin', 'POST', '/api/contract_categories', { externalId: 'EXT-filter-1' });
    assert.equal(created.status, 201);
    const byExternal = await members(app, 'tenant.admin', '/api/contract_categories?externalId=EXT-filter-1');
    assert.deepEqual(
      byExternal.map((c) => c['@id']),
      [created.body['@id']],
    );
  });

  test('create, patch (translations replace the set) and delete as tenant admin', async () => {
    const created = await call(app, 'tenant.admin', 'POST', '/api/contract_categories', {
      externalId: 'CAT-NEW',
      translations: [
        { locale: 'en', title: 'Insurance' },
        { locale: 'de', title: 'Versicherung' },
      ],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.tenant, acmeCategory.tenant, 'the tenant is the caller’s own');
    assert.deepEqual(created.body.translations, [
      { locale: 'de', title: 'Versicherung' },
      { locale: 'en', title: 'Insurance' },
    ]);
    const id = String(created.body['@id']);
    const patched = await call(app, 'tenant.admin', 'PATCH', id, {
      translations: [{ locale: 'fr', title: 'Assurance' }],
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(patched.body.translations, [{ locale: 'fr', title: 'Assurance' }]);
    assert.equal(patched.body.externalId, 'CAT-NEW', 'fields not in the patch are kept');
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
    assert.equal((await call(app, 'tenant.admin', 'GET', id)).status, 404);
  });

  test('editors read but may not write; customers may not use categories at all', async () => {
    assert.equal((await call(app, 'editor', 'GET', String(acmeCategory['@id']))).status, 200);
    assert.equal((await call(app, 'editor', 'POST', '/api/contract_categories', {})).status, 403);
    assert.equal((await call(app, 'editor', 'PATCH', String(acmeCategory['@id']), { externalId: 'x' })).status, 403);
    assert.equal((await call(app, 'customer', 'GET', '/api/contract_categories')).status, 403);
    assert.equal((await call(app, 'api.user', 'GET', String(acmeCategory['@id']))).status, 403);
  });

  test('another tenant’s category is missing, and may not be linked or claimed', async () => {
    const foreign = String(globexCategory['@id']);
    assert.equal((await call(app, 'tenant.admin', 'GET', foreign)).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'PATCH', foreign, { externalId: 'x' })).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'DELETE', foreign)).status, 404);
    const before = await countRows(app, 'contract_categories');
    const claimed = await call(app, 'tenant.admin', 'POST', '/api/contract_categories', {
      tenant: globexCategory.tenant,
    });
    assert.equal(claimed.status, 400);
    assert.equal(claimed.body['hydra:description'], 'Invalid IRI');
    assert.equal(await countRows(app, 'contract_categories'), before);
  });

  test('422: unknown field, bad locale, duplicate locale, blank title; nothing written', async () => {
    const before = await countRows(app, 'contract_categories');
    const cases: [Body, string][] = [
      [{ colour: 'red' }, 'colour'],
      [{ translations: [{ locale: 'english', title: 'x' }] }, 'translations[0].locale'],
      [
        {
          translations: [
            { locale: 'en', title: 'a' },
            { locale: 'en', title: 'b' },
          ],
        },
        'translations[1].locale',
      ],
      [{ translations: [{ locale: 'en', title: '   ' }] }, 'translations[0].title'],
      [{ translations: [{ locale: 'en' }] }, 'translations[0].title'],
      [{ externalId: 'x'.repeat(256) }, 'externalId'],
    ];
    for (const [payload, path] of cases) {
      const answer = await call(app, 'tenant.admin', 'POST', '/api/contract_categories', payload);
      assert.equal(answer.status, 422, JSON.stringify(payload));
      assert.ok(violatedPaths(answer.body).includes(path), `${path} in ${JSON.stringify(answer.body)}`);
    }
    const supervisorWithoutTenant = await call(app, 'supervisor', 'POST', '/api/contract_categories', {});
    assert.equal(supervisorWithoutTenant.status, 422);
    assert.deepEqual(violatedPaths(supervisorWithoutTenant.body), ['tenant']);
    assert.equal(await countRows(app, 'contract_categories'), before);
  });

  test('translation endpoint: upserts the named locales, keeps the others, answers keyed by locale', async () => {
    const created = await call(app, 'tenant.admin', 'POST', '/api/contract_categories', {
      translations: [
        { locale: 'en', title: 'Energy' },
        { locale: 'fr', title: 'Énergie' },
      ],
    });
    const iri = String(created.body['@id']);
    const upserted = await call(app, 'tenant.admin', 'POST', TRANSLATIONS, {
      entityId: iri,
      translations: { en: { title: 'Power' }, 'de-CH': { title: 'Energie' } },
    });
    assert.equal(upserted.status, 201);
    assert.deepEqual(upserted.body, {
      '@context': '/api/contexts/ContractCategoryTranslation',
      '@type': 'ContractCategoryTranslation',
      entityId: iri,
      translations: { 'de-CH': { title: 'Energie' }, en: { title: 'Power' }, fr: { title: 'Énergie' } },
    });
    const byId = await call(app, 'tenant.admin', 'GET', `${TRANSLATIONS}?entityId=${iri.split('/').pop()}`);
    assert.equal(byId.status, 200);
    assert.deepEqual(byId.body, upserted.body, 'a bare id names the same parent as its IRI');
    const byNumber = await call(app, 'tenant.admin', 'POST', TRANSLATIONS, {
      entityId: Number(iri.split('/').pop()),
      translations: { it: { title: 'Energia' } },
    });
    assert.equal(byNumber.status, 201, 'entityId may be the number itself');
    assert.deepEqual(Object.keys(byNumber.body.translations as object), ['de-CH', 'en', 'fr', 'it']);
    const item = await call(app, 'tenant.admin', 'GET', iri);
    assert.equal((item.body.translations as Body[]).length, 4);
  });

  test('translation endpoint: a parent without texts answers an empty map', async () => {
    const bare = await call(app, 'tenant.admin', 'POST', '/api/contract_categories', { externalId: 'BARE' });
    const answer = await call(
      app,
      'tenant.admin',
      'GET',
      `${TRANSLATIONS}?entityId=${encodeURIComponent(String(bare.body['@id']))}`,
    );
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.translations, {});
  });

  test('translation endpoint: access follows the parent, and bad bodies write nothing', async () => {
    const own = String(acmeCategory['@id']);
    const foreign = String(globexCategory['@id']);
    const body = (entityId: unknown, translations: unknown = { en: { title: 'Hijack' } }) => ({
      entityId,
      translations,
    });
    const before = await countRows(app, 'contract_category_translations');
    assert.equal((await call(app, 'editor', 'POST', TRANSLATIONS, body(own))).status, 403);
    assert.equal((await call(app, 'customer', 'GET', `${TRANSLATIONS}?entityId=${own}`)).status, 403);
    assert.equal((await call(app, 'tenant.admin', 'GET', `${TRANSLATIONS}?entityId=${foreign}`)).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'POST', TRANSLATIONS, body(foreign))).status, 400);
    assert.equal((await call(app, 'tenant.admin', 'POST', TRANSLATIONS, body('/api/tenants/1'))).status, 400);
    assert.equal((await call(app, 'tenant.admin', 'GET', TRANSLATIONS)).status, 400, 'entityId is required');
    const invalid: [unknown, string][] = [
      [{ english: { title: 'x' } }, 'translations.english'],
      [{ en: { title: '' } }, 'translations.en.title'],
      [{ en: { title: 'ok' }, de: { title: ' ' } }, 'translations.de.title'],
      [{ en: { title: 'x', colour: 'red' } }, 'translations.en.colour'],
    ];
    for (const [translations, path] of invalid) {
      const answer = await call(app, 'tenant.admin', 'POST', TRANSLATIONS, body(own, translations));
      assert.equal(answer.status, 422, JSON.stringify(translations));
      assert.ok(violatedPaths(answer.body).includes(path), `${path} in ${JSON.stringify(answer.body)}`);
    }
    assert.equal(await countRows(app, 'contract_category_translations'), before);
    assert.equal(
      (await call(app, 'globex.admin', 'POST', TRANSLATIONS, body(foreign, { it: { title: 'Energia' } }))).status,
      201,
    );
  });
});
