/**
 * Upload and download time of one large file (10 MiB by default) through the whole server over
 * loopback HTTP (inject() alone spends 100–300 ms copying a 10 MiB answer), on a fresh database:
 * SQLite in a temporary folder, or PostgreSQL under DATABASE_URL (scripts/with-postgres.sh).
 * Prints the median of each over the runs.
 *
 *   node --import tsx server/scripts/bench-files.ts [--mib=10 --runs=7]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { multipart } from '../test/files-fixture.js';
import { buildTestApp, tokenFor } from '../test/helpers.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const mib = Number(option('mib') ?? 10);
const runs = Number(option('runs') ?? 7);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-files-'));
const app = await buildTestApp({
  dataDir,
  sqliteFile: process.env.DATABASE_URL ? ':memory:' : path.join(dataDir, 'platform.sqlite'),
  maxUploadBytes: mib * 1024 * 1024,
  uploadQuotaBytes: 1024 ** 4,
});
try {
  // Random bytes behind a PDF header: incompressible, as real PDFs and pictures mostly are.
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(mib * 1024 * 1024 - 9)]);
  const body = multipart({}, { name: 'large.pdf', type: 'application/pdf', bytes });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const authorization = `Bearer ${await tokenFor(app, 'tenant.admin')}`;
  const uploads: number[] = [];
  const downloads: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    let started = performance.now();
    const uploaded = await fetch(`${base}/api/file/create_file_upload`, {
      method: 'POST',
      headers: { ...body.headers, authorization },
      body: body.payload,
    });
    const answer = await uploaded.text();
    uploads.push(performance.now() - started);
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${answer}`);
    const { id } = JSON.parse(answer) as { id: number };
    started = performance.now();
    const downloaded = await fetch(`${base}/api/file/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ id }),
    });
    const content = Buffer.from(await downloaded.arrayBuffer());
    downloads.push(performance.now() - started);
    if (!content.equals(bytes)) throw new Error('download: other bytes');
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
  console.log(
    `${database}, ${mib} MiB, ${runs} runs: upload ${median(uploads).toFixed(1)} ms, download ${median(downloads).toFixed(1)} ms (medians)`,
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
