import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { getAs, visibleIris } from './api-helpers.js';
import { companyIri, send, snapshot, templateIri } from './contracts-fixture.js';

type Item = Record<string, unknown> & { '@id': string };

/** Template activation: company_mediate_contract_templates, disable, and the one-transaction replace. */
describe('company mediate contract templates', () => {
  let app: FastifyInstance;
  let retail: string;
  let electricity: string;
  let mobile: string;
  before(async () => {
    app = await buildTestApp();
    retail = await companyIri(app, 'Acme Retail GmbH');
    electricity = await templateIri(app, 'Electricity Supply Agreement');
    mobile = await templateIri(app, 'Mobile Subscription');
  });
  after(() => app.close());

  const linksOf = async (company: string) =>
    (await getAs(app, 'tenant.admin', `/api/company_mediate_contract_templates?company=${company}&itemsPerPage=100`))
      .body['hydra:member'] as Item[];

  test('per role: tenant admin its tenant, company admin its company, others refused', async () => {
    assert.equal((await visibleIris(app, 'tenant.admin', '/api/company_mediate_contract_templates')).length, 6);
    assert.equal((await visibleIris(app, 'company.admin', '/api/company_mediate_contract_templates')).length, 2);
    assert.equal((await visibleIris(app, 'globex.admin', '/api/company_mediate_contract_templates')).length, 1);
    for (const userName of ['editor', 'customer', 'api.user'])
      assert.equal((await getAs(app, userName, '/api/company_mediate_contract_templates')).status, 403, userName);
    const [link] = await visibleIris(app, 'company.admin', '/api/company_mediate_contract_templates');
    assert.equal((await send(app, 'company.admin', 'PATCH', link!, { approved: true })).status, 403);
    assert.equal((await getAs(app, 'globex.admin', link!)).status, 404);
  });

  test('filters: company (IRI), contractTemplate, activity', async () => {
    const links = await linksOf(retail);
    assert.deepEqual(links.map((l) => l.contractTemplate).sort(), [electricity, mobile].sort());
    const byTemplate = await getAs(
      app,
      'tenant.admin',
      `/api/company_mediate_contract_templates?contractTemplate=${electricity}`,
    );
    assert.equal(byTemplate.body['hydra:totalItems'], 2);
    const inactive = await getAs(app, 'tenant.admin', '/api/company_mediate_contract_templates?activity=0');
    assert.equal(inactive.body['hydra:totalItems'], 2);
  });

  test('PATCH …/disable sets activity false and answers the item', async () => {
    const [link] = (await linksOf(retail)).filter((l) => l.activity === true);
    const disabled = await send(app, 'tenant.admin', 'PATCH', `${link!['@id']}/disable`);
    assert.equal(disabled.status, 200);
    assert.equal(disabled.body['@id'], link!['@id']);
    assert.equal(disabled.body.activity, false);
    assert.equal(disabled.body.approved, link!.approved);
    assert.equal((await getAs<Item>(app, 'company.admin', link!['@id'])).body.activity, false);
    assert.equal((await send(app, 'company.admin', 'PATCH', `${link!['@id']}/disable`)).status, 403);
    assert.equal((await send(app, 'globex.admin', 'PATCH', `${link!['@id']}/disable`)).status, 404);
  });

  test('create one link; a duplicate is 422, a foreign template or company 400', async () => {
    const lyon = await companyIri(app, 'Lyon Customer SA');
    const created = await send(app, 'tenant.admin', 'POST', '/api/company_mediate_contract_templates', {
      company: lyon,
      contractTemplate: electricity,
    });
    assert.equal(created.status, 201);
    assert.deepEqual([created.body.activity, created.body.approved], [true, false]);
    const state = await snapshot(app, 'company_mediate_contract_templates');
    const duplicate = await send(app, 'tenant.admin', 'POST', '/api/company_mediate_contract_templates', {
      company: lyon,
      contractTemplate: electricity,
    });
    assert.equal(duplicate.status, 422);
    const globexTemplate = await templateIri(app, 'Globex Service Agreement');
    assert.equal(
      (
        await send(app, 'tenant.admin', 'POST', '/api/company_mediate_contract_templates', {
          company: lyon,
          contractTemplate: globexTemplate,
        })
      ).status,
      400,
    );
    const globexCompany = await companyIri(app, 'Globex Customer Ltd');
    assert.equal(
      (
        await send(app, 'supervisor', 'POST', '/api/company_mediate_contract_templates', {
          company: globexCompany,
          contractTemplate: electricity,
        })
      ).status,
      400,
      'a template is only offered to companies of its own tenant',
    );
    assert.equal(await snapshot(app, 'company_mediate_contract_templates'), state);
  });

  test('PUT /companies/{uuid}/mediate_contract_templates replaces the links in one go, keeping kept links’ flags', async () => {
    const zurich = await companyIri(app, 'Zürich Customer AG');
    const before = await linksOf(zurich);
    const keptBefore = before.find((l) => l.contractTemplate === electricity)!;
    const replaced = await send(app, 'tenant.admin', 'PUT', `${zurich}/mediate_contract_templates`, {
      contractTemplates: [electricity, mobile],
    });
    assert.equal(replaced.status, 200);
    const after = replaced.body['hydra:member'] as Item[];
    assert.deepEqual(after.map((l) => l.contractTemplate).sort(), [electricity, mobile].sort());
    const kept = after.find((l) => l.contractTemplate === electricity)!;
    assert.deepEqual([kept['@id'], kept.approved], [keptBefore['@id'], keptBefore.approved]);
    assert.deepEqual(
      (await linksOf(zurich)).map((l) => l['@id']),
      after.map((l) => l['@id']),
    );

    const emptied = await send(app, 'tenant.admin', 'PUT', `${zurich}/mediate_contract_templates`, {
      contractTemplates: [],
    });
    assert.deepEqual(emptied.body['hydra:member'], []);
  });

  test('replace is all or nothing: a bad IRI in the list answers 400 and the old links are still there', async () => {
    const state = await snapshot(app, 'company_mediate_contract_templates');
    const globexTemplate = await templateIri(app, 'Globex Service Agreement');
    for (const bad of [globexTemplate, '/api/contract_templates/999999', '/api/tenants/1']) {
      const response = await send(app, 'tenant.admin', 'PUT', `${retail}/mediate_contract_templates`, {
        contractTemplates: [electricity, bad],
      });
      assert.equal(response.status, 400, bad);
      assert.equal(response.body['hydra:description'], 'Invalid IRI');
    }
    assert.equal(await snapshot(app, 'company_mediate_contract_templates'), state, 'the old links are untouched');
    assert.equal(
      (await send(app, 'company.admin', 'PUT', `${retail}/mediate_contract_templates`, { contractTemplates: [] }))
        .status,
      403,
    );
    const globexCompany = await companyIri(app, 'Globex Customer Ltd');
    assert.equal(
      (await send(app, 'tenant.admin', 'PUT', `${globexCompany}/mediate_contract_templates`, { contractTemplates: [] }))
        .status,
      404,
    );
    assert.equal(
      (await send(app, 'tenant.admin', 'PUT', `${retail}/mediate_contract_templates`, { templates: [] })).status,
      422,
    );
    assert.equal(await snapshot(app, 'company_mediate_contract_templates'), state);
  });
});
