import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, type Collection } from './api-helpers.js';
import { multipart, PDF } from './files-fixture.js';

interface FileItem {
  '@id': string;
  id: number;
  tenant: string;
  translations: { id: number }[];
}

describe('files: who may use them, and tenant isolation', () => {
  let app: FastifyInstance;
  let acmeFile: FileItem;
  before(async () => {
    app = await buildTestApp();
    const response = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({ locale: 'en' }, { name: 'acme.pdf', type: 'application/pdf', bytes: PDF }),
    });
    acmeFile = json<FileItem>(response);
  });
  after(() => app.close());

  test("another tenant's file answers 404 to every call, exactly like a missing one", async () => {
    const calls = [
      { method: 'GET' as const, url: acmeFile['@id'] },
      { method: 'DELETE' as const, url: acmeFile['@id'] },
      { method: 'PATCH' as const, url: `/api/update/file/${acmeFile.id}`, payload: { name: 'Mine' } },
      { method: 'POST' as const, url: '/api/file/download', payload: { id: acmeFile.id } },
      { method: 'POST' as const, url: '/api/file-translation/download', payload: { id: acmeFile.translations[0]!.id } },
      { method: 'GET' as const, url: `/api/file_translations/${acmeFile.translations[0]!.id}` },
    ];
    for (const call of calls) {
      const foreign = await as(app, 'globex.admin', call);
      const missingPayload = call.payload && 'id' in call.payload ? { ...call.payload, id: 999999 } : call.payload;
      const missing = await as(app, 'globex.admin', {
        ...call,
        url: call.url.replace(/\d+$/, '999999'),
        payload: missingPayload,
      });
      assert.equal(foreign.statusCode, 404, `${call.method} ${call.url}`);
      assert.equal(foreign.body, missing.body, 'indistinguishable from a missing file');
    }
    const list = await getAs<Collection<FileItem>>(app, 'globex.admin', '/api/files?itemsPerPage=100');
    assert.ok(list.body['hydra:member'].every((f) => f.tenant !== acmeFile.tenant));
    const translations = await getAs<Collection<{ file: string }>>(
      app,
      'globex.admin',
      `/api/file_translations?file=${acmeFile['@id']}`,
    );
    assert.equal(translations.body['hydra:totalItems'], 0);

    const intoForeign = await as(app, 'globex.admin', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({ fileId: acmeFile['@id'], locale: 'de' }, { name: 'x.pdf', type: 'application/pdf', bytes: PDF }),
    });
    assert.equal(intoForeign.statusCode, 400, 'a translation of a file one cannot see');
    const stillThere = await getAs<FileItem>(app, 'editor', acmeFile['@id']);
    assert.equal(stillThere.body.translations.length, 1);
  });

  test('roles without files get 403 on the collection, uploads and downloads', async () => {
    for (const userName of ['company.admin', 'customer', 'user', 'api.user']) {
      const responses = [
        await as(app, userName, { method: 'GET', url: '/api/files' }),
        await as(app, userName, { method: 'GET', url: '/api/file_translations' }),
        await as(app, userName, {
          method: 'POST',
          url: '/api/file/create_file_upload',
          ...multipart({}, { name: 'x.pdf', type: 'application/pdf', bytes: PDF }),
        }),
        await as(app, userName, { method: 'POST', url: '/api/file/download', payload: { id: acmeFile.id } }),
      ];
      for (const response of responses) {
        assert.equal(response.statusCode, 403, userName);
        assertNoInternals(response.body);
      }
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/file/download', payload: { id: acmeFile.id } });
    assert.equal(anonymous.statusCode, 401);
  });

  test('multipart is understood by the file routes only: elsewhere it is a 415', async () => {
    const response = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies',
      ...multipart({ name: 'Form Co' }),
    });
    assert.equal(response.statusCode, 415);
    assertNoInternals(response.body);
  });

  test('a supervisor uploads into the tenant it names, and must name one', async () => {
    const pdf = { name: 'x.pdf', type: 'application/pdf', bytes: PDF };
    const none = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({}, pdf),
    });
    assert.equal(none.statusCode, 422);
    const named = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({ tenant: acmeFile.tenant }, pdf),
    });
    assert.equal(named.statusCode, 201, named.body);
    assert.equal(json<FileItem>(named).tenant, acmeFile.tenant);
    const sneaky = await as(app, 'globex.admin', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({ tenant: acmeFile.tenant }, pdf),
    });
    assert.equal(sneaky.statusCode, 400, 'a tenant admin cannot upload into another tenant');
  });

  test('a file whose stored bytes are gone answers 404 on download, not a fault', async () => {
    const seeded = await app.db.kysely
      .selectFrom('files')
      .select(['id', 'storage_name'])
      .where('name', 'like', '%.pdf')
      .where('id', '!=', acmeFile.id)
      .executeTakeFirstOrThrow();
    // As a row whose bytes are still in another instance's data folder (files-disk-import.ts).
    await app.db.kysely.deleteFrom('file_chunks').where('storage_name', '=', seeded.storage_name).execute();
    const response = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/file/download',
      payload: { id: seeded.id },
    });
    assert.equal(response.statusCode, 404);
    assertNoInternals(response.body);
  });
});
