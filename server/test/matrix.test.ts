import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp, tokenFor } from './helpers.js';
import { createBody } from './matrix-bodies.js';
import { crudResources, createSchema, keyKindOf, openApiDocument, type OpenApiDocument } from './matrix-routes.js';
import { callerInfo, findItem, tenantIdByName, type CallerInfo } from './matrix-targets.js';
import { CALLERS, OPERATIONS, ROLE_TABLE, expectedAnswer, type Caller, type MatrixOperation } from './role-table.js';

/**
 * The role × resource × operation matrix: one subtest per cell of role-table.ts for every CRUD
 * resource the app registers (discovered from its OpenAPI document, so new resources join by
 * themselves). A registered resource missing from the table fails: the table must stay complete.
 */

let app: FastifyInstance;
let doc: OpenApiDocument;
let acme: number;
let globex: number;
const tokens = new Map<Caller, string>();
const callers = new Map<Caller, CallerInfo>();
const tally = { cells: 0, passed: 0 };
const disagreements: string[] = [];

before(async () => {
  app = await buildTestApp();
  doc = await openApiDocument(app);
  acme = await tenantIdByName(app, 'Acme');
  globex = await tenantIdByName(app, 'Globex');
  // The demo seed gives only Acme a JWK URL; Globex needs one for the "other tenant" cells.
  await app.db.kysely
    .insertInto('jwk_urls')
    .values({ tenant_id: globex, url: 'https://keys.globex.example/certs' })
    .execute();
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    tokens.set(caller, await tokenFor(app, caller));
    callers.set(caller, await callerInfo(app, caller));
  }
  // Globex's seed links its only file to its only template version: a second file leaves the
  // mediate-file create cell a pair it may link (the same pair twice is a 422).
  await upload('globex.admin', 'files', globex);
  // The audit trail holds entries once something was written: one about the company admin's own
  // company (the Acme and Globex entries come from the upload above and the cells before it).
  const company = await app.db.kysely
    .selectFrom('companies')
    .select('uuid')
    .where('id', '=', callers.get('company.admin')!.companyId!)
    .executeTakeFirstOrThrow();
  const patched = await call('company.admin', {
    method: 'PATCH',
    url: `/api/companies/${company.uuid}`,
    payload: '{}',
    headers: { 'content-type': 'application/merge-patch+json' },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  await call('tenant.admin', {
    method: 'POST',
    url: '/api/allowed_origins',
    payload: { name: 'https://audit.acme.example' },
  });
});

after(async () => {
  await app?.close();
  console.log(`role matrix: ${tally.passed}/${tally.cells} cells pass`);
  if (disagreements.length > 0) console.log(`role matrix disagreements:\n  ${disagreements.join('\n  ')}`);
});

function call(caller: Caller, options: InjectOptions) {
  const token = tokens.get(caller);
  return app.inject({
    ...options,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.headers ?? {}) },
  });
}

/** The tenant a caller works in, and the one it must never reach (the supervisor: Acme / Globex). */
function tenantsOf(caller: Caller): { own: number; other: number } {
  const tenantId = callers.get(caller)?.tenantId ?? null;
  if (tenantId === globex) return { own: globex, other: acme };
  return { own: tenantId ?? acme, other: globex };
}

interface CellState {
  /** A row this caller created in the create cell: the delete cell removes it instead of a seeded row. */
  created?: string;
  /** Puts back rows moved aside so this caller could create one (one-per-tenant resources). */
  restore?: () => Promise<void>;
}

/** "JWK URL: tenant, url (https only), one per tenant": creating one needs the tenant's slot free. */
const ONE_PER_TENANT = new Set(['jwk_urls']);
/** Rows made by the multipart upload (spec 7 file/create_file_upload), not by the generic POST. */
const UPLOADED = new Set(['files', 'file_translations']);

async function makeRoom(resource: string, tenantId: number): Promise<() => Promise<void>> {
  const db = app.db.kysely;
  const saved = await db.selectFrom('jwk_urls').selectAll().where('tenant_id', '=', tenantId).execute();
  await db.deleteFrom('jwk_urls').where('tenant_id', '=', tenantId).execute();
  return async () => {
    await db.deleteFrom('jwk_urls').where('tenant_id', '=', tenantId).execute();
    if (saved.length > 0) await db.insertInto('jwk_urls').values(saved).execute();
  };
}

