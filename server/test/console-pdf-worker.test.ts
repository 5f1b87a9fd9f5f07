import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, consoleFolder } from './helpers.js';

/**
 * pdf.js's worker, which the build emits as pdf.worker.<hash>.mjs beside the bundles: the browser
 * starts it as a module worker, so it must come as JavaScript (a module script of another type is
 * refused, all the more under nosniff), cached for good as the other hashed bundles, from its
 * pre-compressed sibling, and under the console's own script policy ('self'), which it runs under.
 */

const WORKER = 'pdf.worker.0123abcdef.mjs';
const SOURCE = `globalThis.onmessage = () => {}; // ${'x'.repeat(5000)}`;

describe('the PDF viewer worker', () => {
  let app: FastifyInstance;
  let consoleDir: string;
  before(async () => {
    consoleDir = consoleFolder({
      'index.html': '<!doctype html><title>Contract console</title><div id="root"></div>',
      [WORKER]: SOURCE,
    });
    fs.writeFileSync(`${consoleDir}/${WORKER}.br`, zlib.brotliCompressSync(SOURCE));
    app = await buildTestApp({ consoleDir });
  });
  after(async () => {
    await app.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  test('is JavaScript, immutable, compressed when accepted, under the script policy', async () => {
    for (const acceptEncoding of ['br', undefined]) {
      const response = await app.inject({
        method: 'GET',
        url: `/${WORKER}`,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^(text|application)\/javascript\b/);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'(;|$)/);
      const body = acceptEncoding ? zlib.brotliDecompressSync(response.rawPayload).toString() : response.body;
      assert.equal(response.headers['content-encoding'], acceptEncoding);
      assert.equal(body, SOURCE);
    }
  });

  test('an address that is no file of the build is not answered with the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/pdf.worker.fffffffff0.mjs', headers: { accept: '*/*' } });
    assert.equal(response.statusCode, 404);
  });
});
