import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { assertNoInternals, json } from './api-helpers.js';
import { as, buildTestApp } from './helpers.js';

/**
 * Every value the data model keeps unique (the UNIQUE indexes of the migrations and the names the
 * resources check) answers a second write with 422 and a violation on the field, never a 500 from
 * the database. Two identical POSTs at once race past the explicit check on PostgreSQL; the loser
 * must still get the 422.
 */

let app: FastifyInstance;
let acme: number;

before(async () => {
  app = await buildTestApp();
  acme = (await app.db.kysely.selectFrom('tenants').select('id').where('name', '=', 'Acme').executeTakeFirstOrThrow())
    .id;
});
after(() => app?.close());

interface Violation {
  propertyPath: string;
  message: string;
}

const post = (caller: string, path: string, payload: Record<string, unknown>) =>
  as(app, caller, { method: 'POST', url: `/api/${path}`, payload });

function assertDuplicate(response: { statusCode: number; body: string }, property: string) {
  assertNoInternals(response.body);
  assert.equal(response.statusCode, 422, response.body.slice(0, 300));
  const violations = json<{ violations: Violation[] }>(response).violations;
  assert.ok(
    violations.some((violation) => violation.propertyPath === property),
    `a violation on ${property}: ${response.body.slice(0, 300)}`,
  );
}

/** Two identical POSTs at once: one is created, the other is told the value is taken; then a third, alone. */
async function assertCreatedOnce(caller: string, path: string, payload: Record<string, unknown>, property: string) {
  const answers = await Promise.all([post(caller, path, payload), post(caller, path, payload)]);
  const statuses = answers.map((answer) => answer.statusCode).sort();
  assert.deepEqual(statuses, [201, 422], answers.map((answer) => answer.body.slice(0, 200)).join('\n'));
  assertDuplicate(
    answers.find((answer) => answer.statusCode === 422)!,
    property,
  );
  assertDuplicate(await post(caller, path, payload), property);
}

/** A template version and a file of Acme that are not linked yet. */
async function freeAttachment() {
  const rows = await app.db.kysely
    .selectFrom('contract_template_versions as v')
    .innerJoin('contract_templates as t', 't.id', 'v.template_id')
    .innerJoin('files as f', 'f.tenant_id', 't.tenant_id')
    .leftJoin('contract_template_version_mediate_files as m', (join) =>
      join.onRef('m.template_version_id', '=', 'v.id').onRef('m.file_id', '=', 'f.id'),
    )
    .select(['v.id as versionId', 'f.id as fileId'])
    .where('t.tenant_id', '=', acme)
    .where('m.id', 'is', null)
    .orderBy('v.id')
    .orderBy('f.id')
    .execute();
  assert.ok(rows.length > 0, 'the seed leaves unlinked version/file pairs');
  return rows;
}

describe('a duplicate of a unique value is a 422, never a 500', () => {
  test('tenants: name', () => assertCreatedOnce('supervisor', 'tenants', { name: 'Unique Tenant' }, 'name'));

  test('users: userName', () => assertCreatedOnce('tenant.admin', 'users', { userName: 'unique.hire' }, 'userName'));

  test('companies: name within the tenant', async () => {
    assert.equal((await post('tenant.admin', 'companies', { name: 'Unique Company AG' })).statusCode, 201);
    assertDuplicate(await post('tenant.admin', 'companies', { name: 'Unique Company AG' }), 'name');
  });

  test('country tags: name within the tenant', async () => {
    assert.equal((await post('tenant.admin', 'country_tags', { name: 'Unique Tag' })).statusCode, 201);
    assertDuplicate(await post('tenant.admin', 'country_tags', { name: 'Unique Tag' }), 'name');
  });

  test('allowed origins: name within the tenant', () =>
    assertCreatedOnce('tenant.admin', 'allowed_origins', { name: 'https://unique.example.com' }, 'name'));

  test('fallback locales: locale within the tenant', () =>
    assertCreatedOnce('tenant.admin', 'fallback_locales', { locale: 'qx' }, 'locale'));

  test('JWK URLs: one per tenant', async () => {
    await app.db.kysely.deleteFrom('jwk_urls').where('tenant_id', '=', acme).execute();
    await assertCreatedOnce('tenant.admin', 'jwk_urls', { url: 'https://keys.acme.example/certs' }, 'tenant');
  });

  test('template version mediate files: one link per version and file, on POST and PATCH', async () => {
    const pairs = await freeAttachment();
    const first = pairs[0]!;
    const sibling = pairs.find((pair) => pair.versionId === first.versionId && pair.fileId !== first.fileId);
    assert.ok(sibling, 'the version has a second file to attach');
    const body = (pair: { versionId: number; fileId: number }) => ({
      templateVersion: `/api/contract_template_versions/${pair.versionId}`,
      file: `/api/files/${pair.fileId}`,
    });
    await assertCreatedOnce('editor', 'contract_template_version_mediate_files', body(first), 'file');

    // Moving another attachment of the same version onto that file is the same duplicate.
    const other = await post('editor', 'contract_template_version_mediate_files', body(sibling));
    assert.equal(other.statusCode, 201, other.body);
    const moved = await as(app, 'editor', {
      method: 'PATCH',
      url: json<{ '@id': string }>(other)['@id'],
      payload: { file: body(first).file },
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    assertDuplicate(moved, 'file');
  });

  test('company template links: one per company and template', async () => {
    const pair = await app.db.kysely
      .selectFrom('companies as c')
      .innerJoin('contract_templates as t', 't.tenant_id', 'c.tenant_id')
      .leftJoin('company_mediate_contract_templates as l', (join) =>
        join.onRef('l.company_id', '=', 'c.id').onRef('l.contract_template_id', '=', 't.id'),
      )
      .select(['c.uuid as company', 't.id as template'])
      .where('c.tenant_id', '=', acme)
      .where('c.deleted_at', 'is', null)
      .where('l.id', 'is', null)
      .orderBy('c.id')
      .orderBy('t.id')
      .executeTakeFirstOrThrow();
    await assertCreatedOnce(
      'tenant.admin',
      'company_mediate_contract_templates',
      { company: `/api/companies/${pair.company}`, contractTemplate: `/api/contract_templates/${pair.template}` },
      'contractTemplate',
    );
  });

  test('customer associations: one per contract and customer', async () => {
    const pair = await app.db.kysely
      .selectFrom('contracts as k')
      .innerJoin('users as u', 'u.tenant_id', 'k.tenant_id')
      .leftJoin('customer_associations as a', (join) =>
        join.onRef('a.contract_id', '=', 'k.id').onRef('a.customer_user_id', '=', 'u.id'),
      )
      .select(['k.id as contract', 'u.id as customer'])
      .where('k.tenant_id', '=', acme)
      .where('a.id', 'is', null)
      .orderBy('k.id')
      .orderBy('u.id')
      .executeTakeFirstOrThrow();
    await assertCreatedOnce(
      'tenant.admin',
      'customer_associations',
      { contract: `/api/contracts/${pair.contract}`, customer: `/api/users/${pair.customer}` },
      'customer',
    );
  });
});
