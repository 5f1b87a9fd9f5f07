import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { json } from './api-helpers.js';
import { multipart, storedContents } from './files-fixture.js';
import { sharedDatabase, type SharedDatabase } from './files-instances.js';
import { as } from './helpers.js';

/**
 * Instances on one database, each with a data folder of its own (no shared disk), serve the same
 * files: the bytes are in the database, so whichever instance a load balancer picks has them.
 */

interface FileItem {
  '@id': string;
  id: number;
  translations: { id: number; locale: string }[];
}

/** A PDF of three chunks and a bit: every chunk boundary is crossed. */
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

const upload = (app: FastifyInstance, fields: Record<string, string>, bytes: Buffer) =>
  as(app, 'editor', {
    method: 'POST',
    url: '/api/file/create_file_upload',
    ...multipart(fields, { name: 'tarif.pdf', type: 'application/pdf', bytes }),
  });

const download = async (app: FastifyInstance, url: string, id: number) => {
  const response = await as(app, 'tenant.admin', { method: 'POST', url, payload: { id } });
  assert.equal(response.statusCode, 200, response.body);
  return response.rawPayload;
};

describe('two instances on one database, each with its own data folder', () => {
  let database: SharedDatabase;
  let one: FastifyInstance;
  let two: FastifyInstance;
  before(async () => {
    database = await sharedDatabase();
    one = await database.instance();
    two = await database.instance();
  });
  after(() => database.close());

  test('a file and its translations uploaded through one download byte for byte through the other', async () => {
    const english = pdf(3 * 256 * 1024 + 1000);
    const german = pdf(300 * 1024);
    const created = await upload(one, { locale: 'en' }, english);
    assert.equal(created.statusCode, 201, created.body);
    const file = json<FileItem>(created);
    const de = await upload(one, { fileId: String(file.id), locale: 'de' }, german);
    assert.equal(de.statusCode, 201, de.body);

    assert.ok((await download(two, '/api/file/download', file.id)).equals(english));
    const en = file.translations.find((translation) => translation.locale === 'en')!;
    assert.ok((await download(two, '/api/file-translation/download', en.id)).equals(english));
    assert.ok((await download(two, '/api/file-translation/download', json<{ id: number }>(de).id)).equals(german));
    for (const app of [one, two])
      assert.ok(!fs.existsSync(path.join(app.config.dataDir, 'files')), 'no bytes in a data folder');
  });

  test('content replaced through one is served by the other; deleted through it, its bytes go', async () => {
    const file = json<FileItem>(await upload(one, { locale: 'en' }, pdf(1000)));
    const replacement = pdf(600 * 1024);
    const replaced = await as(two, 'editor', {
      method: 'PATCH',
      url: `/api/update/file/${file.id}`,
      ...multipart({}, { name: 'tarif.pdf', type: 'application/pdf', bytes: replacement }),
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.ok((await download(one, '/api/file/download', file.id)).equals(replacement));

    const names = await one.db.kysely
      .selectFrom('files')
      .select('storage_name')
      .where('id', '=', file.id)
      .unionAll(one.db.kysely.selectFrom('file_translations').select('storage_name').where('file_id', '=', file.id))
      .execute();
    assert.equal(names.length, 2);
    assert.equal((await as(one, 'editor', { method: 'DELETE', url: file['@id'] })).statusCode, 204);
    const left = await storedContents(two.db.kysely);
    for (const { storage_name: name } of names)
      assert.ok(!left.some((content) => content.endsWith(`:${name}`)), `${name} is gone`);
  });
});
