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

const NOTIFICATION_TRANSLATIONS = '/api/translation/notification_template_translations';

describe('notification templates, products and terms', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildCatalogueApp();
  });
  after(() => app.close());

  test('notification templates: CRUD with subject/body per locale, type enum, filters', async () => {
    const created = await call(app, 'tenant.admin', 'POST', '/api/notification_templates', {
      type: 'PASSWORD_RESET',
      locale: 'en',
      translations: [{ locale: 'en', subject: 'Reset', body: 'Follow the link.' }],
    });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body.translations, [{ locale: 'en', subject: 'Reset', body: 'Follow the link.' }]);
    const id = String(created.body['@id']);
    assert.deepEqual(
      (await members(app, 'tenant.admin', '/api/notification_templates?type=PASSWORD_RESET')).map((n) => n['@id']),
      [id],
    );
    const patched = await call(app, 'tenant.admin', 'PATCH', id, { locale: 'de' });
    assert.equal(patched.body.locale, 'de');
    assert.equal((patched.body.translations as Body[]).length, 1, 'a patch without translations keeps them');
    for (const [payload, path] of [
      [{ type: 'HELLO', locale: 'en' }, 'type'],
      [{ type: 'CONTRACT_SENT', locale: 'EN' }, 'locale'],
      [{ type: 'CONTRACT_SENT' }, 'locale'],
      [{ type: 'CONTRACT_SENT', locale: 'en', translations: [{ locale: 'en', subject: 'x' }] }, 'translations[0].body'],
    ] as [Body, string][]) {
      const answer = await call(app, 'tenant.admin', 'POST', '/api/notification_templates', payload);
      assert.equal(answer.status, 422, JSON.stringify(payload));
      assert.deepEqual(violatedPaths(answer.body), [path]);
    }
    assert.equal((await call(app, 'company.admin', 'GET', '/api/notification_templates')).status, 403);
    const [foreign] = await members(app, 'globex.admin', '/api/notification_templates');
    assert.equal((await call(app, 'tenant.admin', 'GET', String(foreign['@id']))).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
  });

  test('notification template translations: by IRI, or searchBy type within the caller’s tenant', async () => {
    const [invited] = await members(app, 'globex.admin', '/api/notification_templates?type=CONTRACT_SENT');
    const upserted = await call(app, 'globex.admin', 'POST', NOTIFICATION_TRANSLATIONS, {
      entityId: 'CONTRACT_SENT',
      searchBy: 'type',
      translations: { it: { subject: 'Benvenuto', body: 'Sei stato invitato.' } },
    });
    assert.equal(upserted.status, 201);
    assert.equal(upserted.body.entityId, invited['@id'], 'the type is looked up among Globex’s templates only');
    const texts = upserted.body.translations as Record<string, Body>;
    assert.deepEqual(texts.it, { subject: 'Benvenuto', body: 'Sei stato invitato.' });
    assert.ok(texts.en, 'locales not named are kept');
    const read = await call(
      app,
      'globex.admin',
      'GET',
      `${NOTIFICATION_TRANSLATIONS}?entityId=${encodeURIComponent(String(invited['@id']))}`,
    );
    assert.deepEqual(read.body, upserted.body);
    const partial = await call(app, 'globex.admin', 'POST', NOTIFICATION_TRANSLATIONS, {
      entityId: invited['@id'],
      translations: { it: { subject: 'Ciao' } },
    });
    assert.equal(partial.status, 422, 'a locale carries every required text');
    assert.deepEqual(violatedPaths(partial.body), ['translations.it.body']);
    const unknownSearch = await call(app, 'globex.admin', 'POST', NOTIFICATION_TRANSLATIONS, {
      entityId: 'x',
      searchBy: 'tenant_id',
      translations: { it: { subject: 'a', body: 'b' } },
    });
    assert.equal(unknownSearch.status, 400);
    const second = await call(app, 'globex.admin', 'POST', '/api/notification_templates', {
      type: 'CONTRACT_SENT',
      locale: 'de',
    });
    assert.equal(second.status, 201);
    const ambiguous = await call(app, 'globex.admin', 'POST', NOTIFICATION_TRANSLATIONS, {
      entityId: 'CONTRACT_SENT',
      searchBy: 'type',
      translations: { it: { subject: 'a', body: 'b' } },
    });
    assert.deepEqual(
      [ambiguous.status, violatedPaths(ambiguous.body)],
      [422, ['entityId']],
      'never an arbitrary one of two',
    );
    assert.equal(
      (await call(app, 'editor', 'GET', `${NOTIFICATION_TRANSLATIONS}?entityId=${invited['@id']}`)).status,
      403,
    );
    assert.equal(
      (await call(app, 'tenant.admin', 'GET', `${NOTIFICATION_TRANSLATIONS}?entityId=${invited['@id']}`)).status,
      404,
    );
  });

  test('products: category of the own tenant only, translations title/description, editors read', async () => {
    const [category] = await members(app, 'tenant.admin', '/api/contract_categories');
    const [foreignCategory] = await members(app, 'globex.admin', '/api/contract_categories');
    const created = await call(app, 'tenant.admin', 'POST', '/api/contract_products', {
      externalId: 'P-1',
      category: category['@id'],
      translations: [
        { locale: 'en', title: 'Green power', description: 'From the sun' },
        { locale: 'de', title: 'Ökostrom Zebra' },
      ],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.category, category['@id']);
    assert.deepEqual(created.body.translations, [
      { locale: 'de', title: 'Ökostrom Zebra', description: null },
      { locale: 'en', title: 'Green power', description: 'From the sun' },
    ]);
    const id = String(created.body['@id']);
    const byCategory = await members(
      app,
      'editor',
      `/api/contract_products?category.id=${encodeURIComponent(String(category['@id']))}&translations.title=KOSTROM%20ZEB`,
    );
    assert.deepEqual(
      byCategory.map((p) => p['@id']),
      [id],
    );
    assert.equal((await call(app, 'editor', 'POST', '/api/contract_products', {})).status, 403);
    const before = await countRows(app, 'contract_products');
    const linked = await call(app, 'tenant.admin', 'POST', '/api/contract_products', {
      category: foreignCategory['@id'],
    });
    assert.deepEqual([linked.status, linked.body['hydra:description']], [400, 'Invalid IRI']);
    assert.equal(
      (await call(app, 'tenant.admin', 'POST', '/api/contract_products', { category: '/api/contract_terms/1' })).status,
      400,
    );
    assert.equal(
      (
        await call(app, 'supervisor', 'POST', '/api/contract_products', {
          tenant: category.tenant,
          category: foreignCategory['@id'],
        })
      ).status,
      400,
      'even a supervisor links within one tenant',
    );
    assert.equal(await countRows(app, 'contract_products'), before);
    const cleared = await call(app, 'tenant.admin', 'PATCH', id, { category: null });
    assert.equal(cleared.body.category, null);
    assert.equal((await call(app, 'globex.admin', 'PATCH', id, { externalId: 'mine' })).status, 404);
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
  });

  test('terms: CRUD with title/content, 422 and isolation', async () => {
    const created = await call(app, 'tenant.admin', 'POST', '/api/contract_terms', {
      externalId: 'T-9',
      translations: [{ locale: 'fr', title: 'Conditions', content: 'Texte' }],
    });
    assert.equal(created.status, 201);
    const id = String(created.body['@id']);
    assert.equal((await call(app, 'editor', 'GET', id)).status, 200);
    assert.equal((await call(app, 'customer', 'GET', id)).status, 403);
    assert.equal((await call(app, 'globex.admin', 'GET', id)).status, 404);
    const patched = await call(app, 'tenant.admin', 'PATCH', id, {
      translations: [
        { locale: 'fr', title: 'CG' },
        { locale: 'en', title: 'Terms', content: 'Text' },
      ],
    });
    assert.deepEqual(patched.body.translations, [
      { locale: 'en', title: 'Terms', content: 'Text' },
      { locale: 'fr', title: 'CG', content: null },
    ]);
    const invalid = await call(app, 'tenant.admin', 'PATCH', id, {
      translations: [{ locale: 'en', title: 'a', content: 'x'.repeat(65536) }],
    });
    assert.deepEqual([invalid.status, violatedPaths(invalid.body)], [422, ['translations[0].content']]);
    assert.equal((await call(app, 'tenant.admin', 'GET', id)).body.externalId, 'T-9');
    assert.deepEqual(
      (await members(app, 'tenant.admin', '/api/contract_terms?externalId=T-9')).map((t) => t['@id']),
      [id],
    );
    assert.equal((await call(app, 'tenant.admin', 'DELETE', id)).status, 204);
  });
});
