import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { ROLES, type Role } from '../../contract/index.js';
import type { AuthUser } from '../src/auth/plugin.js';
import { StreamHub, type Stream } from '../src/http/stream-hub.js';
import { companyResource } from '../src/resources/companies/companies.js';
import { contractResource } from '../src/resources/contracts/contracts.js';
import { buildTestApp, tokenFor } from './helpers.js';

/**
 * Event streams within bounds (issue 28): no user can hold more than its share of an instance's
 * streams, and what a write costs does not grow with the streams open (an audience is decided
 * once per group of users with the same scope, not once per stream).
 */

describe('stream limits', () => {
  let app: FastifyInstance;
  let base: string;
  before(async () => {
    app = await buildTestApp({ eventStreamsPerUser: 2, eventStreamsMax: 3 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const open = async (userName: string) => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${await tokenFor(app, userName)}` },
      signal: controller.signal,
    });
    return { response, close: () => controller.abort() };
  };

  it("one more stream than a user's limit, or the instance's, is a 429 with Retry-After; a closed stream frees its place", async () => {
    const streams = [await open('editor'), await open('editor')];
    try {
      assert.deepEqual(
        streams.map((s) => s.response.status),
        [200, 200],
      );
      const third = await open('editor');
      assert.equal(third.response.status, 429);
      assert.equal(third.response.headers.get('retry-after'), '30');
      const body = (await third.response.json()) as Record<string, unknown>;
      assert.equal(body['hydra:description'], 'Too many open event streams.');

      streams.push(await open('tenant.admin'));
      assert.equal(streams[2]!.response.status, 200, "another user's stream is still taken");
      const overInstance = await open('customer');
      assert.equal(overInstance.response.status, 429, 'the instance holds 3');
      await overInstance.response.body?.cancel();

      streams.shift()!.close();
      let again: Awaited<ReturnType<typeof open>> | undefined;
      for (let attempt = 0; attempt < 50 && again?.response.status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await open('editor');
      }
      assert.equal(again?.response.status, 200, 'the closed stream freed its place');
      streams.push(again!);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('audience cost', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  /** A hub on the app's database that counts its statements. */
  function countingHub() {
    const counter = { statements: 0 };
    // Counted at their results: compiling a scope for its key (once per user) executes nothing.
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counter.statements += 1;
        return args.result;
      },
    };
    const hub = new StreamHub(app.db.kysely.withPlugin(counting), { perUser: 1000, max: 100_000, heartbeatMs: 60_000 });
    return { hub, counter };
  }

  const stream = (): Stream => ({ sessionId: 's', write: () => undefined, end: () => undefined });
  /** Adds `count` streams of `user` that leave the hub when ended, as real ones do. */
  const addStreams = (hub: StreamHub, user: AuthUser, count: number) => {
    for (let i = 0; i < count; i += 1) {
      const added: Stream = { ...stream(), end: () => hub.remove(user.id, added) };
      hub.add(user, added);
    }
  };
  const acme = async () =>
    (await app.db.kysely.selectFrom('tenants').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const member = (id: number, roles: Role[], tenantId: number | null, companyId: number | null = null): AuthUser => ({
    id,
    userName: `u${id}`,
    roles,
    tenantId,
    companyId,
  });

  it('one statement decides a write for any number of streams of users with the same scope', async () => {
    const tenantId = await acme();
    const company = await app.db.kysely
      .selectFrom('companies')
      .select('uuid')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    for (const streams of [1, 40, 1000]) {
      const { hub, counter } = countingHub();
      // Ten tenant admins of one tenant (one scope), each with its share of the streams.
      for (let i = 0; i < 10; i += 1)
        addStreams(
          hub,
          member(9000 + i, [ROLES.TENANT_ADMIN], tenantId),
          Math.floor(streams / 10) + (i < streams % 10 ? 1 : 0),
        );
      const audience = await hub.audienceOf(companyResource, company.uuid);
      assert.equal(counter.statements, 1, `${streams} streams`);
      assert.equal(audience.length, Math.min(streams, 10), 'every user of the group is in the audience');
      hub.endAll('done');
      assert.equal(hub.size, 0);
    }
  });

  it('users whose scope differs (a customer sees its own contracts) are decided together, 100 groups a statement', async () => {
    const tenantId = await acme();
    const contract = await app.db.kysely
      .selectFrom('contracts')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const { hub, counter } = countingHub();
    for (let i = 0; i < 250; i += 1) addStreams(hub, member(20_000 + i, [ROLES.CUSTOMER], tenantId, null), 4);
    addStreams(hub, member(30_000, [ROLES.TENANT_ADMIN], tenantId), 1);
    const audience = await hub.audienceOf(contractResource, String(contract.id));
    assert.equal(counter.statements, 3, '251 groups, 1,001 streams: three statements');
    assert.deepEqual(audience, [30_000], 'only the tenant admin sees a contract none of these customers signs');
    hub.endAll('done');
  });
});
