import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { json } from './api-helpers.js';
import { multipart, PDF } from './files-fixture.js';
import { as, buildTestApp } from './helpers.js';

/**
 * A download's file name ends in the extension of the type the server stored (sniffed), so a
 * text file named report.html is never saved as .html and opened as a page. And no API JSON
 * answer is kept by a cache.
 */

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

async function downloadedName(name: string, type: string, bytes: Buffer): Promise<string> {
  const uploaded = await as(app, 'tenant.admin', {
    method: 'POST',
    url: '/api/file/create_file_upload',
    ...multipart({ name }, { name, type, bytes }),
  });
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const download = await as(app, 'tenant.admin', {
    method: 'POST',
    url: '/api/file/download',
    payload: { id: json<{ id: number }>(uploaded).id },
  });
  assert.equal(download.statusCode, 200);
  const header = String(download.headers['content-disposition']);
  return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '');
}

test('the served name’s extension follows the stored type', async () => {
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  assert.equal(await downloadedName('report.html', 'text/plain', html), 'report.txt');
  assert.equal(await downloadedName('report.html', 'application/octet-stream', html), 'report.txt');
  assert.equal(await downloadedName('photo.jpeg', 'application/octet-stream', PNG), 'photo.png');
  assert.equal(await downloadedName('scan', 'application/pdf', PDF), 'scan.pdf');
  // A matching extension is kept as written.
  assert.equal(await downloadedName('Vertrag.PDF', 'application/pdf', PDF), 'Vertrag.PDF');
  assert.equal(await downloadedName('list.csv', 'text/csv', Buffer.from('a,b\n1,2\n')), 'list.csv');
});

test('API JSON answers carry Cache-Control: no-store, errors included', async () => {
  for (const [userName, url] of [
    ['tenant.admin', '/api/companies'],
    ['tenant.admin', '/api/tenants/999999'],
    ['customer', '/api/tenants'],
    ['supervisor', '/api/dashboard'],
  ] as const) {
    const response = await as(app, userName, { method: 'GET', url });
    assert.match(String(response.headers['content-type']), /json/);
    assert.equal(response.headers['cache-control'], 'no-store', `${url} (${response.statusCode})`);
  }
  const anonymous = await app.inject({ method: 'GET', url: '/api/companies' });
  assert.equal(anonymous.headers['cache-control'], 'no-store', '401 too');
});
