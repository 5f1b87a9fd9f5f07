import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL } from './identity-helpers.js';

/**
 * Forwarded headers are trusted only when TRUST_PROXY says so, and the identity service's
 * addresses come from PUBLIC_URL whatever a request claims.
 */

const SPOOFED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '6.6.6.6' };
const apps: FastifyInstance[] = [];
after(async () => {
  for (const app of apps) await app.close();
});

async function appWith(trustProxy: boolean | string) {
  const lines: Record<string, unknown>[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL, trustProxy }, { logStream });
  apps.push(app);
  return { app, lines };
}

/** The client address the sign-in page logs for a failed attempt with forwarded headers. */
async function loggedClientAddress(setup: Awaited<ReturnType<typeof appWith>>) {
  const jar = new CookieJar();
  const page = last(await browse(setup.app, jar, { url: '/connect/keycloak' }));
  const { action } = firstForm(page.response.body);
  await setup.app.inject({
    method: 'POST',
    url: action,
    remoteAddress: '10.0.0.5',
    headers: {
      ...SPOOFED,
      host: new URL(PUBLIC_URL).host,
      cookie: jar.header(action),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'username=editor&password=wrong',
  });
  return setup.lines.find((line) => line.event === 'sign_in_failed')?.clientAddress;
}

describe('TRUST_PROXY', () => {
  test('off by default: X-Forwarded-For does not change the client address', async () => {
    const setup = await appWith(false);
    assert.equal(await loggedClientAddress(setup), '10.0.0.5');
  });

  test('on: the forwarded client address is used', async () => {
    const setup = await appWith('10.0.0.0/8');
    assert.equal(await loggedClientAddress(setup), '6.6.6.6');
  });
});

describe('the identity service’s addresses come from PUBLIC_URL only', () => {
  for (const trustProxy of [false, true]) {
    test(`discovery ignores X-Forwarded-Host and Host (trust proxy ${trustProxy})`, async () => {
      const { app } = await appWith(trustProxy);
      const response = await app.inject({
        url: '/realms/contracts/.well-known/openid-configuration',
        headers: { ...SPOOFED, host: 'other.example:9999' },
      });
      assert.equal(response.statusCode, 200);
      const document = response.json<Record<string, unknown>>();
      const urls = Object.values(document).filter(
        (value): value is string => typeof value === 'string' && /^\w+:\/\//.test(value),
      );
      assert.ok(urls.length > 5);
      for (const url of urls) assert.ok(url.startsWith(`${PUBLIC_URL}/realms/contracts`), url);
      assert.doesNotMatch(response.body, /evil\.example|other\.example/);
    });
  }
});