/** Uploads a small text file (or a translation of the caller's nearest file) as the caller; its IRI. */
async function upload(caller: Caller, resource: string, tenantId: number): Promise<string | undefined> {
  const boundary = 'matrix-boundary';
  const fields: Record<string, string> = {};
  if (callers.get(caller)?.tenantId === null) fields.tenant = `/api/tenants/${tenantId}`;
  if (resource === 'file_translations') {
    fields.fileId = (await findItem(app, 'files', tenantId, callers.get(caller) ?? null)) ?? '';
    fields.locale = 'qz';
  }
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="matrix.txt"\r\nContent-Type: text/plain\r\n\r\nmatrix upload\r\n--${boundary}--\r\n`,
  );
  const response = await call(caller, {
    method: 'POST',
    url: '/api/file/create_file_upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: parts.join(''),
  });
  assert.equal(response.statusCode, 201, `upload for the delete cell: ${response.body.slice(0, 200)}`);
  return (response.json() as { '@id'?: string })['@id'];
}

async function runCell(resource: string, caller: Caller, operation: MatrixOperation, state: CellState) {
  const expected = expectedAnswer(resource, caller, operation)!;
  const info = callers.get(caller) ?? null;
  const { own, other } = tenantsOf(caller);
  const key = keyKindOf(doc, resource);
  const ownItem = async () => {
    const iri = await findItem(app, resource, own, info, { key });
    assert.ok(iri, `the seed holds no ${resource} row in the caller's tenant`);
    return iri;
  };

  let options: InjectOptions;
  switch (operation) {
    case 'list':
      options = { method: 'GET', url: `/api/${resource}` };
      break;
    case 'readOwn':
      options = { method: 'GET', url: await ownItem() };
      break;
    case 'readOther': {
      const iri = await findItem(app, resource, other, null, { nearest: false, key });
      assert.ok(iri, `the seed holds no ${resource} row in the other tenant`);
      options = { method: 'GET', url: iri };
      break;
    }
    case 'create':
      if (expected < 300 && ONE_PER_TENANT.has(resource)) state.restore = await makeRoom(resource, own);
      options = {
        method: 'POST',
        url: `/api/${resource}`,
        payload: await createBody(app, resource, createSchema(doc, resource), info, own),
      };
      break;
    case 'update':
      // An empty merge-patch changes nothing: the answer is about the right alone.
      options = {
        method: 'PATCH',
        url: await ownItem(),
        payload: '{}',
        headers: { 'content-type': 'application/merge-patch+json' },
      };
      break;
    case 'delete': {
      if (expected < 300 && UPLOADED.has(resource)) state.created = await upload(caller, resource, own);
      const url = expected < 300 ? state.created : await ownItem();
      assert.ok(url, `no ${resource} row created by ${caller} to delete (its create cell failed)`);
      options = { method: 'DELETE', url };
      break;
    }
  }

  const response = await call(caller, options).finally(async () => {
    if (operation === 'delete') await state.restore?.();
  });
  if (operation === 'create' && response.statusCode === 201)
    state.created = (response.json() as { '@id': string })['@id'];
  const cell = `${resource} × ${caller} × ${operation}: ${options.method} ${options.url}`;
  if (response.statusCode !== expected)
    disagreements.push(`${cell} → ${response.statusCode}, contract says ${expected}`);
  assert.equal(response.statusCode, expected, `${cell} → ${response.statusCode} ${response.body.slice(0, 300)}`);
}

test('role × resource × operation matrix', async (t) => {
  const registered = crudResources(doc);
  assert.ok(registered.length >= 4, 'the app registers the CRUD resources');

  for (const resource of Object.keys(ROLE_TABLE).filter((name) => !registered.includes(name)))
    t.diagnostic(`role table names ${resource}, which is not registered yet: skipped`);

  for (const resource of registered) {
    await t.test(resource, async (r) => {
      assert.ok(ROLE_TABLE[resource], `${resource} is registered but missing from role-table.ts`);
      for (const caller of CALLERS) {
        const state: CellState = {};
        for (const operation of OPERATIONS) {
          tally.cells += 1;
          await r.test(`${caller} ${operation}`, async () => {
            await runCell(resource, caller, operation, state);
            tally.passed += 1;
          });
        }
      }
    });
  }
});
