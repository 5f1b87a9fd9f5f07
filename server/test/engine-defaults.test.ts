import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Expression } from 'kysely';
import { ROLES, type Role } from '../../contract/index.js';
import type { AuthUser } from '../src/auth/plugin.js';
import type { Database } from '../src/db/schema.js';
import { NO_ROWS } from '../src/resources/engine/crud.js';
import { defineResource, type ResourceContext } from '../src/resources/engine/define.js';
import { ofCompany } from '../src/resources/engine/links.js';
import { isRead, readsAndWrites } from '../src/resources/engine/roles.js';
import { parentInTenant, sameTenant } from '../src/resources/engine/tenant-owned.js';

/**
 * The defaults a definition leaves to the engine (define.ts) and the small helpers definitions
 * share; the routes built from them are tested over HTTP by the resources' own tests.
 */

/** Compiles without a database, to see the SQL a condition adds. */
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const sqlOf = (condition: Expression<unknown>) => {
  const { sql, parameters } = db
    .selectFrom('allowed_origins')
    .select('id')
    .where(condition as never)
    .compile();
  return { sql: sql.slice(sql.indexOf(' where ') + 7), parameters };
};

const user = (roles: Role[], tenantId: number | null): AuthUser => ({
  id: 7,
  userName: 'someone',
  roles,
  tenantId,
  companyId: null,
});
const contextOf = (caller: AuthUser): ResourceContext => ({ db, user: caller, query: {} });

const origins = defineResource('allowedOrigins', {
  table: 'allowed_origins',
  order: { id: 'id', name: 'allowed_origins.name' },
  allows: () => true,
  item: (row) => ({ id: row.id, name: row.name, tenant: null }),
});

test('a definition gets the integer key, all five operations and the order by id', () => {
  assert.deepEqual(origins.key, { column: 'id', kind: 'int' });
  assert.deepEqual(origins.operations, ['list', 'read', 'create', 'update', 'delete']);
  assert.deepEqual(origins.defaultOrder, [{ column: 'allowed_origins.id', direction: 'asc' }]);
});

test('bare order columns are the table’s; qualified ones stay as written', () => {
  assert.deepEqual(origins.order, { id: 'allowed_origins.id', name: 'allowed_origins.name' });
});

test('a tenant-owned resource is scoped to the caller’s tenant unless it names a scope', () => {
  assert.equal(origins.scope(contextOf(user([ROLES.SUPERVISOR], null))), null);
  assert.equal(origins.scope(contextOf(user([ROLES.TENANT_ADMIN], null))), NO_ROWS);
  const scoped = origins.scope(contextOf(user([ROLES.TENANT_ADMIN], 3)));
  assert.ok(scoped);
  assert.deepEqual(sqlOf(scoped), { sql: '"allowed_origins"."tenant_id" = ?', parameters: [3] });
  assert.equal(origins.filterSpecs?.[0]?.kind, 'exact');
});

test('a resource without a tenant must name its scope', () => {
  assert.throws(
    () =>
      defineResource('applications', {
        table: 'applications',
        allows: () => true,
        item: (row) => ({ id: row.id, name: row.name }),
      }),
    /applications: a resource without a tenant names its scope/,
  );
});

test('`item` gives each row its JSON-LD item', async () => {
  const row = { id: 4, name: 'https://example.org', tenant_id: 3 };
  assert.deepEqual(await origins.serialize([row], contextOf(user([ROLES.SUPERVISOR], null))), [
    { '@id': '/api/allowed_origins/4', '@type': 'AllowedOrigin', id: 4, name: 'https://example.org', tenant: null },
  ]);
});

test('readsAndWrites: one rule for list and read, another for the writes', () => {
  const rights = readsAndWrites(
    () => true,
    () => false,
  );
  const someone = user([ROLES.USER], 1);
  assert.deepEqual(
    (['list', 'read', 'create', 'update', 'delete'] as const).map((operation) => [
      isRead(operation),
      rights(someone, operation),
    ]),
    [
      [true, true],
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ],
  );
});

test('tenant and company conditions', () => {
  const admin = user([ROLES.TENANT_ADMIN], 3);
  assert.equal(parentInTenant(user([ROLES.SUPERVISOR], null), 'file_translations.file_id', 'files'), null);
  assert.equal(parentInTenant(user([ROLES.EDITOR], null), 'file_translations.file_id', 'files'), NO_ROWS);
  assert.deepEqual(sqlOf(parentInTenant(admin, 'file_translations.file_id', 'files')!), {
    sql: '"file_translations"."file_id" in (select "files"."id" from "files" where "files"."tenant_id" = ?)',
    parameters: [3],
  });
  assert.deepEqual(sqlOf(sameTenant(admin, 'tenants.id')!), { sql: '"tenants"."id" = ?', parameters: [3] });
  assert.deepEqual(sqlOf(ofCompany('users.company_id', 'c0ffee')), {
    sql: '"users"."company_id" in (select companies.id from companies where companies.uuid = ?)',
    parameters: ['c0ffee'],
  });
});
