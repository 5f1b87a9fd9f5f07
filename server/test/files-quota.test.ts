import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sizeText } from '../src/resources/files/files-quota.js';
import { json } from './api-helpers.js';
import { as, buildTestApp } from './helpers.js';
import { multipart, PDF, storedContents } from './files-fixture.js';

/**
 * A tenant's storage quota (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_BYTES): files and their translations
 * together. An upload past it is a 422 at `file`, stores nothing, and a burst of parallel uploads
 * never ends above it.
 */

interface Violations {
  'hydra:description': string;
  violations: { propertyPath: string; message: string }[];
}

/** A supervisor's upload into `tenant` (an IRI); `locale` also keeps the bytes as that translation. */
const upload = (app: FastifyInstance, tenant: string, fields: Record<string, string> = {}, bytes = PDF) =>
  as(app, 'supervisor', {
    method: 'POST',
    url: '/api/file/create_file_upload',
    ...multipart({ tenant, ...fields }, { name: 'tarif.pdf', type: 'application/pdf', bytes }),
  });

const uploadTranslation = (app: FastifyInstance, fileId: number, locale: string) =>
  as(app, 'supervisor', {
    method: 'POST',
    url: '/api/file/create_file_upload',
    ...multipart({ fileId: String(fileId), locale }, { name: 'tarif.pdf', type: 'application/pdf', bytes: PDF }),
  });

const replaceContent = (app: FastifyInstance, fileId: number, bytes: Buffer) =>
  as(app, 'supervisor', {
    method: 'PATCH',
    url: `/api/update/file/${fileId}`,
    ...multipart({}, { name: 'tarif.pdf', type: 'application/pdf', bytes }),
  });

/** A tenant with nothing stored yet; its IRI and id. */
async function emptyTenant(app: FastifyInstance, name: string): Promise<{ iri: string; id: number }> {
  const response = await as(app, 'supervisor', { method: 'POST', url: '/api/tenants', payload: { name } });
  assert.equal(response.statusCode, 201, response.body);
  const tenant = json<{ '@id': string; id: number }>(response);
  return { iri: tenant['@id'], id: tenant.id };
}

/** What a tenant holds: rows (files and translations), their sizes and the stored contents. */
async function storedBy(app: FastifyInstance, tenantId: number) {
  const files = await app.db.kysely
    .selectFrom('files')
    .select(['id', 'size', 'storage_name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const translations = await app.db.kysely
    .selectFrom('file_translations')
    .innerJoin('files', 'files.id', 'file_translations.file_id')
    .select(['file_translations.size', 'file_translations.storage_name'])
    .where('files.tenant_id', '=', tenantId)
    .execute();
  const contents = await storedContents(app.db.kysely);
  return {
    rows: files.length + translations.length,
    bytes: [...files, ...translations].reduce((sum, row) => sum + Number(row.size), 0),
    contents: contents.filter((content) =>
      [...files, ...translations].some((row) => content.endsWith(`:${row.storage_name}`)),
    ).length,
  };
}

function assertStorageFull(response: { statusCode: number; body: string }, message: string) {
  assert.equal(response.statusCode, 422, response.body);
  const body = JSON.parse(response.body) as Violations;
  assert.deepEqual(body.violations, [{ propertyPath: 'file', message }]);
}

describe('a quota on the number of stored files', () => {
  let app: FastifyInstance;
  const full = "This tenant's storage is full (at most 3 files, 1 MiB in all).";
  before(async () => {
    app = await buildTestApp({ uploadQuotaFiles: 3, uploadQuotaBytes: 1024 * 1024 });
  });
  after(() => app.close());

  test('counts files and their translations; past it an upload is a 422 at file and stores nothing', async () => {
    const tenant = await emptyTenant(app, 'Quota by count');
    // A file with a locale is two stored files: the file and that locale's translation.
    const first = await upload(app, tenant.iri, { locale: 'de' });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal((await upload(app, tenant.iri)).statusCode, 201);
    assert.deepEqual(await storedBy(app, tenant.id), { rows: 3, bytes: 3 * PDF.length, contents: 3 });

    assertStorageFull(await upload(app, tenant.iri), full);
    assertStorageFull(await uploadTranslation(app, json<{ id: number }>(first).id, 'fr'), full);
    assert.deepEqual(await storedBy(app, tenant.id), { rows: 3, bytes: 3 * PDF.length, contents: 3 });

    // Replacing content or a locale's translation adds no file: still allowed at the limit.
    const id = json<{ id: number }>(first).id;
    assert.equal((await uploadTranslation(app, id, 'de')).statusCode, 201);
    assert.equal((await replaceContent(app, id, PDF)).statusCode, 200);
    assert.deepEqual(await storedBy(app, tenant.id), { rows: 3, bytes: 3 * PDF.length, contents: 3 });

    // Another tenant has its own quota; the refusal speaks the caller's language.
    const other = await emptyTenant(app, 'Quota by count, other tenant');
    assert.equal((await upload(app, other.iri)).statusCode, 201);
    const body = multipart({ tenant: tenant.iri }, { name: 'tarif.pdf', type: 'application/pdf', bytes: PDF });
    const german = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'de' },
    });
    assertStorageFull(german, 'Der Speicher dieses Mandanten ist voll (höchstens 3 Dateien, insgesamt 1 MiB).');
  });

  test('a burst of parallel uploads ends exactly at the quota, never above it', async () => {
    const tenant = await emptyTenant(app, 'Quota burst');
    const answers = await Promise.all(Array.from({ length: 30 }, () => upload(app, tenant.iri)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [...Array(3).fill(201), ...Array(27).fill(422)], answers.map((a) => a.body).join('\n'));
    assert.deepEqual(await storedBy(app, tenant.id), { rows: 3, bytes: 3 * PDF.length, contents: 3 });
  });
});

