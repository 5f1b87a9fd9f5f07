import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type AuditEntry, REFRESH_TOKEN_HTTPONLY_COOKIE } from '../../contract/index.js';
import { appendAudit } from '../src/audit/trail.js';
import { as, buildTestApp } from './helpers.js';
import { getAs, json, visibleIris, type Collection } from './api-helpers.js';
import { send } from './contracts-fixture.js';
import { multipart } from './files-fixture.js';
import { CookieJar, signIn } from './identity-helpers.js';

/**
 * The audit trail records every write through the API in the write's own transaction: one entry
 * per kind of write (generic create, update, delete, a chain, a batch, a signing, an upload, a
 * sign-in, a refused sign-in), with before/after of the fields changed and never a secret; a
 * refused or rolled-back write leaves none.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

const entryCount = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The entries of one record, newest first, as the supervisor reads them. */
async function entriesOf(resource: string, resourceId: string | number): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ resource, resourceId: String(resourceId) });
  const { status, body } = await getAs<Collection<AuditEntry>>(app, 'supervisor', `/api/audit_entries?${query}`);
  assert.equal(status, 200);
  return body['hydra:member'];
}

const idOf = (iri: string) => iri.split('/').pop()!;
const userRow = (userName: string) =>
  app.db.kysely.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirstOrThrow();

