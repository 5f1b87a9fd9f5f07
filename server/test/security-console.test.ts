import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ConsoleRuntimeConfig } from '../../contract/index.js';
import { as, buildTestApp, consoleFolder } from './helpers.js';
import { assertNoInternals, json } from './api-helpers.js';

type Headers = Record<string, unknown>;

function assertSecurityHeaders(headers: Headers, where: string): void {
  assert.equal(headers['x-content-type-options'], 'nosniff', where);
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', where);
  assert.equal(headers['x-frame-options'], 'DENY', where);
  const csp = String(headers['content-security-policy']);
  assert.match(csp, /default-src 'self'/, where);
  assert.match(csp, /script-src 'self'(;|$)/, `${where}: no inline scripts`);
  assert.match(csp, /frame-ancestors 'none'/, where);
}

describe('security headers and the built console', () => {
  let app: FastifyInstance;
  let consoleDir: string;
  before(async () => {
    consoleDir = consoleFolder({
      'index.html': '<!doctype html><title>Contract console</title><div id="root"></div>',
      'login.html':
        '<!doctype html><title>Contract console</title><script src="/sign-in.0123abcd.js"></script><div id="root"></div>',
      'main.0123abcd.js': 'console.log("app")',
    });
    app = await buildTestApp({ consoleDir });
  });
  after(async () => {
    await app.close();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  test('on an API answer, a 404 and the console index', async () => {
    const api = await as(app, 'supervisor', { method: 'GET', url: '/api/dashboard' });
    assert.equal(api.statusCode, 200);
    assertSecurityHeaders(api.headers, 'API');

    const missing = await as(app, 'supervisor', { method: 'GET', url: '/api/no-such-resource' });
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing)['@type'], 'hydra:Error');
    assertSecurityHeaders(missing.headers, '404');

    const index = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.equal(index.statusCode, 200);
    assert.match(index.body, /Contract console/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    assertSecurityHeaders(index.headers, 'console');
    assert.equal(index.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
  });

  test('deep links load the app; server paths and assets are not swallowed', async () => {
    for (const url of ['/de/tenant', '/tenant/3', '/contract/template/4/version/2']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /<div id="root">/, url);
    }
    const asset = await app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    assert.equal(asset.statusCode, 200);
    assert.match(String(asset.headers['cache-control']), /immutable/);

    const apiHtml = await app.inject({ method: 'GET', url: '/api/nothing', headers: { accept: 'text/html' } });
    assert.equal(apiHtml.statusCode, 404);
    const missingAsset = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    assert.equal(missingAsset.statusCode, 404);
    const escape = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd', headers: { accept: '*/*' } });
    assert.equal(escape.statusCode, 404);
  });

  test('the sign-in landings get the sign-in page, in English and the languages with a catalogue', async () => {
    const page = async (url: string) =>
      app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
    for (const url of [
      '/login',
      '/login?returnTo=%2Ftenant',
      '/de/login',
      '/ja/login/',
      '/logout_success',
      '/fr/logout_success',
    ]) {
      const response = await page(url);
      assert.equal(response.statusCode, 200, url);
      assert.match(response.body, /sign-in\.0123abcd\.js/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
    // Everything else is the console's, which knows every locale: '/en/' it drops, an unknown prefix is its 404.
    for (const url of ['/en/login', '/xx/login', '/sw/login', '/login/extra', '/tenant', '/']) {
      const response = await page(url);
      assert.equal(response.statusCode, 200, url);
      assert.doesNotMatch(response.body, /sign-in\.0123abcd\.js/, url);
    }
  });

  test('config.json tells the console where the API and the realm are', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    assert.deepEqual(json<ConsoleRuntimeConfig>(response), {
      apiHost: '',
      connectPath: '/connect/keycloak',
      realmUrl: 'http://localhost:8080/realms/contracts',
      clientId: 'console',
    });
  });

  test('error answers never carry a stack or SQL text', async () => {
    const answers = await Promise.all([
      as(app, 'supervisor', { method: 'GET', url: '/api/tenants?page=0' }),
      as(app, 'supervisor', { method: 'GET', url: '/api/tenants?order[name]=sideways' }),
      as(app, 'supervisor', { method: 'GET', url: '/api/tenants/abc' }),
      as(app, 'supervisor', {
        method: 'PATCH',
        url: '/api/tenants/1',
        headers: { 'content-type': 'application/merge-patch+json' },
        payload: '{"name":',
      }),
      as(app, 'supervisor', {
        method: 'POST',
        url: '/api/users',
        payload: { userName: 'x', company: "/api/companies/' OR 1=1 --" },
      }),
      as(app, 'supervisor', { method: 'POST', url: '/api/tenants', payload: { name: 'x'.repeat(300) } }),
    ]);
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [400, 400, 404, 400, 400, 422],
    );
    for (const answer of answers) assertNoInternals(answer.body);
  });
});

describe('unexpected faults and oversized bodies', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
    // A route that fails the way a broken query would, with SQL in the message.
    app.get('/api/test-fault', async () => {
      throw new Error('SQLITE_ERROR: near "FROM": syntax error in SELECT password_hash FROM users');
    });
  });
  after(() => app.close());

  test('a fault is a generic 500 hydra:Error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-fault' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(json(response), {
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': 'Internal Server Error',
    });
    assertNoInternals(response.body);
  });

  test('a body over the limit is a 413', async () => {
    const response = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/tenants',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(json(response)['@type'], 'hydra:Error');
  });
});

describe('without a built console', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: 'https://console.example.com' });
  });
  after(() => app.close());

  test('/ says how to build it, and https turns on HSTS', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /npm run build/);
    assertSecurityHeaders(response.headers, 'not built');
    assert.match(String(response.headers['strict-transport-security']), /max-age=\d+/);
  });
});