describe('a quota on the stored bytes', () => {
  let app: FastifyInstance;
  const quotaBytes = 2 * PDF.length + 10;
  const full = `This tenant's storage is full (at most 10000 files, ${quotaBytes} B in all).`;
  before(async () => {
    app = await buildTestApp({ uploadQuotaBytes: quotaBytes });
  });
  after(() => app.close());

  test('counts the bytes of files and translations; a larger replacement past it is refused too', async () => {
    const tenant = await emptyTenant(app, 'Quota by bytes');
    const first = await upload(app, tenant.iri);
    assert.equal(first.statusCode, 201, first.body);
    assertStorageFull(await upload(app, tenant.iri, { locale: 'de' }), full);
    assert.equal((await upload(app, tenant.iri)).statusCode, 201);
    // 10 bytes are left: an 11-byte PDF does not fit.
    assertStorageFull(await upload(app, tenant.iri, {}, Buffer.from('%PDF-      ')), full);
    const id = json<{ id: number }>(first).id;
    assertStorageFull(await uploadTranslation(app, id, 'fr'), full);

    // Content 10 bytes larger fits, one more byte does not; smaller always does.
    const larger = (extra: number) => Buffer.concat([PDF, Buffer.alloc(extra, 0x20)]);
    assertStorageFull(await replaceContent(app, id, larger(11)), full);
    assert.equal((await replaceContent(app, id, larger(10))).statusCode, 200);
    assert.equal((await replaceContent(app, id, Buffer.from('%PDF-1.7\n'))).statusCode, 200);
    const stored = await storedBy(app, tenant.id);
    assert.deepEqual(stored, { rows: 2, bytes: PDF.length + 9, contents: 2 });
  });

  test('a burst of parallel uploads never stores more bytes than the quota', async () => {
    const tenant = await emptyTenant(app, 'Quota bytes burst');
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(app, tenant.iri)));
    assert.equal(answers.filter((answer) => answer.statusCode === 201).length, 2);
    assert.ok(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 422));
    assert.deepEqual(await storedBy(app, tenant.id), { rows: 2, bytes: 2 * PDF.length, contents: 2 });
  });

  test('sizes read as people read them', () => {
    assert.equal(sizeText(2 * 1024 ** 3), '2 GiB');
    assert.equal(sizeText(1536), '1.5 KiB');
    assert.equal(sizeText(1000), '1000 B');
    assert.equal(sizeText(10 * 1024 * 1024), '10 MiB');
  });
});
