import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { TOKEN_REFRESH_PATH } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';

/**
 * Larger API JSON answers are compressed for clients that accept it (brotli or gzip), small ones
 * and the token answers are not; built console assets are served from their pre-compressed
 * siblings when the browser accepts them, with Vary: Accept-Encoding and the immutable caching.
 */

let app: FastifyInstance;
let consoleDir: string;
const ASSET = 'main.0123abcd.js';
const SOURCE = `console.log(${JSON.stringify('x'.repeat(5000))});`;

before(async () => {
  consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-precompressed-'));
  fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Contract console</title>');
  fs.writeFileSync(path.join(consoleDir, ASSET), SOURCE);
  fs.writeFileSync(path.join(consoleDir, `${ASSET}.br`), zlib.brotliCompressSync(SOURCE));
  fs.writeFileSync(path.join(consoleDir, `${ASSET}.gz`), zlib.gzipSync(SOURCE));
  app = await buildTestApp({ consoleDir });
});
after(async () => {
  await app?.close();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('API answers', () => {
  const countries = (acceptEncoding?: string) =>
    as(app, 'tenant.admin', {
      method: 'GET',
      url: '/api/countries?itemsPerPage=300',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  test('a large list is brotli or gzip as the client accepts, and decodes to the same JSON', async () => {
    const plain = await countries();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 1024);
    const br = await countries('gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 3);
    assert.deepEqual(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()), JSON.parse(plain.body));
    const gzip = await countries('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()), JSON.parse(plain.body));
  });

  test('a small answer and the token answers stay plain', async () => {
    const small = await as(app, 'tenant.admin', {
      method: 'GET',
      url: '/api/dashboard',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(small.headers['content-encoding'], undefined);
    const refused = await app.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { refresh_token: 'x'.repeat(2000) },
    });
    assert.equal(refused.headers['content-encoding'], undefined);
  });
});

describe('built console assets', () => {
  const asset = (acceptEncoding?: string) =>
    app.inject({ url: `/${ASSET}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  test('the .br or .gz sibling when accepted, the plain file otherwise; Vary and immutable caching on all', async () => {
    const br = await asset('gzip, br');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), SOURCE);
    const gzip = await asset('gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), SOURCE);
    const plain = await asset();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SOURCE);
    for (const response of [br, gzip, plain]) {
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.match(String(response.headers.vary), /accept-encoding/i);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
  });
});
