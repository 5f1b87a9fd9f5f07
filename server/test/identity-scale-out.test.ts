import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_HTTPONLY_COOKIE, TOKEN_REFRESH_PATH } from '../../contract/index.js';
import { buildApp } from '../src/app.js';
import { freshPostgresDatabase } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL, signIn, type Step, type Target } from './identity-helpers.js';

/**
 * Instances of the platform on one database and one data folder (keys) serve one product: the
 * identity service's sessions, grants and interactions live in the database, so a sign-in made
 * through one instance is known to another, and to an instance started after a restart.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
let database: { url?: string; sqliteFile?: string; drop?: () => Promise<void> };
const running: FastifyInstance[] = [];

async function instance(): Promise<FastifyInstance> {
  const app = await buildApp({
    logger: false,
    config: {
      dataDir,
      databaseUrl: database.url,
      sqliteFile: database.sqliteFile ?? ':memory:',
      consoleDir: '/nonexistent',
      publicUrl: PUBLIC_URL,
      consoleUrl: PUBLIC_URL,
      // Building the second instance in this process stalls the first's event loop (helpers.ts).
      shedEventLoopDelayMs: 0,
    },
  });
  running.push(app);
  return app;
}

before(async () => {
  database = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL)
    : { sqliteFile: path.join(dataDir, 'shared.sqlite') };
});
after(async () => {
  for (const app of running) await app.close();
  await database.drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a browse ended with the callback sending the browser to the console, signed in. */
const backAtConsole = (steps: Step[]) =>
  steps.some((step) => step.url.startsWith('/connect/keycloak/check') && step.location === `${PUBLIC_URL}/`);
const route = (steps: Step[]) => steps.map((step) => `${step.status} ${step.url.split('?')[0]}`).join(' → ');

/** A connect with the browser's cookies: straight back to the console, or through the sign-in page. */
const connect = (target: Target, jar: CookieJar) => browse(target, jar, { url: '/connect/keycloak' });

describe('two instances on one database', () => {
  let one: FastifyInstance;
  let two: FastifyInstance;
  before(async () => {
    one = await instance();
    two = await instance();
  });

  test('signed in through one, refreshed through the other', async () => {
    const jar = new CookieJar();
    const steps = await signIn(one, jar, 'tenant.admin');
    assert.ok(backAtConsole(steps), route(steps));
    const refreshed = await two.inject({
      method: 'POST',
      url: TOKEN_REFRESH_PATH,
      payload: { refresh_token: jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE) },
    });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    const { token } = refreshed.json<{ token: string }>();
    const me = await one.inject({
      url: '/api/users?userName=tenant.admin',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.statusCode, 200, 'a token from one instance opens the other');
  });

  test('the identity-service session made on one instance is known to the other (no second sign-in)', async () => {
    const jar = new CookieJar();
    await signIn(one, jar, 'editor');
    const steps = await connect(two, jar);
    assert.ok(backAtConsole(steps), route(steps));
  });

  test('a sign-in page shown by one instance is completed through the other', async () => {
    const jar = new CookieJar();
    const page = last(await browse(one, jar, { url: '/connect/keycloak' }));
    const { action } = firstForm(page.response.body);
    // Behind a load balancer, the form post and every redirect after it may land elsewhere.
    const steps = await browse(two, jar, {
      method: 'POST',
      url: action,
      form: { username: 'customer', password: 'demo' },
    });
    assert.ok(backAtConsole(steps), route(steps));
  });
});

describe('a restart', () => {
  test('keeps the identity-service sessions', async () => {
    const first = await instance();
    const jar = new CookieJar();
    await signIn(first, jar, 'company.admin');
    await first.close();
    const restarted = await instance();
    const steps = await connect(restarted, jar);
    assert.ok(backAtConsole(steps), route(steps));
  });
});
