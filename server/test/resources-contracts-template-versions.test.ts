import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { getAs, visibleIris } from './api-helpers.js';
import { send, templateIri } from './contracts-fixture.js';

type Item = Record<string, unknown> & { '@id': string };
const current = (template: string) => `/api/contract_template_versions/current_template_version?template=${template}`;

describe('contract template versions and their files', () => {
  let app: FastifyInstance;
  let electricity: string;
  let insurance: string;
  before(async () => {
    app = await buildTestApp();
    electricity = await templateIri(app, 'Electricity Supply Agreement');
    insurance = await templateIri(app, 'Household Insurance');
  });
  after(() => app.close());

  test('versions of a template, ordered by plannedRevision', async () => {
    const { body } = await getAs(
      app,
      'editor',
      `/api/contract_template_versions?template=${electricity}&order[plannedRevision]=desc`,
    );
    const revisions = (body['hydra:member'] as Item[]).map((item) => item.plannedRevision);
    assert.deepEqual(revisions, ['2027-01-01T00:00:00.000Z', '2025-07-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
  });

  test('current_template_version: the latest active version already in force, not a future or withdrawn one', async () => {
    const now = await getAs<Item>(app, 'api.user', current(electricity));
    assert.equal(now.status, 200);
    assert.equal(now.body.plannedRevision, '2025-07-01T00:00:00.000Z', 'the 2027 revision is still planned');
    const byId = await getAs<Item>(app, 'api.user', current(electricity.split('/').pop()!));
    assert.equal(byId.body['@id'], now.body['@id']);
    const withdrawn = await getAs<Item>(app, 'editor', current(insurance));
    assert.equal(withdrawn.body.plannedRevision, '2023-11-01T00:00:00.000Z', 'the inactive 2025 version is skipped');
  });

  test('current_template_version answers 404 without a version in force, for another tenant, and 400 without a template', async () => {
    const created = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      translations: [{ locale: 'en', title: 'Empty' }],
    });
    assert.equal((await getAs(app, 'tenant.admin', current(created.body['@id'] as string))).status, 404);
    assert.equal((await getAs(app, 'globex.admin', current(electricity))).status, 404);
    assert.equal(
      (await getAs(app, 'tenant.admin', '/api/contract_template_versions/current_template_version')).status,
      400,
    );
    assert.equal((await getAs(app, 'customer', current(electricity))).status, 403);
  });

  test('POST sets plannedRevision to now, whatever the client sends, and a published new version becomes current', async () => {
    const before = Date.now();
    const created = await send(app, 'editor', 'POST', '/api/contract_template_versions', {
      template: electricity,
      plannedRevision: '1999-01-01T00:00:00.000Z',
      publish: true,
      translations: [{ locale: 'en', title: 'Version 4', content: '§1 New terms.' }],
    });
    assert.equal(created.status, 201);
    const planned = Date.parse(created.body.plannedRevision as string);
    assert.ok(
      planned >= before - 1000 && planned <= Date.now() + 1000,
      `plannedRevision ${String(created.body.plannedRevision)} is now`,
    );
    assert.equal((await getAs<Item>(app, 'editor', current(electricity))).body['@id'], created.body['@id']);

    const patched = await send(app, 'editor', 'PATCH', created.body['@id'] as string, {
      translations: [{ locale: 'en', title: 'Version 4', content: '§1 Newer terms.' }],
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(patched.body.translations, [{ locale: 'en', title: 'Version 4', content: '§1 Newer terms.' }]);
    const moved = await send(app, 'editor', 'PATCH', created.body['@id'] as string, {
      plannedRevision: '2030-01-01T00:00:00Z',
    });
    assert.equal(moved.status, 422, 'plannedRevision is the server’s to set');
  });

  test("a version cannot be added to another tenant's template or by a role without template rights", async () => {
    const foreign = await send(app, 'globex.admin', 'POST', '/api/contract_template_versions', {
      template: electricity,
    });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body['hydra:description'], 'Invalid IRI');
    const wrongType = await send(app, 'editor', 'POST', '/api/contract_template_versions', {
      template: '/api/tenants/1',
    });
    assert.equal(wrongType.status, 400);
    assert.equal(
      (await send(app, 'company.admin', 'POST', '/api/contract_template_versions', { template: electricity })).status,
      403,
    );
    assert.equal((await send(app, 'editor', 'POST', '/api/contract_template_versions', {})).status, 422);
  });

  test('isolation: globex.admin sees only its own versions and attachments', async () => {
    const acmeVersions = await visibleIris(app, 'tenant.admin', '/api/contract_template_versions');
    const globexVersions = await visibleIris(app, 'globex.admin', '/api/contract_template_versions');
    assert.equal(globexVersions.length, 1);
    assert.ok(acmeVersions.every((iri) => !globexVersions.includes(iri)));
    assert.equal((await getAs(app, 'globex.admin', acmeVersions[0]!)).status, 404);
    assert.equal((await visibleIris(app, 'globex.admin', '/api/contract_template_version_mediate_files')).length, 1);
  });

  test('attachments: create with file and titles, file of another tenant refused, translations endpoint', async () => {
    const version = (await getAs<Item>(app, 'editor', current(electricity))).body['@id'];
    const acmeFile = await app.db.kysely
      .selectFrom('files')
      .innerJoin('tenants', 'tenants.id', 'files.tenant_id')
      .select('files.id')
      .where('tenants.name', '=', 'Acme')
      .executeTakeFirstOrThrow();
    const globexFile = await app.db.kysely
      .selectFrom('files')
      .innerJoin('tenants', 'tenants.id', 'files.tenant_id')
      .select('files.id')
      .where('tenants.name', '=', 'Globex')
      .executeTakeFirstOrThrow();

    const refused = await send(app, 'editor', 'POST', '/api/contract_template_version_mediate_files', {
      templateVersion: version,
      file: `/api/files/${globexFile.id}`,
    });
    assert.equal(refused.status, 400);

    const created = await send(app, 'editor', 'POST', '/api/contract_template_version_mediate_files', {
      templateVersion: version,
      file: `/api/files/${acmeFile.id}`,
      translations: [{ locale: 'en', title: 'Tariff 2026' }],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.file, `/api/files/${acmeFile.id}`);
    const attached = await getAs<Item>(app, 'editor', version);
    assert.ok((attached.body.mediateFiles as string[]).includes(created.body['@id'] as string));

    const translated = await send(
      app,
      'editor',
      'POST',
      '/api/translation/contract_template_version_mediate_file_translations',
      {
        entityId: created.body['@id'],
        translations: { de: { title: 'Tarif 2026' } },
      },
    );
    assert.equal(translated.status, 201);
    assert.deepEqual(translated.body.translations, { de: { title: 'Tarif 2026' }, en: { title: 'Tariff 2026' } });

    const versionTexts = await send(app, 'editor', 'POST', '/api/translation/contract_template_version_translations', {
      entityId: version,
      translations: { it: { title: 'Versione 2', content: '§1' } },
    });
    assert.equal(versionTexts.status, 201);
    assert.ok('it' in (versionTexts.body.translations as Record<string, unknown>));

    assert.equal((await send(app, 'api.user', 'DELETE', created.body['@id'] as string)).status, 403);
    assert.equal((await send(app, 'editor', 'DELETE', created.body['@id'] as string)).status, 204);
  });
});
