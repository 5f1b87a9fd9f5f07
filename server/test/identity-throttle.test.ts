import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../src/auth/password.js';
import { as, buildTestApp } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL } from './identity-helpers.js';

/**
 * Sign-in throttling of the built-in identity service: per account and per client address a
 * growing delay, then a temporary lock with a clear message; answers for unknown users and users
 * without a password take as long as a wrong password; one structured warn line per failed or
 * refused sign-in, never with the password.
 */

const LOCK_AFTER = 4;
const ADDRESS_LOCK_AFTER = 7;
let app: FastifyInstance;
const logLines: Record<string, unknown>[] = [];

before(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
  });
  app = await buildTestApp(
    { signInFreeFailures: 2, signInLockAfter: LOCK_AFTER, signInAddressLockAfter: ADDRESS_LOCK_AFTER },
    { logStream },
  );
});
after(() => app?.close());

/** A sign-in page of a fresh interaction: where its form posts and the cookies that go with it. */
async function signInPage(remoteAddress = '203.0.113.1') {
  const jar = new CookieJar();
  const page = last(await browse(app, jar, { url: '/connect/keycloak' }));
  assert.equal(page.status, 200);
  const { action } = firstForm(page.response.body);
  const attempt = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: action,
      remoteAddress,
      headers: {
        host: new URL(PUBLIC_URL).host,
        cookie: jar.header(action),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ username, password }).toString(),
    });
  return { attempt };
}

/** Lets the delay of a key pass, as waiting would. */
const waitOut = () => app.db.kysely.updateTable('sign_in_throttles').set({ blocked_until: null }).execute();
const alert = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1] ?? '';

