import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildTestApp, tokenFor } from './helpers.js';
import { crudResources, keyKindOf, openApiDocument, type OpenApiDocument } from './matrix-routes.js';
import { TARGETS, findItem, tenantIdByName } from './matrix-targets.js';

/**
 * Tenant isolation as properties: whatever filters, order, page or search a tenant admin sends to
 * any list, no row of the other tenant comes back (checked in the database, member by member), and
 * refused writes change nothing at all (a dump of every table before and after is identical).
 */

let app: FastifyInstance;
let doc: OpenApiDocument;
let tenants: { acme: number; globex: number };
const tokens: Record<string, string> = {};

before(async () => {
  app = await buildTestApp();
  doc = await openApiDocument(app);
  tenants = { acme: await tenantIdByName(app, 'Acme'), globex: await tenantIdByName(app, 'Globex') };
  for (const name of ['tenant.admin', 'globex.admin', 'company.admin', 'customer'])
    tokens[name] = await tokenFor(app, name);
});
after(() => app?.close());

const get = (caller: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[caller]}` } });

/** The tenant owning the row an IRI names, read from the database (null for global rows). */
async function tenantOfIri(iri: string): Promise<number | null | undefined> {
  const match = /^\/api\/([a-z_]+)\/([^/]+)$/.exec(iri);
  const target = match && TARGETS[match[1]];
  if (!match || !target) return undefined;
  if (target.tenant === null) return null;
  const key = keyKindOf(doc, match[1]);
  const { rows } = await sql<{ tenant: number | null }>`select ${sql.raw(target.tenant)} as tenant from ${sql.raw(
    target.table,
  )} t where t.${sql.raw(key)} = ${key === 'id' ? Number(match[2]) : match[2]}`.execute(app.db.kysely);
  return rows[0]?.tenant;
}

test('no list ever shows the other tenant, whatever the filters, order, page and search', async () => {
  const resources = crudResources(doc).filter((r) => TARGETS[r]?.tenant);
  const foreignValues: Record<string, string[]> = {};
  for (const resource of resources) {
    const acmeIri = await findItem(app, resource, tenants.acme, null, { key: keyKindOf(doc, resource) });
    const globexIri = await findItem(app, resource, tenants.globex, null, { key: keyKindOf(doc, resource) });
    foreignValues[resource] = [acmeIri, globexIri].filter((v): v is string => v !== null);
  }
  const idPool = [
    String(tenants.acme),
    String(tenants.globex),
    `/api/tenants/${tenants.acme}`,
    `/api/tenants/${tenants.globex}`,
    ...Object.values(foreignValues).flat(),
  ];
  let lists = 0;
  let members = 0;

  for (const resource of resources) {
    const parameters = (doc.paths[`/api/${resource}`].get.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    const value = fc.oneof(
      fc.constantFrom(...idPool),
      fc.constantFrom('', 'a', 'e', 'true', 'false', '1', '0', 'asc', 'desc', '2024-01-01', 'ROLE_USER'),
      fc.string({ maxLength: 6 }),
    );
    const query = fc.record({
      // Mostly one or no filter, so that pages have members to check; sometimes several at once.
      filters: fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.constantFrom(...parameters, 'pagination'), value, { maxKeys: 1 }),
        fc.dictionary(fc.constantFrom(...parameters, 'pagination'), value, { maxKeys: 4 }),
      ),
      page: fc.integer({ min: 1, max: 2 }),
      itemsPerPage: fc.integer({ min: 1, max: 100 }),
      caller: fc.constantFrom('tenant.admin', 'globex.admin'),
    });
    await fc.assert(
      fc.asyncProperty(query, async ({ filters, page, itemsPerPage, caller }) => {
        const search = new URLSearchParams({ ...filters, page: String(page), itemsPerPage: String(itemsPerPage) });
        const response = await get(caller, `/api/${resource}?${search}`);
        assert.ok(response.statusCode < 500, `${resource}?${search} → ${response.statusCode}`);
        if (response.statusCode !== 200) return;
        lists += 1;
        const own = caller === 'globex.admin' ? tenants.globex : tenants.acme;
        for (const member of (response.json() as { 'hydra:member': { '@id': string }[] })['hydra:member']) {
          members += 1;
          const owner = await tenantOfIri(member['@id']);
          assert.equal(owner, own, `${caller} sees ${member['@id']} of tenant ${owner} in /api/${resource}?${search}`);
        }
      }),
      { seed: 4711, numRuns: 12 },
    );
  }
  console.log(`isolation: ${lists} lists with ${members} members checked over ${resources.length} resources`);
});

/** Every table, rows sorted, as one comparable value. */
async function snapshot(): Promise<Record<string, string[]>> {
  const db = app.db.kysely;
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !n.startsWith('kysely_'));
  const dump: Record<string, string[]> = {};
  for (const table of tables.sort()) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

test('refused writes (other tenant, foreign IRIs, grants above one\u2019s own, invalid bodies) change nothing', async () => {
  const before = await snapshot();
  const refused: [string, string, string, unknown, number[]][] = [];
  for (const resource of crudResources(doc).filter((r) => TARGETS[r]?.tenant)) {
    const key = keyKindOf(doc, resource);
    const acmeItem = await findItem(app, resource, tenants.acme, null, { key });
    if (acmeItem) {
      refused.push(['globex.admin', 'PATCH', acmeItem, {}, [404, 405]]);
      refused.push(['globex.admin', 'DELETE', acmeItem, undefined, [404, 405]]);
    }
    // The other tenant's IRI in a body: 400 (a link never crosses tenants), or 403/405 where the type is not writable.
    const body = doc.paths[`/api/${resource}`]?.post?.requestBody;
    if (body)
      refused.push([
        'globex.admin',
        'POST',
        `/api/${resource}`,
        { tenant: `/api/tenants/${tenants.acme}` },
        [400, 403, 405, 422],
      ]);
  }
  refused.push([
    'tenant.admin',
    'POST',
    '/api/users',
    { userName: 'escalate', roles: ['ROLE_SUPERVISOR'] },
    [400, 403, 422],
  ]);
  refused.push([
    'company.admin',
    'POST',
    '/api/users',
    { userName: 'escalate2', roles: ['ROLE_TENANT_ADMIN'] },
    [400, 403, 422],
  ]);
  refused.push(['customer', 'POST', '/api/tenants', { name: 'Customer Tenant' }, [403]]);
  refused.push(['tenant.admin', 'POST', '/api/companies', { name: '' }, [422]]);
  refused.push(['tenant.admin', 'POST', '/api/companies', { name: 'X', unknownField: 1 }, [422]]);

  for (const [caller, method, url, payload, allowed] of refused) {
    const response = await app.inject({
      method: method as 'POST',
      url,
      headers: {
        authorization: `Bearer ${tokens[caller]}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    assert.ok(
      allowed.includes(response.statusCode),
      `${caller} ${method} ${url} ${JSON.stringify(payload)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
    );
  }
  assert.deepEqual(await snapshot(), before, 'a refused write left a trace in the database');
  console.log(`isolation: ${refused.length} refused writes, database unchanged`);
});