describe('audit entries of writes', () => {
  test('a generic create, update and delete each append one entry with who, from where and what changed', async () => {
    const countBefore = await entryCount();
    const created = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/allowed_origins',
      headers: { 'user-agent': 'audit-test/1.0', 'content-type': 'application/ld+json' },
      remoteAddress: '198.51.100.7',
      payload: JSON.stringify({ name: 'https://audit.example' }),
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = json<{ id: number }>(created).id;
    assert.equal(await entryCount(), countBefore + 1, 'one entry for one write');

    const [create] = await entriesOf('allowed_origins', id);
    assert.equal(create!.action, 'create');
    assert.equal(create!.userName, 'tenant.admin');
    assert.match(create!.user!, /^\/api\/users\/\d+$/);
    assert.deepEqual(create!.roles, ['ROLE_TENANT_ADMIN']);
    assert.equal(create!.address, '198.51.100.7');
    assert.equal(create!.userAgent, 'audit-test/1.0');
    assert.ok(create!.requestId);
    assert.deepEqual(create!.changes.name, { before: null, after: 'https://audit.example' });
    assert.match(create!.hash, /^[0-9a-f]{64}$/);

    const patched = await send(app, 'tenant.admin', 'PATCH', `/api/allowed_origins/${id}`, {
      name: 'https://audit2.example',
    });
    assert.equal(patched.status, 200);
    const [update] = await entriesOf('allowed_origins', id);
    assert.equal(update!.action, 'update');
    assert.deepEqual(update!.changes, { name: { before: 'https://audit.example', after: 'https://audit2.example' } });
    assert.equal(update!.previousHash, create!.hash, 'the next entry of the tenant chain names the one before');

    assert.equal((await send(app, 'tenant.admin', 'DELETE', `/api/allowed_origins/${id}`)).status, 204);
    const history = await entriesOf('allowed_origins', id);
    assert.deepEqual(
      history.map((entry) => entry.action),
      ['delete', 'update', 'create'],
      'deleting a record keeps its history',
    );
    assert.deepEqual(history[0]!.changes.name, { before: 'https://audit2.example', after: null });
    assert.equal(await entryCount(), countBefore + 3);
  });

  test("a translated record's texts changed through its own PATCH are an entry with each title before and after", async () => {
    const headers = { 'content-type': 'application/ld+json' };
    const created = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/contract_templates',
      headers,
      payload: JSON.stringify({ translations: [{ locale: 'en', title: 'Audit titles' }] }),
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = json<{ id: number }>(created).id;
    const renamed = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: `/api/contract_templates/${id}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({
        translations: [
          { locale: 'en', title: 'Audit titles, renamed' },
          { locale: 'de', title: 'Prüftitel' },
        ],
      }),
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const [latest, ...older] = (await entriesOf('contract_templates', id)).filter(
      (entry) => entry.action === 'translate',
    );
    assert.deepEqual(latest.changes, {
      'en.title': { before: 'Audit titles', after: 'Audit titles, renamed' },
      'de.title': { before: null, after: 'Prüftitel' },
    });
    // The create's texts are recorded too (from nothing).
    assert.deepEqual(older.at(-1)?.changes, { 'en.title': { before: null, after: 'Audit titles' } });
  });

  test('a user with a password: no hash, no token in any entry', async () => {
    const created = await send(app, 'tenant.admin', 'POST', '/api/users', {
      userName: 'audit.person',
      givenName: 'Audit',
      familyName: 'Person',
      email: 'audit.person@example.com',
      roles: ['ROLE_USER'],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.id as number;
    await app.db.kysely.updateTable('users').set({ password_hash: 'salt:secret' }).where('id', '=', id).execute();
    assert.equal((await send(app, 'tenant.admin', 'PATCH', `/api/users/${id}`, { givenName: 'Audited' })).status, 200);
    assert.equal((await send(app, 'tenant.admin', 'DELETE', `/api/users/${id}`)).status, 204);
    const entries = await entriesOf('users', id);
    assert.deepEqual(
      entries.map((entry) => entry.action),
      ['delete', 'update', 'create'],
    );
    assert.deepEqual(entries[1]!.changes, { givenName: { before: 'Audit', after: 'Audited' } });
    const text = JSON.stringify(entries);
    assert.doesNotMatch(text, /password|salt:secret/i);
  });

  test('a refused write (403, 422) leaves no entry', async () => {
    const countBefore = await entryCount();
    const forbidden = await send(app, 'editor', 'POST', '/api/allowed_origins', { name: 'https://no.example' });
    assert.equal(forbidden.status, 403);
    const invalid = await send(app, 'tenant.admin', 'POST', '/api/allowed_origins', { name: 'not an origin' });
    assert.equal(invalid.status, 422);
    const chainRefused = await as(app, 'tenant.admin', {
      method: 'POST',
      url: '/api/companies/chain',
      payload: {
        name: 'Refused Chain AG',
        groupCompany: false,
        address: { street: 'S 1', postalCode: '1', city: 'C' },
        provider: { new: { name: 'Only supervisors make providers' } },
      },
    });
    assert.equal(chainRefused.statusCode, 403);
    assert.equal(await entryCount(), countBefore);
  });

  test('a rolled-back transaction takes its entries and the chain head with it', async () => {
    const countBefore = await entryCount();
    const heads = await app.db.kysely.selectFrom('audit_chain_heads').selectAll().orderBy('chain').execute();
    await assert.rejects(
      app.db.kysely.transaction().execute(async (trx) => {
        const who = { user: null, address: null, userAgent: null, requestId: 'rollback' };
        await appendAudit(trx, who, [
          { resource: 'tenants', resourceId: '1', action: 'update', tenantId: 1, companyId: null },
        ]);
        throw new Error('the write fails after its entry');
      }),
      /fails after its entry/,
    );
    assert.equal(await entryCount(), countBefore);
    assert.deepEqual(await app.db.kysely.selectFrom('audit_chain_heads').selectAll().orderBy('chain').execute(), heads);
  });

  test('the company create chain records the company, its address and its new provider', async () => {
    const tenant = `/api/tenants/${(await userRow('tenant.admin')).tenant_id}`;
    const response = await as(app, 'supervisor', {
      method: 'POST',
      url: '/api/companies/chain',
      payload: {
        name: 'Audit Chain AG',
        groupCompany: false,
        tenant,
        address: { street: 'Kette 1', postalCode: '8000', city: 'Zürich' },
        provider: { new: { name: 'Audit Freight' } },
      },
    });
    assert.equal(response.statusCode, 201, response.body);
    const company = json<{ uuid: string; address: string; provider: string }>(response);
    const [entry] = await entriesOf('companies', company.uuid);
    assert.equal(entry!.action, 'create');
    assert.deepEqual(entry!.changes.name, { before: null, after: 'Audit Chain AG' });
    const [address] = await entriesOf('addresses', idOf(company.address));
    assert.deepEqual(address!.changes.street, { before: null, after: 'Kette 1' });
    assert.equal(address!.requestId, entry!.requestId, 'one request, one transaction');
    assert.equal((await entriesOf('providers', idOf(company.provider)))[0]!.action, 'create');

    const updated = await as(app, 'supervisor', {
      method: 'PATCH',
      url: `/api/companies/${company.uuid}/chain`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ address: { city: 'Basel' } }),
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const [moved] = await entriesOf('addresses', idOf(company.address));
    assert.equal(moved!.action, 'update');
    assert.deepEqual(moved!.changes, { city: { before: 'Zürich', after: 'Basel' } });
  });

  test('a batch appends one entry per version changed', async () => {
    const [first, second] = await visibleIris(app, 'tenant.admin', '/api/contract_versions?not_null[signedAt]=false');
    const batch = await send(app, 'tenant.admin', 'PATCH', '/api/contract_versions/batch', {
      items: [
        { '@id': first, content: 'Audit batch one' },
        { '@id': second, content: 'Audit batch two' },
      ],
    });
    assert.equal(batch.status, 200);
    for (const [iri, content] of [
      [first!, 'Audit batch one'],
      [second!, 'Audit batch two'],
    ] as const) {
      const [entry] = await entriesOf('contract_versions', idOf(iri));
      assert.equal(entry!.action, 'update');
      assert.equal((entry!.changes.content as { after: unknown }).after, content);
      assert.ok(entry!.tenant, 'a version is filed under its contract tenant');
    }
  });

  test('a customer signing records the association and the version', async () => {
    const [open] = await visibleIris(app, 'customer', '/api/customer_associations?not_null[signedAt]=false');
    const signed = await send(app, 'customer', 'POST', `${open!}/sign`);
    assert.equal(signed.status, 200);
    const [entry] = await entriesOf('customer_associations', idOf(open!));
    assert.equal(entry!.action, 'sign');
    assert.equal(entry!.userName, 'customer');
    assert.deepEqual(entry!.changes.signedAt, { before: null, after: signed.body.signedAt });
    const versions = await getAs<Collection<AuditEntry>>(
      app,
      'supervisor',
      `/api/audit_entries?resource=contract_versions&action=sign`,
    );
    assert.ok(versions.body['hydra:member'].some((version) => version.requestId === entry!.requestId));
  });

  test('an upload records the file with its hash, never its bytes; a rename records the names', async () => {
    const bytes = Buffer.from('audited content');
    const response = await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({}, { name: 'audit.txt', type: 'text/plain', bytes }),
    });
    assert.equal(response.statusCode, 201, response.body);
    const file = json<{ id: number }>(response);
    const [upload] = await entriesOf('files', file.id);
    assert.equal(upload!.action, 'upload');
    assert.equal(upload!.changes.sha256!.after, createHash('sha256').update(bytes).digest('hex'));
    assert.doesNotMatch(JSON.stringify(upload), /audited content/);

    const renamed = await send(app, 'editor', 'PATCH', `/api/update/file/${file.id}`, { name: 'renamed.txt' });
    assert.equal(renamed.status, 200);
    const [rename] = await entriesOf('files', file.id);
    assert.equal(rename!.action, 'rename');
    assert.deepEqual(rename!.changes.name, { before: 'audit.txt', after: 'renamed.txt' });
  });

  test('a sign-in, a sign-out and a refused sign-in are recorded under the account, never with the password', async () => {
    const editor = (await userRow('editor')).id;
    const refused = await signIn(app, new CookieJar(), 'editor', 'wrong-password-123');
    assert.equal(refused.at(-1)!.status, 401);
    const unknown = await signIn(app, new CookieJar(), 'nobody.here', 'x');
    assert.equal(unknown.at(-1)!.status, 401);
    await signIn(app, new CookieJar(), 'editor', 'demo');

    const jar = new CookieJar();
    await signIn(app, jar, 'editor', 'demo');
    const out = await app.inject({
      method: 'POST',
      url: '/api/refresh-token/invalidate',
      headers: {
        cookie: `${REFRESH_TOKEN_HTTPONLY_COOKIE}=${encodeURIComponent(jar.get(REFRESH_TOKEN_HTTPONLY_COOKIE)!)}`,
      },
    });
    assert.equal(out.statusCode, 200);

    const entries = await entriesOf('users', editor);
    const actions = entries.map((entry) => entry.action);
    assert.equal(actions[0], 'sign-out', actions.join());
    assert.ok(actions.includes('sign-in'), actions.join());
    assert.ok(actions.includes('sign-in-refused'), actions.join());
    const signInEntry = entries.find((entry) => entry.action === 'sign-in')!;
    assert.equal(signInEntry.userName, 'editor');
    assert.ok(signInEntry.tenant);
    const nobody = await getAs<Collection<AuditEntry>>(app, 'supervisor', '/api/audit_entries?action=sign-in-refused');
    const tried = nobody.body['hydra:member'].find((entry) => entry.user === null);
    assert.deepEqual(tried?.changes.userName, { before: null, after: 'nobody.here' });
    assert.doesNotMatch(JSON.stringify(nobody.body), /wrong-password-123/);
  });

  test('parallel writes of one tenant append one after another: the chain does not fork', async () => {
    const countBefore = await entryCount();
    const acme = `/api/tenants/${(await userRow('tenant.admin')).tenant_id}`;
    const writes = Array.from({ length: 16 }, (_, i) =>
      send(app, i % 2 === 0 ? 'tenant.admin' : 'supervisor', 'POST', '/api/allowed_origins', {
        name: `https://parallel-${i}.example`,
        ...(i % 2 === 0 ? {} : { tenant: acme }),
      }),
    );
    const answers = await Promise.all(writes);
    for (const answer of answers) assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(await entryCount(), countBefore + 16);
    const report = await getAs<{ valid: boolean; broken: unknown }>(app, 'supervisor', '/api/audit_entries/verify');
    assert.equal(report.body.valid, true, JSON.stringify(report.body.broken));
    const hashes = await app.db.kysely.selectFrom('audit_entries').select('previous_hash').execute();
    const previous = hashes.map((row) => row.previous_hash).filter((hash) => hash !== null);
    assert.equal(new Set(previous).size, previous.length, 'no entry has two successors');
  });
});
