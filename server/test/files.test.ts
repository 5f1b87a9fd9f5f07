import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { as, buildTestApp } from './helpers.js';
import { assertNoInternals, getAs, json, type Collection } from './api-helpers.js';
import { multipart, PDF, storedContents } from './files-fixture.js';

interface FileItem {
  '@id': string;
  id: number;
  name: string;
  mimeType: string;
  size: number;
  translations: { '@id': string; id: number; locale: string; name: string }[];
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const upload = (
  app: FastifyInstance,
  userName: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) => as(app, userName, { method: 'POST', url: '/api/file/create_file_upload', ...multipart(fields, file) });

describe('files: upload, list, download, replace, delete', () => {
  let app: FastifyInstance;
  let dataDir: string;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
    app = await buildTestApp({ dataDir, maxUploadBytes: 4096 });
  });
  after(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('an uploaded file is listed and downloads with the same bytes, as an attachment with nosniff', async () => {
    const response = await upload(
      app,
      'editor',
      { name: 'Tarif 2027 – Übersicht.pdf' },
      { name: 'ignored.pdf', type: 'application/pdf', bytes: PDF },
    );
    assert.equal(response.statusCode, 201, response.body);
    const file = json<FileItem>(response);
    assert.equal(file.name, 'Tarif 2027 – Übersicht.pdf');
    assert.equal(file.mimeType, 'application/pdf');
    assert.equal(file.size, PDF.length);

    const list = await getAs<Collection<FileItem>>(app, 'tenant.admin', '/api/files?name=tarif 2027');
    assert.deepEqual(
      list.body['hydra:member'].map((f) => f['@id']),
      [file['@id']],
    );

    const download = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/file/download',
      payload: { id: file.id },
    });
    assert.equal(download.statusCode, 200);
    assert.ok(download.rawPayload.equals(PDF), 'same bytes');
    assert.equal(download.headers['content-type'], 'application/pdf');
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.match(
      String(download.headers['content-disposition']),
      /^attachment; filename="[^"]*"; filename\*=UTF-8''Tarif%202027%20%E2%80%93%20%C3%9Cbersicht\.pdf$/,
    );
    const byIri = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/download',
      payload: { file: file['@id'] },
    });
    assert.ok(byIri.rawPayload.equals(PDF));
  });

  test('bytes are stored in the database under a server-made name, none on disk; a traversal name is only a label', async () => {
    const before = await storedContents(app.db.kysely);
    const response = await upload(
      app,
      'tenant.admin',
      {},
      { name: '../../../etc/passwd', type: 'text/plain', bytes: Buffer.from('hello\n') },
    );
    assert.equal(response.statusCode, 201, response.body);
    const file = json<FileItem>(response);
    assert.equal(file.name, 'passwd');
    const added = (await storedContents(app.db.kysely)).filter((p) => !before.includes(p));
    assert.equal(added.length, 1);
    const row = await app.db.kysely
      .selectFrom('files')
      .select('storage_name')
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    assert.match(row.storage_name, /^[0-9a-f-]{36}\.txt$/);
    assert.deepEqual(added, [`file_chunks:${row.storage_name}`]);
    assert.ok(!fs.existsSync(path.join(dataDir, 'files')), 'nothing in the data folder');
    assert.ok(!fs.existsSync(path.join(dataDir, '..', '..', 'etc', 'passwd.txt')));

    const named = await upload(
      app,
      'tenant.admin',
      { name: '..\\..\\boot.ini' },
      { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('x') },
    );
    assert.equal(json<FileItem>(named).name, 'boot.ini');
  });

  test('the size cap answers 413 and stores nothing', async () => {
    const before = await storedContents(app.db.kysely);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 0x20)]);
    const response = await upload(app, 'editor', {}, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    assert.equal(response.statusCode, 413);
    assert.equal(json(response)['@type'], 'hydra:Error');
    assert.deepEqual(await storedContents(app.db.kysely), before);
  });

  test('type is checked by content: a fake PDF is refused, unknown binary is 415, octet-stream takes the sniffed type', async () => {
    const count = async () => (await getAs<Collection<FileItem>>(app, 'editor', '/api/files')).body['hydra:totalItems'];
    const before = await count();
    const fake = await upload(app, 'editor', {}, { name: 'invoice.pdf', type: 'application/pdf', bytes: PNG });
    assert.equal(fake.statusCode, 422);
    assert.equal(json<{ violations: { propertyPath: string }[] }>(fake).violations[0]?.propertyPath, 'file');
    const binary = await upload(
      app,
      'editor',
      {},
      { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from([0, 1, 2, 3, 0xfe]) },
    );
    assert.equal(binary.statusCode, 415);
    const empty = await upload(app, 'editor', {});
    assert.equal(empty.statusCode, 422);
    const extra = await upload(
      app,
      'editor',
      { owner: 'me' },
      { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('x') },
    );
    assert.equal(extra.statusCode, 422);
    const json415 = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      payload: { name: 'x' },
    });
    assert.equal(json415.statusCode, 415);
    for (const response of [fake, binary, empty, extra, json415]) assertNoInternals(response.body);
    assert.equal(await count(), before);

    const sniffed = await upload(app, 'editor', {}, { name: 'logo', type: 'application/octet-stream', bytes: PNG });
    assert.equal(json<FileItem>(sniffed).mimeType, 'image/png');
  });

  test('rename by JSON, replace by multipart; the old bytes are gone', async () => {
    const file = json<FileItem>(
      await upload(app, 'editor', {}, { name: 'v1.txt', type: 'text/plain', bytes: Buffer.from('one') }),
    );
    const renamed = await as(app, 'editor', {
      method: 'PATCH',
      url: `/api/update/file/${file.id}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ name: 'Terms.txt' }),
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(json<FileItem>(renamed).name, 'Terms.txt');
    const before = await storedContents(app.db.kysely);
    const replaced = await as(app, 'editor', {
      method: 'PATCH',
      url: `/api/update/file/${file.id}`,
      ...multipart({}, { name: 'v2.pdf', type: 'application/pdf', bytes: PDF }),
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(json<FileItem>(replaced).mimeType, 'application/pdf');
    const after = await storedContents(app.db.kysely);
    assert.equal(after.length, before.length, 'one content in, one out');
    assert.equal(after.filter((name) => !before.includes(name)).length, 1, 'under a new name');
    const download = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/download',
      payload: { id: String(file.id) },
    });
    assert.ok(download.rawPayload.equals(PDF));
  });

  test('translations: upload with fileId + locale, list, download, replace, and DELETE of the file removes every byte', async () => {
    const before = await storedContents(app.db.kysely);
    const file = json<FileItem>(
      await upload(
        app,
        'tenant.admin',
        { locale: 'en' },
        { name: 'Guide.txt', type: 'text/plain', bytes: Buffer.from('Guide') },
      ),
    );
    assert.deepEqual(
      file.translations.map((t) => t.locale),
      ['en'],
    );
    const de = await upload(
      app,
      'editor',
      { fileId: file['@id'], locale: 'de' },
      { name: 'Leitfaden.txt', type: 'text/plain', bytes: Buffer.from('Leitfaden') },
    );
    assert.equal(de.statusCode, 201, de.body);
    const again = await upload(
      app,
      'editor',
      { fileId: String(file.id), locale: 'de' },
      { name: 'Leitfaden.txt', type: 'text/plain', bytes: Buffer.from('Leitfaden v2') },
    );
    assert.equal(again.statusCode, 201);
    assert.equal(json<{ id: number }>(again).id, json<{ id: number }>(de).id, 'the locale is replaced, not duplicated');
    const badLocale = await upload(
      app,
      'editor',
      { fileId: String(file.id), locale: 'german' },
      { name: 'x.txt', type: 'text/plain', bytes: Buffer.from('x') },
    );
    assert.equal(badLocale.statusCode, 422);

    const list = await getAs<Collection<{ locale: string }>>(
      app,
      'editor',
      `/api/file_translations?file=${file['@id']}`,
    );
    assert.deepEqual(
      list.body['hydra:member'].map((t) => t.locale),
      ['de', 'en'],
    );
    const download = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file-translation/download',
      payload: { id: json<{ id: number }>(de).id },
    });
    assert.equal(download.body, 'Leitfaden v2');
    assert.match(String(download.headers['content-disposition']), /filename\*=UTF-8''Leitfaden\.txt/);

    assert.equal((await storedContents(app.db.kysely)).length, before.length + 3);
    assert.equal((await as(app, 'editor', { method: 'DELETE', url: file['@id'] })).statusCode, 204);
    assert.deepEqual(await storedContents(app.db.kysely), before);
    assert.equal((await as(app, 'editor', { method: 'GET', url: file['@id'] })).statusCode, 404);
  });
});
