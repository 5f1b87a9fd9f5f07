import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { nowIso } from '../src/db/portable.js';
import { CHUNK_BYTES } from '../src/resources/files/files-store.js';
import { json } from './api-helpers.js';
import { multipart, storedContents } from './files-fixture.js';
import { sharedDatabase, type SharedDatabase } from './files-instances.js';
import { as } from './helpers.js';

/**
 * Data folders of the version that kept bytes on disk (`<dataDir>/files/<tenant>/<storage name>`)
 * move into the database when a server starts on them: every file still downloads, the disk copy
 * goes, bytes no row names go once old, and starting again, or two instances at once, is safe.
 */

const HOUR_AGO = (Date.now() - 60 * 60 * 1000) / 1000;

interface Stored {
  table: 'file_chunks' | 'file_translation_chunks';
  id: number;
  bytes: Buffer;
}

/**
 * Puts every file's and translation's bytes where the earlier version kept them and removes them
 * from the database: the state of a database and folder before this version's first start.
 */
async function backToDataFolder(db: Kysely<Database>, dataDir: string): Promise<Stored[]> {
  const files = await db.selectFrom('files').select(['id', 'tenant_id', 'storage_name']).execute();
  const translations = await db
    .selectFrom('file_translations')
    .innerJoin('files', 'files.id', 'file_translations.file_id')
    .select(['file_translations.id', 'files.tenant_id', 'file_translations.storage_name'])
    .execute();
  const stored: Stored[] = [];
  for (const [table, rows] of [
    ['file_chunks', files],
    ['file_translation_chunks', translations],
  ] as const) {
    for (const row of rows) {
      const chunks = await db
        .selectFrom(table)
        .select('bytes')
        .where('storage_name', '=', row.storage_name)
        .orderBy('position')
        .execute();
      const bytes = Buffer.concat(chunks.map((chunk) => chunk.bytes));
      const file = path.join(dataDir, 'files', String(row.tenant_id), row.storage_name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      await db.deleteFrom(table).where('storage_name', '=', row.storage_name).execute();
      stored.push({ table, id: row.id, bytes });
    }
  }
  return stored;
}

/** Whether every stored file and translation downloads through `app` with its bytes. */
async function assertDownloads(app: FastifyInstance, stored: Stored[]) {
  for (const { table, id, bytes } of stored) {
    const url = table === 'file_chunks' ? '/api/file/download' : '/api/file-translation/download';
    const response = await as(app, 'supervisor', { method: 'POST', url, payload: { id } });
    assert.equal(response.statusCode, 200, `${url} ${id}`);
    assert.ok(response.rawPayload.equals(bytes), `${url} ${id}: same bytes`);
  }
}

/** Every file under `<dataDir>/files/`, relative to `dataDir`. */
const onDisk = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'files'))
    ? (fs.readdirSync(path.join(dataDir, 'files'), { recursive: true, encoding: 'utf8' }) as string[])
        .map((name) => path.join('files', name))
        .filter((name) => fs.statSync(path.join(dataDir, name)).isFile())
        .sort()
    : [];

/** A file under `<dataDir>/files/<folder>/`, last written `mtime` (seconds) or now. */
function writeFileIn(dataDir: string, folder: string, name: string, bytes: Buffer, mtime?: number): string {
  const file = path.join(dataDir, 'files', folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  if (mtime !== undefined) fs.utimesSync(file, mtime, mtime);
  return path.relative(dataDir, file);
}

/** A server's log lines, as JSON. */
function logLines() {
  const lines: { msg: string; level: number; [key: string]: unknown }[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as (typeof lines)[number]),
    ),
  );
  return { lines, stream };
}

/** The stored contents, how many chunks they are and the data folder's files. */
async function snapshot(app: FastifyInstance) {
  const chunks = await Promise.all(
    (['file_chunks', 'file_translation_chunks'] as const).map(async (table) =>
      Number(
        (
          await app.db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('chunks'))
            .executeTakeFirstOrThrow()
        ).chunks,
      ),
    ),
  );
  return { contents: await storedContents(app.db.kysely), chunks, disk: onDisk(app.config.dataDir) };
}

