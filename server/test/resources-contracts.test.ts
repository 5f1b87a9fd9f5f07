import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, visibleIris } from './api-helpers.js';
import { companyIri, idsOf, send, snapshot, templateIri, userIri } from './contracts-fixture.js';

type Item = Record<string, unknown> & { '@id': string };
const total = (body: Record<string, unknown>) => body['hydra:totalItems'];

describe('contracts', () => {
  let app: FastifyInstance;
  let electricity: string;
  let zurich: string;
  before(async () => {
    app = await buildTestApp();
    electricity = await templateIri(app, 'Electricity Supply Agreement');
    zurich = await companyIri(app, 'Zürich Customer AG');
  });
  after(() => app.close());

  test('per role: tenant admin and api user all of Acme, company admin its company, customers their own', async () => {
    assert.equal((await visibleIris(app, 'tenant.admin', '/api/contracts')).length, 6);
    assert.equal((await visibleIris(app, 'api.user', '/api/contracts')).length, 6);
    assert.equal((await visibleIris(app, 'company.admin', '/api/contracts')).length, 2, 'the two sent to Acme Retail');
    assert.equal(
      (await visibleIris(app, 'customer', '/api/contracts')).length,
      2,
      'versions addressed to the customer',
    );
    assert.equal((await visibleIris(app, 'user', '/api/contracts')).length, 1);
    assert.equal((await visibleIris(app, 'user.nocompany', '/api/contracts')).length, 0);
    assert.equal((await visibleIris(app, 'supervisor', '/api/contracts')).length, 7);
  });

  test("isolation: globex.admin sees none of Acme's contracts, by list, filter, page or IRI", async () => {
    const acme = await visibleIris(app, 'tenant.admin', '/api/contracts');
    const globex = await visibleIris(app, 'globex.admin', '/api/contracts');
    assert.equal(globex.length, 1);
    assert.ok(acme.every((iri) => !globex.includes(iri)));
    for (const query of [
      `recipientCompany=${zurich}`,
      `template=${electricity}`,
      'start[after]=2000-01-01&page=1',
      'order[start]=asc',
    ])
      assert.deepEqual(
        idsOf((await getAs(app, 'globex.admin', `/api/contracts?${query}`)).body).filter((iri) => acme.includes(iri)),
        [],
      );
    assert.equal((await getAs(app, 'globex.admin', acme[0]!)).status, 404);
    assert.equal((await send(app, 'globex.admin', 'PATCH', acme[0]!, { realEnd: '2030-01-01' })).status, 404);
    assert.equal((await send(app, 'globex.admin', 'DELETE', acme[0]!)).status, 404);
  });

  test('an item embeds its versions with sender, recipient and signedAt, and the template titles', async () => {
    const [first] = (await getAs(app, 'customer', `/api/contracts?template=${electricity}`)).body[
      'hydra:member'
    ] as Item[];
    assert.ok(first);
    assert.equal(first.recipientCompany, zurich);
    const versions = first.versions as Item[];
    assert.equal(versions.length, 2);
    assert.equal(versions[0]!.recipientUser, await userIri(app, 'customer'));
    assert.equal(versions[0]!.senderUser, await userIri(app, 'tenant.admin'));
    assert.equal(versions[0]!.signedAt, '2025-02-20T10:15:00.000Z');
    assert.equal(versions[1]!.signedAt, null);
    assert.ok(
      (first.templateTranslations as { title: string }[]).some((t) => t.title === 'Electricity Supply Agreement'),
    );
  });

  test('a page names its templates by their titles of the moment: a title change shows on the next page', async () => {
    const titles = async () => {
      const page = await getAs(app, 'tenant.admin', `/api/contracts?template=${electricity}`);
      return (page.body['hydra:member'] as Item[]).map((member) =>
        (member.templateTranslations as { locale: string; title: string }[]).map((t) => `${t.locale}:${t.title}`),
      );
    };
    const before = await titles();
    assert.ok(before.length > 0 && before.every((one) => one.includes('en:Electricity Supply Agreement')));
    assert.deepEqual(await titles(), before, 'the same titles, kept');
    const template = (await getAs(app, 'tenant.admin', electricity)).body;
    const translations = template.translations as { locale: string; title: string }[];
    const renamed = translations.map((t) => (t.locale === 'en' ? { ...t, title: 'Power Supply Agreement' } : t));
    try {
      assert.equal((await send(app, 'tenant.admin', 'PATCH', electricity, { translations: renamed })).status, 200);
      const after = await titles();
      assert.ok(
        after.every(
          (one) => one.includes('en:Power Supply Agreement') && !one.includes('en:Electricity Supply Agreement'),
        ),
      );
    } finally {
      await send(app, 'tenant.admin', 'PATCH', electricity, { translations });
    }
    assert.deepEqual(await titles(), before);
  });

  test('start[after] and realEnd[before] filter by day (YYYY-MM-DD, inclusive); bad dates are a 400', async () => {
    const after = await getAs(app, 'tenant.admin', '/api/contracts?start[after]=2025-05-01');
    assert.equal(total(after.body), 3, 'starts on 2025-05-01, 2025-09-01 and 2025-10-01');
    const ended = await getAs(app, 'tenant.admin', '/api/contracts?realEnd[before]=2025-12-31');
    assert.equal(total(ended.body), 2, 'ends 2023-02-28 and 2025-12-31; running contracts have no end');
    const both = await getAs(app, 'tenant.admin', '/api/contracts?start[after]=2024-01-01&realEnd[before]=2025-12-31');
    assert.equal(total(both.body), 1);
    for (const bad of [
      'start[after]=2025-13-01',
      'start[after]=01.05.2025',
      'realEnd[before]=2025-02-30',
      'realEnd[before]=yesterday',
    ]) {
      const response = await getAs(app, 'tenant.admin', `/api/contracts?${bad}`);
      assert.equal(response.status, 400, bad);
      assertNoInternals(JSON.stringify(response.body));
    }
  });

  test('not_null[versions.signedAt]: true has a signed version, false has one waiting for signature', async () => {
    const signed = await getAs(app, 'tenant.admin', '/api/contracts?not_null[versions.signedAt]=true');
    assert.equal(total(signed.body), 4);
    const waiting = await getAs(app, 'tenant.admin', '/api/contracts?not_null[versions.signedAt]=false');
    assert.equal(total(waiting.body), 3, 'electricity (second version), mobile Zürich, mobile Lyon');
    assert.equal((await getAs(app, 'tenant.admin', '/api/contracts?not_null[versions.signedAt]=perhaps')).status, 400);
  });

  test('filters by recipientCompany (IRI or uuid) and template; pagination and order', async () => {
    assert.equal(total((await getAs(app, 'tenant.admin', `/api/contracts?recipientCompany=${zurich}`)).body), 3);
    assert.equal(
      total((await getAs(app, 'tenant.admin', `/api/contracts?recipientCompany=${zurich.split('/').pop()!}`)).body),
      3,
    );
    assert.equal(total((await getAs(app, 'tenant.admin', `/api/contracts?template=${electricity}`)).body), 2);
    const page = await getAs(app, 'tenant.admin', '/api/contracts?order[start]=asc&itemsPerPage=2&page=2');
    assert.deepEqual(
      (page.body['hydra:member'] as Item[]).map((item) => item.start),
      ['2025-03-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z'],
    );
  });

  test('POST sets start to now and takes the tenant from the template; PATCH and DELETE', async () => {
    const before = Date.now();
    const created = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
      template: electricity,
      recipientCompany: zurich,
      realEnd: '2099-12-31',
    });
    assert.equal(created.status, 201);
    const start = Date.parse(created.body.start as string);
    assert.ok(start >= before - 1000 && start <= Date.now() + 1000);
    assert.equal(created.body.realEnd, '2099-12-31T00:00:00.000Z');
    assert.deepEqual(created.body.versions, []);

    const patched = await send(app, 'tenant.admin', 'PATCH', created.body['@id'] as string, { realEnd: null });
    assert.equal(patched.status, 200);
    assert.equal(patched.body.realEnd, null);
    const early = await send(app, 'tenant.admin', 'PATCH', created.body['@id'] as string, { realEnd: '2001-01-01' });
    assert.equal(early.status, 422);
    assert.equal((early.body.violations as { propertyPath: string }[])[0]!.propertyPath, 'realEnd');

    assert.equal((await send(app, 'tenant.admin', 'DELETE', created.body['@id'] as string)).status, 204);
  });

  test('writes are refused per role, for foreign links, bad input, and for signed contracts', async () => {
    const state = await snapshot(app, 'contracts');
    for (const userName of ['company.admin', 'editor', 'api.user', 'customer'])
      assert.equal(
        (await send(app, userName, 'POST', '/api/contracts', { template: electricity, recipientCompany: zurich }))
          .status,
        403,
        userName,
      );
    const globexCompany = await companyIri(app, 'Globex Customer Ltd');
    assert.equal(
      (
        await send(app, 'tenant.admin', 'POST', '/api/contracts', {
          template: electricity,
          recipientCompany: globexCompany,
        })
      ).status,
      400,
    );
    const globexTemplate = await templateIri(app, 'Globex Service Agreement');
    assert.equal(
      (
        await send(app, 'tenant.admin', 'POST', '/api/contracts', {
          template: globexTemplate,
          recipientCompany: zurich,
        })
      ).status,
      400,
    );
    const bad = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
      template: electricity,
      recipientCompany: zurich,
      realEnd: 'soon',
    });
    assert.equal(bad.status, 422);
    const startGiven = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
      template: electricity,
      recipientCompany: zurich,
      start: '2000-01-01',
    });
    assert.equal(startGiven.status, 422, 'start is the server’s to set');
    const [signedContract] = idsOf(
      (await getAs(app, 'tenant.admin', '/api/contracts?not_null[versions.signedAt]=true')).body,
    );
    assert.equal((await send(app, 'tenant.admin', 'DELETE', signedContract!)).status, 422);
    assert.equal((await send(app, 'company.admin', 'PATCH', signedContract!, { realEnd: '2030-01-01' })).status, 403);
    assert.equal(await snapshot(app, 'contracts'), state, 'every refusal left the contracts as they were');
  });
});
