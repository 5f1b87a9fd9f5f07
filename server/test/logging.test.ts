import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_HTTPONLY_COOKIE, TOKEN_COOKIE, TOKEN_REFRESH_PATH } from '../../contract/index.js';
import { hashPassword } from '../src/auth/password.js';
import { isStaticAsset, loggedUrl, prettyLine } from '../src/logging.js';
import { buildTestApp, tokenFor } from './helpers.js';
import { CookieJar, PUBLIC_URL, signIn, type Step } from './identity-helpers.js';

/**
 * The server log: one short line per request, warnings always, JSON on demand, and no token,
 * cookie, authorization header, password or code in any line, whatever the request carried.
 */

const PASSWORD = 'Pw-7c1e9a-unique';
const WRONG_PASSWORD = 'Wrong-4b2f88-unique';
const COOKIE_SECRET = 'cookie-secret-3e9d01';
const REQUEST_LINE = /^\d\d:\d\d:\d\d (GET|POST|PUT|PATCH|DELETE) \S+ \d{3} \d+ms$/;

type ServerConfigOverrides = NonNullable<Parameters<typeof buildTestApp>[0]>;
const apps: FastifyInstance[] = [];
after(async () => {
  for (const app of apps) await app.close();
});

async function logged(config: ServerConfigOverrides) {
  const chunks: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL, ...config }, { logStream });
  apps.push(app);
  const password_hash = await hashPassword(PASSWORD);
  await app.db.kysely.updateTable('users').set({ password_hash }).where('user_name', '=', 'tenant.admin').execute();
  return { app, text: () => chunks.join(''), lines: () => chunks.join('').split('\n').filter(Boolean) };
}

const setCookieValues = (steps: { response: { headers: Record<string, unknown> } }[]): string[] =>
  steps
    .flatMap((step) => {
      const header = step.response.headers['set-cookie'];
      return header === undefined ? [] : Array.isArray(header) ? header.map(String) : [String(header)];
    })
    .map((line) => decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('=')))
    .filter((value) => value.length >= 8);

/** A whole session: a failed and a good sign-in, API calls with bearer and cookie, a refresh. */
async function session(app: FastifyInstance): Promise<string[]> {
  const failed = await signIn(app, new CookieJar(), 'tenant.admin', WRONG_PASSWORD);
  const jar = new CookieJar();
  const steps: Step[] = await signIn(app, jar, 'tenant.admin', PASSWORD);
  const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'));
  assert.ok(callback, 'signed in through the callback');
  const query = new URLSearchParams(callback.url.split('?')[1]);
  const secrets = [PASSWORD, WRONG_PASSWORD, COOKIE_SECRET, ...setCookieValues([...failed, ...steps])];
  for (const name of ['code', 'state']) if (query.get(name)) secrets.push(query.get(name)!);
  const bearer = await tokenFor(app, 'tenant.admin');
  secrets.push(bearer, jar.get(TOKEN_COOKIE)!, jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!);

  const companies = await app.inject({
    url: '/api/companies?name=Acme',
    headers: { authorization: `Bearer ${bearer}`, cookie: `other=${COOKIE_SECRET}` },
  });
  assert.equal(companies.statusCode, 200);
  const refreshed = await app.inject({
    method: 'POST',
    url: TOKEN_REFRESH_PATH,
    headers: {
      cookie: `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!)}`,
    },
  });
  assert.equal(refreshed.statusCode, 200);
  secrets.push(refreshed.json<{ token: string }>().token, ...setCookieValues([{ response: refreshed }]));
  const byBody = await app.inject({
    method: 'POST',
    url: TOKEN_REFRESH_PATH,
    payload: { refresh_token: COOKIE_SECRET },
  });
  assert.equal(byBody.statusCode, 401);
  await app.inject({ url: `/realms/contracts/protocol/openid-connect/auth?code=${COOKIE_SECRET}&client_id=console` });
  await app.inject({ url: `/api/companies?access_token=${COOKIE_SECRET}`, headers: { cookie: `t=${COOKIE_SECRET}` } });
  return secrets;
}

