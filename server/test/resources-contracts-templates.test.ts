import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { getAs, visibleIris } from './api-helpers.js';
import { idsOf, send, templateIri, tenantIri } from './contracts-fixture.js';

type Item = Record<string, unknown> & { '@id': string };
const titleOf = (item: Record<string, unknown>, locale = 'en') =>
  (item.translations as { locale: string; title: string }[]).find((t) => t.locale === locale)?.title;

describe('contract templates', () => {
  let app: FastifyInstance;
  let electricity: string;
  before(async () => {
    app = await buildTestApp();
    electricity = await templateIri(app, 'Electricity Supply Agreement');
  });
  after(() => app.close());

  test('an item embeds tenant, activity, country tags as IRIs and its translations', async () => {
    const { status, body } = await getAs<Item>(app, 'tenant.admin', electricity);
    assert.equal(status, 200);
    assert.equal(body['@type'], 'ContractTemplate');
    assert.equal(body.tenant, await tenantIri(app, 'Acme'));
    assert.equal(body.activity, true);
    assert.equal((body.countryTags as string[]).length, 1);
    assert.match((body.countryTags as string[])[0]!, /^\/api\/country_tags\/\d+$/);
    assert.equal(titleOf(body, 'de'), 'Stromliefervertrag');
  });

  test('reads per role: Acme roles see the five Acme templates, customers may not list them', async () => {
    for (const userName of ['tenant.admin', 'editor', 'api.user', 'company.admin'])
      assert.equal((await visibleIris(app, userName, '/api/contract_templates')).length, 5, userName);
    assert.equal((await getAs(app, 'customer', '/api/contract_templates')).status, 403);
    assert.equal((await getAs(app, 'user', electricity)).status, 403);
    assert.equal((await visibleIris(app, 'supervisor', '/api/contract_templates')).length, 6);
  });

  test("another tenant's templates are invisible: absent from lists, 404 by IRI, whatever the filter", async () => {
    const globex = await visibleIris(app, 'globex.admin', '/api/contract_templates');
    assert.equal(globex.length, 1);
    assert.ok(!globex.includes(electricity));
    assert.equal((await getAs(app, 'globex.admin', electricity)).status, 404);
    const acme = await tenantIri(app, 'Acme');
    assert.deepEqual(await visibleIris(app, 'globex.admin', `/api/contract_templates?tenant.id=${acme}`), []);
    assert.equal((await send(app, 'globex.admin', 'PATCH', electricity, { activity: false })).status, 404);
  });

  test('filters: activity, translations.title in any locale, countryTags.countries.id, tenant.id', async () => {
    const active = await getAs(app, 'tenant.admin', '/api/contract_templates?activity=1');
    assert.equal(active.body['hydra:totalItems'], 3);
    const byTitle = await getAs<Record<string, unknown>>(
      app,
      'tenant.admin',
      '/api/contract_templates?translations.title=HAUSRAT',
    );
    assert.deepEqual(
      (byTitle.body['hydra:member'] as Item[]).map((item) => titleOf(item)),
      ['Household Insurance'],
    );
    const country = async (code: string) =>
      (await app.db.kysely.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    // DACH tags electricity, mobile and legacy gas; Nordics tags insurance.
    const swiss = await getAs(
      app,
      'tenant.admin',
      `/api/contract_templates?countryTags.countries.id=${await country('CH')}`,
    );
    assert.equal(swiss.body['hydra:totalItems'], 3);
    const swedish = await getAs(
      app,
      'tenant.admin',
      `/api/contract_templates?countryTags.countries.id=/api/countries/${await country('SE')}`,
    );
    assert.equal(swedish.body['hydra:totalItems'], 1);
    assert.equal((await getAs(app, 'tenant.admin', '/api/contract_templates?countryTags.countries.id=x')).status, 400);
    assert.equal((await getAs(app, 'tenant.admin', '/api/contract_templates?activity=maybe')).status, 400);
  });

  test('translations.locale narrows the title search to that locale; alone it filters nothing', async () => {
    const titles = async (query: string) => {
      const { status, body } = await getAs<Record<string, unknown>>(app, 'editor', `/api/contract_templates?${query}`);
      assert.equal(status, 200, query);
      return (body['hydra:member'] as Item[]).map((item) => titleOf(item));
    };
    assert.deepEqual(await titles('translations.title=hausrat&translations.locale=de'), ['Household Insurance']);
    assert.deepEqual(await titles('translations.title=hausrat&translations.locale=en'), []);
    assert.deepEqual(await titles('translations.title=household&translations.locale=en'), ['Household Insurance']);
    // "Abonnement mobile" is the French title: not found among English titles.
    assert.deepEqual(await titles('translations.title=abonnement&translations.locale=en'), []);
    assert.equal((await titles('translations.locale=fr')).length, 5);
    assert.deepEqual(await titles('translations.title=%27%3B--&translations.locale=%27%20or%201%3D1--'), []);
  });

  test('a tenant admin creates a template in its own tenant with translations; tenant in the body is not honoured', async () => {
    const globex = await tenantIri(app, 'Globex');
    const refused = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      tenant: globex,
      translations: [{ locale: 'en', title: 'Sneaky' }],
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body['hydra:description'], 'Invalid IRI');

    const created = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      activity: false,
      translations: [
        { locale: 'en', title: 'Solar Lease' },
        { locale: 'de-CH', title: 'Solarmiete' },
      ],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.tenant, await tenantIri(app, 'Acme'));
    assert.equal(created.body.activity, false);
    assert.equal(titleOf(created.body, 'de-CH'), 'Solarmiete');

    const replaced = await send(app, 'editor', 'PATCH', created.body['@id'] as string, {
      activity: true,
      translations: [{ locale: 'fr', title: 'Location solaire' }],
    });
    assert.equal(replaced.status, 200);
    assert.equal(replaced.body.activity, true);
    assert.deepEqual(replaced.body.translations, [{ locale: 'fr', title: 'Location solaire' }]);

    assert.equal((await send(app, 'editor', 'DELETE', created.body['@id'] as string)).status, 204);
    assert.equal((await getAs(app, 'tenant.admin', created.body['@id'] as string)).status, 404);
  });

  test('validation: bad locale, duplicate locale, unknown field → 422; foreign country tag → 400', async () => {
    const badLocale = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      translations: [{ locale: 'english', title: 'X' }],
    });
    assert.equal(badLocale.status, 422);
    const duplicate = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      translations: [
        { locale: 'en', title: 'A' },
        { locale: 'en', title: 'B' },
      ],
    });
    assert.equal(duplicate.status, 422);
    assert.deepEqual(duplicate.body.violations, [
      { propertyPath: 'translations[1].locale', message: 'This value is already used.' },
    ]);
    const unknown = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', { colour: 'red' });
    assert.equal(unknown.status, 422);
    const globexTag = await app.db.kysely
      .selectFrom('country_tags')
      .select('id')
      .where('name', '=', 'North America')
      .executeTakeFirstOrThrow();
    const foreign = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      countryTags: [`/api/country_tags/${globexTag.id}`],
    });
    assert.equal(foreign.status, 400);
    const before = await visibleIris(app, 'supervisor', '/api/contract_templates');
    assert.equal(before.length, 6, 'refused creations left nothing behind');
  });

  test('writes per role: company admin, api user and customer may not create (403)', async () => {
    for (const userName of ['company.admin', 'api.user', 'customer', 'user'])
      assert.equal((await send(app, userName, 'POST', '/api/contract_templates', {})).status, 403, userName);
    assert.equal((await send(app, 'api.user', 'PATCH', electricity, { activity: false })).status, 403);
  });

  test('a supervisor must name the tenant', async () => {
    const missing = await send(app, 'supervisor', 'POST', '/api/contract_templates', {});
    assert.equal(missing.status, 422);
    const globex = await tenantIri(app, 'Globex');
    const created = await send(app, 'supervisor', 'POST', '/api/contract_templates', { tenant: globex });
    assert.equal(created.status, 201);
    assert.equal(created.body.tenant, globex);
    assert.ok(
      (await visibleIris(app, 'globex.admin', '/api/contract_templates')).includes(created.body['@id'] as string),
    );
  });

  test('translation/contract_template_translations upserts locales and keeps the others', async () => {
    const posted = await send(app, 'editor', 'POST', '/api/translation/contract_template_translations', {
      entityId: electricity,
      translations: {
        it: { title: 'Contratto di fornitura elettrica' },
        en: { title: 'Electricity Supply Agreement' },
      },
    });
    assert.equal(posted.status, 201);
    const map = posted.body.translations as Record<string, { title: string }>;
    assert.deepEqual(Object.keys(map).sort(), ['de', 'en', 'fr', 'it']);
    const read = await getAs(
      app,
      'api.user',
      `/api/translation/contract_template_translations?entityId=${electricity}`,
    );
    assert.equal(read.status, 200);
    const foreign = await send(app, 'globex.admin', 'POST', '/api/translation/contract_template_translations', {
      entityId: electricity,
      translations: { en: { title: 'Hijacked' } },
    });
    assert.equal(foreign.status, 400);
    assert.equal(
      idsOf((await getAs(app, 'tenant.admin', '/api/contract_templates?translations.title=Hijacked')).body).length,
      0,
    );
  });
});