describe('sign-in throttling', () => {
  test('per account: free failures, then a growing delay, then a lock — even the right password waits', async () => {
    const { attempt } = await signInPage();
    for (let i = 0; i < 2; i += 1) {
      const wrong = await attempt('editor', 'wrong');
      assert.equal(wrong.statusCode, 401);
      assert.equal(alert(wrong.body), 'Invalid username or password.');
    }
    assert.equal((await attempt('editor', 'wrong')).statusCode, 401, 'the third failure still answers');
    const delayed = await attempt('editor', 'demo');
    assert.equal(delayed.statusCode, 429, 'the right password during the delay is refused');
    assert.match(alert(delayed.body), /Too many failed sign-ins\. Please wait \d+ seconds? and try again\./);
    assert.match(delayed.body, /name="username"/, 'the sign-in form stays on the page');

    await waitOut();
    const locking = await attempt('editor', 'wrong');
    assert.equal(locking.statusCode, 429);
    assert.match(alert(locking.body), /locked for 15 minutes/);
    await waitOut(); // the lock is not a delay: it holds until it ends
    await app.db.kysely
      .updateTable('sign_in_throttles')
      .set({ blocked_until: '2999-01-01T00:00:00.000Z' })
      .where('key', 'like', 'account:%')
      .execute();
    const locked = await attempt('editor', 'demo');
    assert.equal(locked.statusCode, 429);
    assert.match(alert(locked.body), /locked/);

    // Another account from the same address is not affected by this account's lock.
    const other = await attempt('customer', 'demo');
    assert.equal(other.statusCode, 303, other.body);
  });

  test('a burst of parallel guesses is throttled as if they came one by one: only three passwords are checked', async () => {
    const { attempt } = await signInPage('203.0.113.50');
    const before = logLines.length;
    const guesses = Array.from({ length: 12 }, (_, i) => `wrong-${i}`);
    const answers = await Promise.all(guesses.map((password) => attempt('company.admin', password)));
    const statuses = answers.map((answer) => answer.statusCode);
    // Only the free failures and the first delayed one had their password checked at all (checking
    // first and counting after the hash let every guess of a burst be tried).
    const checked = logLines.slice(before).filter((line) => line.event === 'sign_in_failed');
    assert.equal(checked.length, 3, `passwords checked: ${checked.length}; answers ${statuses.join(' ')}`);
    assert.equal(statuses.filter((status) => status === 401).length, 3);
    assert.equal(statuses.filter((status) => status === 429).length, 9);
    // The right password right after the burst waits too.
    assert.equal((await attempt('company.admin', 'demo')).statusCode, 429);
  });

  test('an unknown account is throttled exactly like a known one (no way to tell them apart)', async () => {
    const { attempt } = await signInPage('203.0.113.2');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('nobody.here', 'wrong')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  test('per client address: failures across accounts lock the address, not other addresses', async () => {
    const { attempt } = await signInPage('198.51.100.7');
    for (let i = 0; i < ADDRESS_LOCK_AFTER; i += 1) {
      await waitOut();
      await attempt(`spray.${i}`, 'wrong');
    }
    await waitOut();
    await app.db.kysely
      .updateTable('sign_in_throttles')
      .set({ blocked_until: '2999-01-01T00:00:00.000Z' })
      .where('key', '=', 'address:198.51.100.7')
      .execute();
    const refused = await attempt('company.admin', 'demo');
    assert.equal(refused.statusCode, 429);
    const elsewhere = await (await signInPage('198.51.100.8')).attempt('company.admin', 'demo');
    assert.equal(elsewhere.statusCode, 303);
  });

  test('one structured warn line per failed and per refused sign-in, never the password', async () => {
    const { attempt } = await signInPage('192.0.2.9');
    const before = logLines.length;
    await attempt('api.user', 'Secret-Password-1');
    const failed = logLines.slice(before).filter((line) => line.event === 'sign_in_failed');
    assert.equal(failed.length, 1);
    assert.equal(failed[0]!.level, 40, 'warn');
    assert.equal(failed[0]!.userName, 'api.user');
    assert.equal(failed[0]!.clientAddress, '192.0.2.9');
    assert.equal(typeof failed[0]!.accountFailures, 'number');
    const refusedBefore = logLines.filter((line) => line.event === 'sign_in_refused').length;
    await app.db.kysely
      .updateTable('sign_in_throttles')
      .set({ blocked_until: '2999-01-01T00:00:00.000Z' })
      .where('key', '=', 'account:api.user')
      .execute();
    await attempt('api.user', 'Secret-Password-2');
    assert.equal(logLines.filter((line) => line.event === 'sign_in_refused').length, refusedBefore + 1);
    assert.doesNotMatch(JSON.stringify(logLines), /Secret-Password/);
  });
});

describe('constant-time answers', () => {
  test('an unknown user and a user without a password answer as slowly as a wrong password', async () => {
    const created = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/users',
      payload: { userName: 'no.password', roles: ['ROLE_USER'] },
    });
    assert.equal(created.statusCode, 201);
    // What each answer is measured against: one password check (scrypt), timed in this process in
    // the same rounds. A known user's answer also waits on its database writes (failure counts),
    // which a burst of load on a shared machine (CI runs the browser tests beside this suite, and
    // PostgreSQL at low priority) can slow alone; the hash is what must not be skipped.
    const storedHash = await hashPassword('the password of some user');
    const hashTimes: number[] = [];
    const callers = [
      { username: 'customer', page: await signInPage('192.0.2.20'), times: [] as number[] },
      { username: 'no.password', page: await signInPage('192.0.2.21'), times: [] as number[] },
      { username: 'never.existed', page: await signInPage('192.0.2.22'), times: [] as number[] },
    ];
    for (let round = 0; round < 7; round += 1) {
      const hashStarted = process.hrtime.bigint();
      await verifyPassword('wrong', storedHash);
      hashTimes.push(Number(process.hrtime.bigint() - hashStarted) / 1e6);
      for (const caller of callers) {
        await waitOut();
        const started = process.hrtime.bigint();
        const response = await caller.page.attempt(caller.username, 'wrong');
        caller.times.push(Number(process.hrtime.bigint() - started) / 1e6);
        assert.equal(response.statusCode, 401, response.body);
        await app.db.kysely.deleteFrom('sign_in_throttles').execute();
      }
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[3]!;
    const hash = median(hashTimes);
    // The password hash dominates (tens of ms); an answer that skipped it would come in a few.
    for (const { username, times } of callers) {
      assert.ok(median(times) > hash * 0.6, `${username}: ${median(times)} ms vs one password check ${hash} ms`);
    }
  });
});
