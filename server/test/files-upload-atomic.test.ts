import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isPostgres } from '../src/db/portable.js';
import { multipart, storedContents } from './files-fixture.js';
import { sharedDatabase, type SharedDatabase } from './files-instances.js';
import { as, tokenFor } from './helpers.js';

/**
 * A file's row and its bytes are written in one transaction: an upload that stops half way, or a
 * write that fails after some of its chunks, leaves neither a row nor a byte behind.
 */

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

let database: SharedDatabase;
let app: FastifyInstance;
const aborted: (() => void)[] = [];
before(async () => {
  database = await sharedDatabase();
  app = await database.instance();
  app.addHook('onRequestAbort', async (_request) => aborted.shift()?.());
});
after(() => database.close());

/** Rows and stored contents of files and translations. */
async function stored() {
  const files = await app.db.kysely.selectFrom('files').select('id').execute();
  const translations = await app.db.kysely.selectFrom('file_translations').select('id').execute();
  return { rows: files.length + translations.length, contents: await storedContents(app.db.kysely) };
}

test('an upload whose client goes away half way through the body leaves no row and no bytes', async () => {
  const before = await stored();
  const { payload, headers } = multipart(
    { locale: 'de' },
    { name: 'cut.pdf', type: 'application/pdf', bytes: pdf(2 * 1024 * 1024) },
  );
  const address = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  const gone = new Promise<void>((resolve) => aborted.push(resolve));
  const socket = net.connect(Number(address.port), address.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      'POST /api/file/create_file_upload HTTP/1.1',
      `Host: ${address.host}`,
      `Authorization: Bearer ${await tokenFor(app, 'editor')}`,
      `Content-Type: ${headers['content-type']}`,
      `Content-Length: ${payload.length}`,
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(payload.subarray(0, payload.length / 2));
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
  await gone;
  // The handler ends once its parser sees the body end early.
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.deepEqual(await stored(), before);
  assert.ok(!fs.existsSync(path.join(app.config.dataDir, 'files')), 'nothing on disk either');

  const whole = await as(app, 'editor', {
    method: 'POST',
    url: '/api/file/create_file_upload',
    ...multipart({}, { name: 'whole.pdf', type: 'application/pdf', bytes: pdf(1000) }),
  });
  assert.equal(whole.statusCode, 201, 'the server goes on taking uploads');
});

test('a write that fails after its chunks and its file row leaves neither a row nor a chunk', async () => {
  // A stand-in for a crash or a full disk at the end of the transaction: its last row fails.
  const db = app.db.kysely;
  if (isPostgres(db)) {
    await sql`create function translation_fails() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(db);
    await sql`create trigger translation_fails before insert on file_translations
      for each row execute function translation_fails()`.execute(db);
  } else {
    await sql`create trigger translation_fails before insert on file_translations
      begin select raise(abort, 'disk full'); end`.execute(db);
  }
  try {
    const before = await stored();
    const response = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({ locale: 'en' }, { name: 'big.pdf', type: 'application/pdf', bytes: pdf(1024 * 1024) }),
    });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(await stored(), before);
  } finally {
    await sql`drop trigger translation_fails${isPostgres(db) ? sql` on file_translations` : sql``}`.execute(db);
  }
});
