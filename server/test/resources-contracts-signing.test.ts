import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './helpers.js';
import { getAs, visibleIris } from './api-helpers.js';
import { send, snapshot, templateIri, userIri } from './contracts-fixture.js';

type Item = Record<string, unknown> & { '@id': string };

/** The customer's unsigned versions (what "My Contracts" asks them to sign). */
async function waitingFor(app: FastifyInstance, userName: string): Promise<string[]> {
  return visibleIris(
    app,
    userName,
    `/api/contract_versions?not_null[signedAt]=false&recipientUser=${await userIri(app, userName)}`,
  );
}

describe('contract versions, signing and customer associations', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp();
  });
  // A fresh database per test: signing and batches change the demo contracts.
  afterEach(() => app.close());

  test('a customer signs its own unsigned version with a PATCH that answers the signed item', async () => {
    const [version] = await waitingFor(app, 'customer');
    const before = Date.now();
    const signed = await send(app, 'customer', 'PATCH', version!, { signedAt: '2000-01-01T00:00:00Z' });
    assert.equal(signed.status, 200);
    const at = Date.parse(signed.body.signedAt as string);
    assert.ok(at >= before - 1000 && at <= Date.now() + 1000, 'the server clock is the signature time');
    assert.equal((await getAs<Item>(app, 'tenant.admin', version!)).body.signedAt, signed.body.signedAt);

    const again = await send(app, 'customer', 'PATCH', version!, { signedAt: new Date().toISOString() });
    assert.equal(again.status, 422);
    const unsign = await send(app, 'customer', 'PATCH', version!, { signedAt: null });
    assert.equal(unsign.status, 422);
    const adminUnsign = await send(app, 'tenant.admin', 'PATCH', version!, { signedAt: null });
    assert.equal(adminUnsign.status, 422, 'nobody withdraws a signature');
  });

  test("signing is refused for another customer's version (404) and for non-recipients who see it (403)", async () => {
    const state = await snapshot(app, 'contract_versions');
    const [customers] = await waitingFor(app, 'customer');
    assert.equal((await send(app, 'user', 'PATCH', customers!, { signedAt: new Date().toISOString() })).status, 404);
    assert.equal(
      (await send(app, 'tenant.admin', 'PATCH', customers!, { signedAt: new Date().toISOString() })).status,
      403,
    );
    assert.equal((await send(app, 'customer', 'PATCH', customers!, { content: 'I rewrote it' })).status, 403);
    assert.equal((await send(app, 'globex.admin', 'PATCH', customers!, { content: 'x' })).status, 404);
    assert.equal(await snapshot(app, 'contract_versions'), state);
  });

  test('a tenant admin sends a version (content snapshot from the template version) and may not change it once signed', async () => {
    const contract = (
      await visibleIris(app, 'tenant.admin', `/api/contracts?template=${await templateIri(app, 'Mobile Subscription')}`)
    )[0]!;
    const templateVersion = (
      await getAs<Item>(
        app,
        'tenant.admin',
        `/api/contract_template_versions/current_template_version?template=${await templateIri(app, 'Mobile Subscription')}`,
      )
    ).body['@id'];
    const created = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract,
      templateVersion,
      recipientUser: await userIri(app, 'user'),
    });
    assert.equal(created.status, 201);
    assert.match(created.body.content as string, /Mobile Subscription/);
    assert.equal(created.body.senderUser, await userIri(app, 'tenant.admin'));
    assert.equal(created.body.signedAt, null);
    const foreignTemplateVersion = (
      await getAs<Item>(
        app,
        'tenant.admin',
        `/api/contract_template_versions?template=${await templateIri(app, 'Household Insurance')}`,
      )
    ).body['hydra:member'] as Item[];
    const mismatch = await send(app, 'tenant.admin', 'PATCH', created.body['@id'] as string, {
      templateVersion: foreignTemplateVersion[0]!['@id'],
    });
    assert.equal(mismatch.status, 422);

    assert.equal(
      (await send(app, 'user', 'PATCH', created.body['@id'] as string, { signedAt: new Date().toISOString() })).status,
      200,
    );
    const frozen = await send(app, 'tenant.admin', 'PATCH', created.body['@id'] as string, {
      content: 'Changed after signature',
    });
    assert.equal(frozen.status, 422);
    assert.equal((await send(app, 'tenant.admin', 'DELETE', created.body['@id'] as string)).status, 422);
    assert.equal((await send(app, 'customer', 'POST', '/api/contract_versions', { contract })).status, 403);
  });

  test('batch patch: all items change in one transaction and the answer lists them', async () => {
    const [first, second] = await visibleIris(app, 'tenant.admin', '/api/contract_versions?not_null[signedAt]=false');
    const batch = await send(app, 'tenant.admin', 'PATCH', '/api/contract_versions/batch', {
      items: [
        { '@id': first, content: 'Batch one' },
        { id: Number(second!.split('/').pop()), content: 'Batch two' },
      ],
    });
    assert.equal(batch.status, 200);
    const members = batch.body['hydra:member'] as Item[];
    assert.deepEqual(
      members.map((m) => [m['@id'], m.content]),
      [
        [first, 'Batch one'],
        [second, 'Batch two'],
      ],
    );
  });

  test('batch patch is all or nothing: one refused item (signed, foreign, missing, invalid) changes none', async () => {
    const state = await snapshot(app, 'contract_versions');
    const [unsigned] = await visibleIris(app, 'tenant.admin', '/api/contract_versions?not_null[signedAt]=false');
    const [signed] = await visibleIris(app, 'tenant.admin', '/api/contract_versions?not_null[signedAt]=true');
    const [globex] = await visibleIris(app, 'globex.admin', '/api/contract_versions');
    const frozen = await send(app, 'tenant.admin', 'PATCH', '/api/contract_versions/batch', {
      items: [
        { '@id': unsigned, content: 'Would change' },
        { '@id': signed, content: 'Refused' },
      ],
    });
    assert.equal(frozen.status, 422);
    assert.equal((frozen.body.violations as { propertyPath: string }[])[0]!.propertyPath, 'items[1]');
    const foreign = await send(app, 'tenant.admin', 'PATCH', '/api/contract_versions/batch', {
      items: [
        { '@id': unsigned, content: 'Would change' },
        { '@id': globex, content: 'Refused' },
      ],
    });
    assert.equal(foreign.status, 404);
    const invalid = await send(app, 'tenant.admin', 'PATCH', '/api/contract_versions/batch', {
      items: [{ '@id': unsigned, content: 'Would change' }, { content: 'no id' }],
    });
    assert.equal(invalid.status, 422);
    assert.equal((await send(app, 'tenant.admin', 'PATCH', '/api/contract_versions/batch', { items: [] })).status, 422);
    assert.equal(await snapshot(app, 'contract_versions'), state, 'nothing was half-written');
  });

  test('customer associations: scope, create, duplicate, and the customer signs (association and version together)', async () => {
    assert.equal((await visibleIris(app, 'customer', '/api/customer_associations')).length, 2);
    assert.equal((await visibleIris(app, 'tenant.admin', '/api/customer_associations')).length, 5);
    assert.equal((await visibleIris(app, 'globex.admin', '/api/customer_associations')).length, 1);
    assert.equal((await getAs(app, 'api.user', '/api/customer_associations')).status, 403);

    const [open] = await visibleIris(app, 'customer', '/api/customer_associations?not_null[signedAt]=false');
    const association = (await getAs<Item>(app, 'customer', open!)).body;
    assert.equal((await send(app, 'user', 'POST', `${open!}/sign`)).status, 404, "another customer's association");
    assert.equal((await send(app, 'tenant.admin', 'POST', `${open!}/sign`)).status, 403, 'only the customer signs');

    const signed = await send(app, 'customer', 'POST', `${open!}/sign`);
    assert.equal(signed.status, 200);
    assert.ok(typeof signed.body.signedAt === 'string');
    const contract = (await getAs<Item>(app, 'customer', association.contract as string)).body;
    const customerIri = await userIri(app, 'customer');
    const latest = (contract.versions as Item[]).filter((v) => v.recipientUser === customerIri).pop()!;
    assert.equal(latest.signedAt, signed.body.signedAt, 'the contract version is signed at the same moment');
    assert.equal((await send(app, 'customer', 'POST', `${open!}/sign`)).status, 422, 'already signed');

    const state = await snapshot(app, 'customer_associations');
    const duplicate = await send(app, 'tenant.admin', 'POST', '/api/customer_associations', {
      contract: association.contract,
      customer: customerIri,
    });
    assert.equal(duplicate.status, 422);
    const foreignCustomer = await send(app, 'tenant.admin', 'POST', '/api/customer_associations', {
      contract: association.contract,
      customer: await userIri(app, 'globex.admin'),
    });
    assert.equal(foreignCustomer.status, 400);
    assert.equal(
      (
        await send(app, 'customer', 'POST', '/api/customer_associations', {
          contract: association.contract,
          customer: customerIri,
        })
      ).status,
      403,
    );
    assert.equal(await snapshot(app, 'customer_associations'), state);

    const created = await send(app, 'tenant.admin', 'POST', '/api/customer_associations', {
      contract: association.contract,
      customer: await userIri(app, 'user'),
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.company, association.company, "defaults to the contract's recipient company");
    assert.equal(created.body.signedAt, null);
  });
});