describe('the server log', () => {
  it('cleans URLs: identity queries cut, secret API parameters masked, filters kept', () => {
    assert.equal(loggedUrl('/connect/keycloak/check?code=abc&state=def'), '/connect/keycloak/check?…');
    assert.equal(loggedUrl('/api/companies?name=Acme&page=2'), '/api/companies?name=Acme&page=2');
    assert.equal(
      loggedUrl('/realms/contracts/login-actions/wsUVbQuz9eqZH9aS0n_tpuXKpTjqKPuW267tlMcXcbz'),
      '/realms/contracts/login-actions/…',
    );
    assert.equal(
      loggedUrl('/realms/contracts/.well-known/openid-configuration'),
      '/realms/contracts/.well-known/openid-configuration',
    );
    assert.equal(loggedUrl('/api/token/refresh?refresh_token=abc'), '/api/token/refresh?…');
    assert.equal(loggedUrl('/api/users?password=x&userName=y'), '/api/users?password=***&userName=y');
    assert.ok(isStaticAsset('/main.0123abcd.js') && isStaticAsset('/favicon.ico'));
    assert.ok(!isStaticAsset('/config.json') && !isStaticAsset('/api/files/1.pdf') && !isStaticAsset('/de/tenant'));
    assert.match(
      prettyLine('{"level":40,"time":0,"msg":"sign-in failed","event":"sign_in_failed"}'),
      /WARN sign-in failed/,
    );
  });

  it('development: one short line per request, no secret in any line', async () => {
    const setup = await logged({ logFormat: 'pretty' });
    const secrets = await session(setup.app);
    const text = setup.text();
    for (const secret of secrets) assert.ok(!text.includes(secret), `a secret reached the log: ${secret.slice(0, 6)}…`);
    assert.doesNotMatch(text, /Bearer|authorization|"cookie"/i);
    const requests = setup.lines().filter((line) => REQUEST_LINE.test(line));
    assert.ok(
      requests.some((line) => / GET \/api\/companies\?name=Acme 200 \d+ms$/.test(line)),
      text,
    );
    assert.ok(requests.some((line) => / POST \/api\/token\/refresh 200 \d+ms$/.test(line)));
    assert.ok(requests.some((line) => / GET \/realms\/contracts\/protocol\/openid-connect\/auth\?… \d{3} /.test(line)));
    assert.ok(requests.some((line) => / GET \/api\/companies\?access_token=\*\*\* 401 /.test(line)));
    assert.ok(setup.lines().some((line) => /WARN sign-in failed/.test(line)));
    // Every line is a request line, a warning/error, or a short message: no JSON, no headers.
    for (const line of setup.lines()) assert.ok(!line.startsWith('{'), line);
  });

  it('LOG_FORMAT=json: pino JSON lines with the request fields, and still no secret', async () => {
    const setup = await logged({ logFormat: 'json' });
    const secrets = await session(setup.app);
    const text = setup.text();
    for (const secret of secrets) assert.ok(!text.includes(secret), `a secret reached the log: ${secret.slice(0, 6)}…`);
    type Entry = { level: number; msg: string; request?: { method: string; path: string; status: number; ms: number } };
    const entries = setup.lines().map((line) => JSON.parse(line) as Entry);
    const line = entries.find((entry) => entry.request?.path === '/api/companies?name=Acme');
    assert.equal(line?.level, 30);
    assert.deepEqual(
      { ...line?.request, ms: 0 },
      { method: 'GET', path: '/api/companies?name=Acme', status: 200, ms: 0 },
    );
    assert.equal(typeof line?.request?.ms, 'number');
    assert.ok(entries.some((entry) => entry.level === 40 && entry.msg === 'sign-in failed'));
  });

  it('LOG_LEVEL=warn drops request lines and keeps warnings; built console assets are not logged at info', async () => {
    const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-'));
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(consoleDir, 'main.0123abcd.js'), 'console.log(1)');
    const quiet = await logged({ logFormat: 'pretty', logLevel: 'warn', consoleDir });
    await signIn(quiet.app, new CookieJar(), 'tenant.admin', WRONG_PASSWORD);
    await quiet.app.inject({ url: '/api/companies' });
    assert.equal(quiet.lines().filter((line) => REQUEST_LINE.test(line)).length, 0);
    assert.ok(quiet.lines().some((line) => /WARN sign-in failed/.test(line)));

    const info = await logged({ logFormat: 'pretty', consoleDir });
    assert.equal((await info.app.inject({ url: '/main.0123abcd.js' })).statusCode, 200);
    assert.equal((await info.app.inject({ url: '/de/tenant', headers: { accept: 'text/html' } })).statusCode, 200);
    assert.ok(!info.text().includes('main.0123abcd.js'), 'an asset request was logged at info');
    assert.ok(info.lines().some((line) => / GET \/de\/tenant 200 \d+ms$/.test(line)));
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });
});
