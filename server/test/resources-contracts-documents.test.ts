import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { as, buildTestApp } from './helpers.js';
import { getAs, json } from './api-helpers.js';
import { send, userIri } from './contracts-fixture.js';
import { multipart, PDF } from './files-fixture.js';

interface Version {
  '@id': string;
  templateVersion: string;
  documents: {
    '@id': string;
    file: string;
    name: string;
    translations: { locale: string; title: string }[];
    fileTranslations: { '@id': string; locale: string; name: string }[];
  }[];
}
interface Uploaded {
  '@id': string;
  id: number;
  translations: { id: number }[];
}

const download = (app: FastifyInstance, userName: string, url: string, id: number) =>
  as(app, userName, { method: 'POST', url, payload: { id } });

describe("contract documents: embedded in the version, downloadable by the version's recipient only", () => {
  let app: FastifyInstance;
  let waiting: Version;
  let attached: Uploaded;
  let loose: Uploaded;
  before(async () => {
    app = await buildTestApp();
    const customer = await userIri(app, 'customer');
    const list = await getAs<{ 'hydra:member': Version[] }>(
      app,
      'customer',
      `/api/contract_versions?not_null[signedAt]=false&recipientUser=${customer}&itemsPerPage=100`,
    );
    // The electricity contract's second version carries two attachments in the demo data.
    waiting = list.body['hydra:member'].find((version) => version.documents.length === 2)!;
    const upload = async (name: string) =>
      json<Uploaded>(
        await as(app, 'tenant.admin', {
          method: 'POST',
          url: '/api/file/create_file_upload',
          ...multipart({ locale: 'en' }, { name, type: 'application/pdf', bytes: PDF }),
        }),
      );
    attached = await upload('Annex.pdf');
    loose = await upload('Internal.pdf');
    const link = await send(app, 'tenant.admin', 'POST', '/api/contract_template_version_mediate_files', {
      templateVersion: waiting.templateVersion,
      file: attached['@id'],
    });
    assert.equal(link.status, 201);
  });
  after(() => app.close());

  test('a version embeds its template version’s attachments with file names and titles', async () => {
    assert.ok(waiting, 'the demo customer has a waiting version with two documents');
    const { body } = await getAs<Version>(app, 'customer', waiting['@id']);
    const names = body.documents.map((document) => document.name);
    assert.deepEqual(names, ['Electricity tariff sheet.pdf', 'Privacy notice.pdf', 'Annex.pdf']);
    const tariff = body.documents[0]!;
    assert.match(tariff.file, /^\/api\/files\/\d+$/);
    assert.deepEqual(
      tariff.translations.find((text) => text.locale === 'de'),
      { locale: 'de', title: 'Tarifblatt' },
    );
  });

  test('a document lists its per-locale contents, so the recipient gets the one in its language', async () => {
    const german = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart(
        { locale: 'de', fileId: attached['@id'] },
        { name: 'Anhang.pdf', type: 'application/pdf', bytes: PDF },
      ),
    });
    assert.equal(german.statusCode, 201, german.body);
    const { body } = await getAs<Version>(app, 'customer', waiting['@id']);
    const annex = body.documents.find((document) => document.name === 'Annex.pdf')!;
    assert.deepEqual(
      annex.fileTranslations.map(({ locale, name }) => ({ locale, name })),
      [
        { locale: 'de', name: 'Anhang.pdf' },
        { locale: 'en', name: 'Annex.pdf' },
      ],
    );
    const variant = annex.fileTranslations[0]!;
    assert.match(variant['@id'], /^\/api\/file_translations\/\d+$/);
    const bytes = await download(
      app,
      'customer',
      '/api/file-translation/download',
      Number(variant['@id'].split('/').pop()),
    );
    assert.equal(bytes.statusCode, 200);
    assert.ok(bytes.rawPayload.equals(PDF));
  });

  test('the recipient downloads the attached file and its translation, byte for byte', async () => {
    const file = await download(app, 'customer', '/api/file/download', attached.id);
    assert.equal(file.statusCode, 200);
    assert.ok(file.rawPayload.equals(PDF));
    const variant = await download(app, 'customer', '/api/file-translation/download', attached.translations[0]!.id);
    assert.equal(variant.statusCode, 200);
    assert.ok(variant.rawPayload.equals(PDF));
  });

  test('nobody else gains a right: other users 403, another tenant 404, unattached files 403', async () => {
    for (const userName of ['user', 'api.user'])
      assert.equal((await download(app, userName, '/api/file/download', attached.id)).statusCode, 403, userName);
    // The company admin received the same template version (its company's electricity contract).
    assert.equal((await download(app, 'company.admin', '/api/file/download', attached.id)).statusCode, 200);
    assert.equal((await download(app, 'globex.admin', '/api/file/download', attached.id)).statusCode, 404);
    assert.equal((await download(app, 'customer', '/api/file/download', loose.id)).statusCode, 403);
    assert.equal(
      (await download(app, 'customer', '/api/file-translation/download', loose.translations[0]!.id)).statusCode,
      403,
    );
    assert.equal((await download(app, 'customer', '/api/file-translation/download', 999999)).statusCode, 403);
    assert.equal((await download(app, 'tenant.admin', '/api/file-translation/download', 999999)).statusCode, 404);
  });
});
