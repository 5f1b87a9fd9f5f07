import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { AuditEntry, AuditVerification } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { getAs, type Collection } from './api-helpers.js';
import { send } from './contracts-fixture.js';

/**
 * Who reads the audit trail (supervisor: all; tenant admin: its tenant; company admin: its
 * company's records; everyone else 403), its filters, order and CSV export, and the check of its
 * hash chains — by the API and by `npm run audit:verify` — which finds a row edited in the database.
 */

const run = promisify(execFile);
let app: FastifyInstance;
let dataDir: string;
const ids: Record<string, number> = {};

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
  // A file, not :memory:, so that the verification script can open the same database.
  app = await buildTestApp({ dataDir, sqliteFile: path.join(dataDir, 'platform.sqlite') });
  const origin = async (userName: string, name: string, body: Record<string, unknown> = {}) => {
    const created = await send(app, userName, 'POST', '/api/allowed_origins', { name, ...body });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return created.body.id as number;
  };
  ids.acme = await origin('tenant.admin', 'https://acme-audit.example');
  ids.globex = await origin('globex.admin', 'https://globex-audit.example');
  ids.platform = await origin('supervisor', 'https://platform-audit.example', { tenant: null });
  // A user of the company admin's company, changed by the tenant admin: the company admin's record.
  const inactive = await app.db.kysely
    .selectFrom('users')
    .select('id')
    .where('user_name', '=', 'inactive')
    .executeTakeFirstOrThrow();
  ids.companyUser = inactive.id;
  const patched = await send(app, 'tenant.admin', 'PATCH', `/api/users/${inactive.id}`, { givenName: 'Audited' });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
});
after(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const members = async (userName: string, query = '') => {
  const { status, body } = await getAs<Collection<AuditEntry>>(app, userName, `/api/audit_entries${query}`);
  assert.equal(status, 200, `${userName} ${query}`);
  return body;
};
const keysOf = (entries: AuditEntry[]) => entries.map((entry) => `${entry.resource}/${entry.resourceId}`);

describe('the audit list: who reads what', () => {
  test('a supervisor reads every entry, the platform chain included, newest first', async () => {
    const body = await members('supervisor', '?itemsPerPage=100');
    const keys = keysOf(body['hydra:member']);
    for (const id of [ids.acme, ids.globex, ids.platform]) assert.ok(keys.includes(`allowed_origins/${id}`));
    assert.ok(keys.includes(`users/${ids.companyUser}`));
    const times = body['hydra:member'].map((entry) => `${entry.createdAt}|${String(entry.id).padStart(9, '0')}`);
    assert.deepEqual(times, [...times].sort().reverse(), 'createdAt desc, id desc');
    assert.equal((body as unknown as { '@type': string })['@type'], 'hydra:Collection');
    assert.equal(body['hydra:totalItems'], body['hydra:member'].length);
  });

  test('a tenant admin reads its tenant only; another tenant entry is missing (404)', async () => {
    const keys = keysOf((await members('tenant.admin', '?itemsPerPage=100'))['hydra:member']);
    assert.ok(keys.includes(`allowed_origins/${ids.acme}`));
    assert.ok(keys.includes(`users/${ids.companyUser}`));
    assert.ok(!keys.includes(`allowed_origins/${ids.globex}`));
    assert.ok(!keys.includes(`allowed_origins/${ids.platform}`));
    const globexKeys = keysOf((await members('globex.admin', '?itemsPerPage=100'))['hydra:member']);
    assert.deepEqual(globexKeys, [`allowed_origins/${ids.globex}`]);

    const [globexEntry] = (await members('supervisor', `?resource=allowed_origins&resourceId=${ids.globex}`))[
      'hydra:member'
    ];
    assert.equal((await getAs(app, 'tenant.admin', globexEntry!['@id'])).status, 404);
    assert.equal((await getAs(app, 'globex.admin', globexEntry!['@id'])).status, 200);
  });

  test("a company admin reads its company's records only", async () => {
    const keys = keysOf((await members('company.admin', '?itemsPerPage=100'))['hydra:member']);
    assert.deepEqual(keys, [`users/${ids.companyUser}`]);
  });

  test('editors, customers, users and API users read nothing (403)', async () => {
    const [entry] = (await members('supervisor'))['hydra:member'];
    for (const userName of ['editor', 'customer', 'user', 'api.user']) {
      assert.equal((await getAs(app, userName, '/api/audit_entries')).status, 403, userName);
      assert.equal((await getAs(app, userName, entry!['@id'])).status, 403, `${userName} item`);
      assert.equal((await getAs(app, userName, '/api/audit_entries.csv')).status, 403, `${userName} csv`);
      assert.equal((await getAs(app, userName, '/api/audit_entries/verify')).status, 403, `${userName} verify`);
    }
  });

  test('no route writes an entry: POST, PATCH, PUT and DELETE are refused', async () => {
    const [entry] = (await members('supervisor'))['hydra:member'];
    assert.equal((await send(app, 'supervisor', 'POST', '/api/audit_entries', { action: 'x' })).status, 405);
    assert.equal((await send(app, 'supervisor', 'PATCH', entry!['@id'], { action: 'x' })).status, 405);
    assert.equal((await send(app, 'supervisor', 'DELETE', entry!['@id'])).status, 405);
  });
});

describe('the audit list: filters, pages and CSV', () => {
  test('resource, resourceId, action, user and createdAt filter the list', async () => {
    const byResource = (await members('supervisor', '?resource=users&itemsPerPage=100'))['hydra:member'];
    assert.ok(byResource.length > 0 && byResource.every((entry) => entry.resource === 'users'));
    const byId = (await members('supervisor', `?resource=allowed_origins&resourceId=${ids.acme}`))['hydra:member'];
    assert.deepEqual(keysOf(byId), [`allowed_origins/${ids.acme}`]);
    const updates = (await members('supervisor', '?action=update&itemsPerPage=100'))['hydra:member'];
    assert.ok(updates.length > 0 && updates.every((entry) => entry.action === 'update'));

    const globexAdmin = byIdOf((await members('supervisor', '?itemsPerPage=100'))['hydra:member'], 'globex.admin');
    const byUser = (await members('supervisor', `?user=${encodeURIComponent(globexAdmin)}`))['hydra:member'];
    assert.deepEqual(keysOf(byUser), [`allowed_origins/${ids.globex}`]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const all = (await members('supervisor'))['hydra:totalItems'];
    assert.equal((await members('supervisor', `?createdAt[after]=${yesterday}`))['hydra:totalItems'], all);
    assert.equal((await members('supervisor', `?createdAt[before]=${today}`))['hydra:totalItems'], all);
    assert.equal((await members('supervisor', `?createdAt[after]=${tomorrow}`))['hydra:totalItems'], 0);
    assert.equal((await members('supervisor', `?createdAt[before]=${yesterday}`))['hydra:totalItems'], 0);
    assert.equal((await getAs(app, 'supervisor', '/api/audit_entries?createdAt[after]=soon')).status, 400);
  });

  test('pages follow hydra:view', async () => {
    const first = await members('supervisor', '?itemsPerPage=1');
    assert.equal(first['hydra:member'].length, 1);
    const next = first['hydra:view']?.['hydra:next'];
    assert.ok(next, 'a next page');
    const second = await getAs<Collection<AuditEntry>>(app, 'supervisor', next);
    assert.notEqual(second.body['hydra:member'][0]!.id, first['hydra:member'][0]!.id);
  });

  test('the CSV export lists what the list shows, in the caller scope', async () => {
    const response = await as(app, 'tenant.admin', {
      method: 'GET',
      url: '/api/audit_entries.csv?column=resource&column=resourceId&column=action&column=userName&column=changes',
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    const lines = response.body.replace('\uFEFF', '').split('\r\n').slice(0, -1);
    assert.equal(lines[0], 'resource,resourceId,action,userName,changes');
    assert.ok(lines.some((line) => line.startsWith(`allowed_origins,${ids.acme},create,tenant.admin,`)));
    assert.ok(!lines.some((line) => line.startsWith(`allowed_origins,${ids.globex},`)));
  });
});

function byIdOf(entries: AuditEntry[], userName: string): string {
  const entry = entries.find((candidate) => candidate.userName === userName);
  assert.ok(entry?.user, userName);
  return entry.user;
}

/** `npm run audit:verify` against the test's database. */
async function verifyScript(): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SQLITE_FILE: path.join(dataDir, 'platform.sqlite'),
  };
  if (app.config.databaseUrl) env.DATABASE_URL = app.config.databaseUrl;
  else delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/scripts/audit-verify.ts'], {
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the hash chains', () => {
  const verify = async (userName: string) => {
    const response = await getAs<AuditVerification>(app, userName, '/api/audit_entries/verify');
    assert.equal(response.status, 200);
    return response.body;
  };

  test('every chain holds: a supervisor checks all, a tenant admin its own; company admins may not', async () => {
    const all = await verify('supervisor');
    assert.equal(all.valid, true, JSON.stringify(all.broken));
    assert.ok(all.chains.includes(0), 'the platform chain');
    assert.ok(all.chains.length >= 3);
    const acme = await verify('tenant.admin');
    assert.equal(acme.valid, true);
    assert.equal(acme.chains.length, 1);
    assert.ok(acme.entries < all.entries);
    assert.equal((await getAs(app, 'company.admin', '/api/audit_entries/verify')).status, 403);
    const script = await verifyScript();
    assert.equal(script.code, 0, script.output);
    assert.match(script.output, /every chain holds/);
  });

  test('a row edited in the database breaks its chain at that entry, for the API and the script', async () => {
    const [entry] = (await members('supervisor', `?resource=allowed_origins&resourceId=${ids.acme}`))['hydra:member'];
    const row = await app.db.kysely
      .selectFrom('audit_entries')
      .selectAll()
      .where('id', '=', entry!.id)
      .executeTakeFirstOrThrow();
    await app.db.kysely
      .updateTable('audit_entries')
      .set({ changes: JSON.stringify({ name: { before: null, after: 'https://forged.example' } }) })
      .where('id', '=', entry!.id)
      .execute();
    try {
      const broken = await verify('supervisor');
      assert.equal(broken.valid, false);
      assert.equal(broken.broken?.entryId, entry!.id);
      assert.equal(broken.broken?.entry, entry!['@id']);
      assert.equal(broken.broken?.chain, row.chain);
      assert.match(broken.broken!.message, new RegExp(`audit entry ${entry!.id} `));
      assert.equal((await verify('tenant.admin')).valid, false, 'the tenant admin sees its chain broken');
      assert.equal((await verify('globex.admin')).valid, true, 'another tenant chain still holds');

      const script = await verifyScript();
      assert.equal(script.code, 1, script.output);
      assert.match(script.output, new RegExp(`audit entry ${entry!.id} `));
    } finally {
      await app.db.kysely.updateTable('audit_entries').set({ changes: row.changes }).where('id', '=', row.id).execute();
    }
    assert.equal((await verify('supervisor')).valid, true, 'restored, the chain holds again');

    // A deleted entry breaks the link of the one after it.
    const after = await app.db.kysely
      .selectFrom('audit_entries')
      .selectAll()
      .where('chain', '=', row.chain)
      .where('id', '>', row.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await app.db.kysely.deleteFrom('audit_entries').where('id', '=', row.id).execute();
    const gap = await verify('supervisor');
    assert.equal(gap.broken?.entryId, after.id);
    assert.equal(gap.broken?.reason, 'previousHash');
    assert.equal(gap.valid, false);

    // A cut-off tail: the chain ends before the head its last write recorded.
    const globexChain = (await verify('globex.admin')).chains[0]!;
    const last = await app.db.kysely
      .selectFrom('audit_entries')
      .select('id')
      .where('chain', '=', globexChain)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await app.db.kysely.deleteFrom('audit_entries').where('id', '=', last.id).execute();
    const cut = await verify('globex.admin');
    assert.deepEqual([cut.valid, cut.broken?.entryId, cut.broken?.reason], [false, null, 'head']);
  });
});
