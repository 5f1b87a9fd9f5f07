import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PARTIAL_SUFFIX, storeBytes } from '../src/resources/files/files-store.js';
import { ORPHAN_MIN_AGE_MS, sweepOrphanedBytes } from '../src/resources/files/files-sweep.js';
import { buildTestApp } from './helpers.js';
import { PDF } from './files-fixture.js';

/**
 * Bytes a crash left on disk without a row (between writing them and committing the row) are
 * swept at start and every hour: only files no file or translation names, and only old ones, so an
 * upload in flight on another instance sharing the folder keeps its bytes.
 */

const HOUR_AGO = (Date.now() - 60 * 60 * 1000) / 1000;

/** A file under `${dataDir}/files/<folder>/` with this content, last written `mtime` (seconds) or now. */
function writeFileIn(dataDir: string, folder: string, name: string, mtime?: number): string {
  const file = path.join(dataDir, 'files', folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, PDF);
  if (mtime !== undefined) fs.utimesSync(file, mtime, mtime);
  return file;
}

interface SweepLine {
  level: number;
  msg: string;
  removed?: number;
}

/** A server on `dataDir` once its start sweep has run; the log line that says so. */
async function startedAndSwept(dataDir: string): Promise<{ app: FastifyInstance; line: SweepLine }> {
  const lines: SweepLine[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SweepLine),
    ),
  );
  const app = await buildTestApp({ dataDir }, { logStream });
  await app.ready();
  const swept = () => lines.find((line) => line.msg === 'orphaned file bytes swept');
  for (let waited = 0; !swept() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.ok(swept(), 'the start sweep logged');
  return { app, line: swept()! };
}

describe('sweeping orphaned bytes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-sweep-'));
    // The start sweep runs in the background: these tests sweep once it is done.
    ({ app } = await startedAndSwept(dataDir));
  });
  after(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('removes old bytes no row names, partial ones included, and keeps named and young ones', async () => {
    const named = await app.db.kysely
      .selectFrom('files')
      .select(['tenant_id', 'storage_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const translated = await app.db.kysely
      .selectFrom('file_translations')
      .innerJoin('files', 'files.id', 'file_translations.file_id')
      .select(['files.tenant_id', 'file_translations.storage_name'])
      .orderBy('file_translations.id')
      .executeTakeFirstOrThrow();
    const tenant = String(named.tenant_id);
    const kept = [
      writeFileIn(dataDir, tenant, named.storage_name, HOUR_AGO),
      writeFileIn(dataDir, String(translated.tenant_id), translated.storage_name, HOUR_AGO),
      // An upload in flight: its bytes are written, its row not yet committed.
      writeFileIn(dataDir, tenant, `${randomUUID()}.pdf`),
      writeFileIn(dataDir, tenant, `${randomUUID()}.pdf${PARTIAL_SUFFIX}`),
      // Not a tenant's folder: not the store's to judge.
      writeFileIn(dataDir, 'backup', `${randomUUID()}.pdf`, HOUR_AGO),
    ];
    const orphans = [
      writeFileIn(dataDir, tenant, `${randomUUID()}.pdf`, HOUR_AGO),
      writeFileIn(dataDir, '999', `${randomUUID()}.png`, HOUR_AGO),
      writeFileIn(dataDir, tenant, `${randomUUID()}.pdf${PARTIAL_SUFFIX}`, HOUR_AGO),
    ];

    assert.equal(await sweepOrphanedBytes(app.db.kysely, dataDir), orphans.length);
    for (const file of kept) assert.ok(fs.existsSync(file), `${file} kept`);
    for (const file of orphans) assert.ok(!fs.existsSync(file), `${file} removed`);
    // Young is relative to the sweep's clock: the same files, looked at an hour later, are old.
    const later = Date.now() + ORPHAN_MIN_AGE_MS + 1000;
    assert.equal(await sweepOrphanedBytes(app.db.kysely, dataDir, { now: later }), 2, 'the two young orphans');
    assert.ok(fs.existsSync(kept[0]!) && fs.existsSync(kept[1]!), 'named bytes are never swept');
  });

  test('stored bytes take their name only once written: no partial file is left', async () => {
    const name = await storeBytes(dataDir, 1, PDF, 'application/pdf');
    const folder = path.join(dataDir, 'files', '1');
    assert.ok(fs.readFileSync(path.join(folder, name)).equals(PDF));
    assert.deepEqual(
      fs.readdirSync(folder).filter((file) => file.endsWith(PARTIAL_SUFFIX)),
      [],
    );
    fs.rmSync(path.join(folder, name));
  });
});

test('a starting server sweeps and logs at info how many files it removed', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-sweep-start-'));
  const orphan = writeFileIn(dataDir, '1', `${randomUUID()}.pdf`, HOUR_AGO);
  const young = writeFileIn(dataDir, '1', `${randomUUID()}.pdf`);
  const { app, line } = await startedAndSwept(dataDir);
  try {
    assert.deepEqual({ level: line.level, removed: line.removed }, { level: 30, removed: 1 });
    assert.ok(!fs.existsSync(orphan), 'the old orphan is gone');
    assert.ok(fs.existsSync(young), 'the young one stays');
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
