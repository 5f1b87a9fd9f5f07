import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getAs, type Collection } from './api-helpers.js';
import { buildTestApp } from './helpers.js';
import { companyIri, send, templateIri, userIri } from './contracts-fixture.js';

/**
 * The signature filters read facts the database keeps on each contract (triggers on
 * contract_versions): they must follow every version write, and agree with the versions
 * themselves for every contract.
 */

let app: FastifyInstance;
before(async () => {
  app = await buildTestApp();
});
after(() => app?.close());

/** Whether the tenant admin's list with the signature filter shows the contract. */
const listed = async (signed: boolean, contract: string) =>
  (
    await getAs<Collection<{ '@id': string }>>(
      app,
      'tenant.admin',
      `/api/contracts?not_null[versions.signedAt]=${signed}&itemsPerPage=100`,
    )
  ).body['hydra:member'].some((member) => member['@id'] === contract);

test('a contract moves between "awaiting signature" and "signed" as its versions are written', async () => {
  const created = await send(app, 'tenant.admin', 'POST', '/api/contracts', {
    template: await templateIri(app, 'Mobile Subscription'),
    recipientCompany: await companyIri(app, 'Zürich Customer AG'),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const contract = String(created.body['@id']);
  assert.deepEqual([await listed(true, contract), await listed(false, contract)], [false, true], 'no version yet');

  const version = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
    contract,
    recipientUser: await userIri(app, 'customer'),
    content: 'Terms',
  });
  assert.equal(version.status, 201, JSON.stringify(version.body));
  assert.deepEqual([await listed(true, contract), await listed(false, contract)], [false, true], 'one to sign');

  const signed = await send(app, 'customer', 'PATCH', String(version.body['@id']), {
    signedAt: new Date().toISOString(),
  });
  assert.equal(signed.status, 200, JSON.stringify(signed.body));
  assert.deepEqual([await listed(true, contract), await listed(false, contract)], [true, false], 'signed');

  const second = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', { contract, content: 'New terms' });
  assert.deepEqual([await listed(true, contract), await listed(false, contract)], [true, true], 'one signed, one open');
  assert.equal((await send(app, 'tenant.admin', 'DELETE', String(second.body['@id']))).status, 204);
  assert.deepEqual([await listed(true, contract), await listed(false, contract)], [true, false], 'open one deleted');
});

test('for every contract, the kept facts agree with its versions', async () => {
  const disagreeing = await sql<{ id: number }>`
    select c.id from contracts c
    where c.has_signed_version <> case when exists (select 1 from contract_versions v where v.contract_id = c.id and v.signed_at is not null) then 1 else 0 end
       or c.awaits_signature <> case when exists (select 1 from contract_versions v where v.contract_id = c.id and v.signed_at is null)
                                       or not exists (select 1 from contract_versions v where v.contract_id = c.id) then 1 else 0 end`.execute(
    app.db.kysely,
  );
  assert.deepEqual(disagreeing.rows, []);
});
