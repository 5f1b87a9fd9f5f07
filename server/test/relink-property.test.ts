import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { json } from './api-helpers.js';
import { as, buildTestApp } from './helpers.js';
import { relinkArbitrary, relinkWorld, type Relink, type RelinkWorld } from './relink-generator.js';

/**
 * The ownership rule as a property, for every role and every link field: a write that succeeds
 * only ever names a row its caller could read beforehand (or the link it already had), and a
 * company chain never changes an address a provider uses.
 */

let app: FastifyInstance;
let world: RelinkWorld;
before(async () => {
  app = await buildTestApp();
  world = await relinkWorld(app);
  // One address shared by a company and a provider (as the chains once made them), so the
  // in-place rule has something to protect.
  const provider = await app.db.kysely
    .selectFrom('providers')
    .select('address_id')
    .where('address_id', 'is not', null)
    .executeTakeFirstOrThrow();
  await app.db.kysely
    .updateTable('companies')
    .set({ address_id: provider.address_id })
    .where('name', '=', 'Acme Retail GmbH')
    .execute();
});
after(() => app?.close());

/** The owner's link before the write, as the supervisor reads it (user.company is an object). */
async function currentLink(relink: Relink): Promise<string | null> {
  if (!relink.owner) return null;
  const response = await as(app, 'supervisor', { method: 'GET', url: relink.owner });
  if (response.statusCode !== 200) return null;
  const value = json(response)[relink.field];
  if (value && typeof value === 'object') return String((value as { '@id': string })['@id']);
  return typeof value === 'string' ? value : null;
}

const providerAddresses = () =>
  app.db.kysely
    .selectFrom('addresses')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('providers').select('address_id').where('address_id', 'is not', null))
    .orderBy('id')
    .execute();

test('a relink that succeeds names only a row the caller may read (every role, every link field)', async () => {
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(relinkArbitrary(world), async (relink) => {
      const readable =
        typeof relink.target !== 'string' ||
        (await as(app, relink.user, { method: 'GET', url: relink.target })).statusCode === 200;
      const current = await currentLink(relink);
      const chainAddress = relink.target === undefined;
      const before = chainAddress ? await providerAddresses() : [];
      const response = await as(app, relink.user, {
        method: relink.method,
        url: relink.url,
        headers: { 'content-type': relink.method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' },
        payload: relink.payload,
      });
      assert.ok(response.statusCode < 500, `${relink.method} ${relink.url} → ${response.statusCode}`);
      if (chainAddress)
        assert.deepEqual(await providerAddresses(), before, `${relink.user} changed a provider's address`);
      if (response.statusCode >= 300 || typeof relink.target !== 'string') return;
      accepted += 1;
      assert.ok(
        readable || relink.target === current,
        `${relink.user}: ${relink.method} ${relink.url} ${JSON.stringify(relink.payload)} → ${response.statusCode}, but may not read ${relink.target}`,
      );
    }),
    { seed: 20261123, numRuns: 400 },
  );
  // The property must have been tried on writes that went through, not only on refusals.
  assert.ok(accepted > 20, `only ${accepted} relinks were accepted`);
});