describe('a data folder of the earlier version', () => {
  let database: SharedDatabase;
  after(() => database?.close());

  test('moves into the database at start, every file still downloads, and a second start changes nothing', async () => {
    database = await sharedDatabase();
    const dataDir = database.dataFolder();
    const earlier = await database.instance({ dataDir });
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * CHUNK_BYTES)]);
    const uploaded = await as(earlier, 'editor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({ locale: 'en' }, { name: 'large.pdf', type: 'application/pdf', bytes: large }),
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const tenant = String(
      (
        await earlier.db.kysely
          .selectFrom('files')
          .select('tenant_id')
          .where('id', '=', json<{ id: number }>(uploaded).id)
          .executeTakeFirstOrThrow()
      ).tenant_id,
    );
    const stored = await backToDataFolder(earlier.db.kysely, dataDir);
    // A row whose bytes on disk are not the size it says: left where it is, for someone to look at.
    const misfit = randomUUID() + '.txt';
    await earlier.db.kysely
      .insertInto('files')
      .values({
        tenant_id: Number(tenant),
        name: 'misfit.txt',
        mime_type: 'text/plain',
        size: 10,
        storage_name: misfit,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const kept = [
      writeFileIn(dataDir, tenant, misfit, Buffer.from('eleven char'), HOUR_AGO),
      // Written by an instance of the earlier version whose row is not committed yet.
      writeFileIn(dataDir, tenant, `${randomUUID()}.pdf`, large),
      // Not a tenant's folder: not the store's to judge.
      writeFileIn(dataDir, 'backup', `${randomUUID()}.pdf`, large, HOUR_AGO),
    ];
    const orphans = [
      writeFileIn(dataDir, tenant, `${randomUUID()}.pdf`, large, HOUR_AGO),
      writeFileIn(dataDir, '999', `${randomUUID()}.png.partial`, large, HOUR_AGO),
    ];
    await earlier.close();

    const log = logLines();
    const started = await database.instance({ dataDir, logStream: log.stream });
    await started.ready();
    await assertDownloads(started, stored);
    assert.deepEqual(onDisk(dataDir), kept.sort(), 'moved and orphaned bytes are gone from disk');
    for (const orphan of orphans) assert.ok(!fs.existsSync(path.join(dataDir, orphan)));
    const line = log.lines.find((entry) => entry.msg === 'file bytes moved from the data folder');
    assert.deepEqual(
      { level: line?.level, moved: line?.moved, removed: line?.removed, left: line?.left },
      { level: 30, moved: stored.length, removed: orphans.length, left: 2 },
    );
    assert.ok(
      log.lines.some(
        (entry) => entry.msg === 'file bytes on disk are not the size their row says' && entry.level === 40,
      ),
    );

    const before = await snapshot(started);
    const again = await database.instance({ dataDir });
    await again.ready();
    assert.deepEqual(await snapshot(again), before);
    await assertDownloads(again, stored);
  });
});

describe('instances starting together on one data folder', () => {
  let database: SharedDatabase;
  after(() => database?.close());

  test('move each file in once, and both serve every file', async () => {
    database = await sharedDatabase();
    const dataDir = database.dataFolder();
    const earlier = await database.instance({ dataDir });
    const stored = await backToDataFolder(earlier.db.kysely, dataDir);
    assert.ok(stored.length > 10, 'the demo files and their translations');
    await earlier.close();

    const [one, two] = [await database.instance({ dataDir }), await database.instance({ dataDir })];
    await Promise.all([one.ready(), two.ready()]);
    await assertDownloads(one, stored);
    await assertDownloads(two, stored);
    const { contents, chunks, disk } = await snapshot(one);
    assert.equal(contents.length, stored.length);
    const expected = stored.reduce((sum, { bytes }) => sum + Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES)), 0);
    assert.equal(chunks[0]! + chunks[1]!, expected, 'each chunk once');
    assert.deepEqual(disk, []);
  });
});
