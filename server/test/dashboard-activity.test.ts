import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { DashboardActivity } from '../../contract/index.js';
import { buildTestApp } from './helpers.js';
import { getAs, visibleIris } from './api-helpers.js';
import { send, templateIri, userIri } from './contracts-fixture.js';

const URL = '/api/dashboard/activity';
const today = () => new Date().toISOString().slice(0, 10);

describe('dashboard activity', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  const activity = async (userName: string) => {
    const response = await getAs<DashboardActivity>(app, userName, URL);
    assert.equal(response.status, 200, userName);
    return response.body;
  };
  const sentToday = (body: DashboardActivity) => body.contracts?.days.find((day) => day.day === today())?.sent ?? 0;
  const signedToday = (body: DashboardActivity) => body.contracts?.days.find((day) => day.day === today())?.signed ?? 0;

  test('roles that do not deal with contracts and templates get 403', async () => {
    for (const userName of ['customer', 'user', 'company.admin'])
      assert.equal((await getAs(app, userName, URL)).status, 403, userName);
  });

  test('figures follow the collections: waiting versions and templates without a current version', async () => {
    const admin = await activity('tenant.admin');
    const waiting = await visibleIris(app, 'tenant.admin', '/api/contract_versions?not_null[signedAt]=false');
    assert.ok(admin.contracts);
    assert.equal(admin.contracts.awaitingSignature, waiting.length);
    assert.ok(admin.latestChanges.length > 0 && admin.latestChanges.length <= 10);
    const times = admin.latestChanges.map((change) => change.at);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');

    const created = await send(app, 'tenant.admin', 'POST', '/api/contract_templates', {
      activity: true,
      translations: [{ locale: 'en', title: 'Activity without version' }],
    });
    assert.equal(created.status, 201);
    const after = await activity('tenant.admin');
    assert.equal(after.templatesWithoutCurrentVersion, admin.templatesWithoutCurrentVersion + 1);
    assert.deepEqual(after.latestChanges[0], {
      kind: 'template',
      action: 'created',
      '@id': created.body['@id'],
      at: created.body.createdAt,
      name: null,
      translations: [{ locale: 'en', title: 'Activity without version' }],
    });
  });

  test("a version sent and signed today counts for its tenant only; globex.admin sees none of Acme's", async () => {
    const [acme, globex, editor] = await Promise.all([
      activity('tenant.admin'),
      activity('globex.admin'),
      activity('editor'),
    ]);
    const mobile = await templateIri(app, 'Mobile Subscription');
    const contract = (await visibleIris(app, 'tenant.admin', `/api/contracts?template=${mobile}`))[0]!;
    const sent = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract,
      recipientUser: await userIri(app, 'user'),
      content: 'Activity test',
    });
    assert.equal(sent.status, 201);
    const version = sent.body['@id'] as string;
    assert.equal((await send(app, 'user', 'PATCH', version, { signedAt: new Date().toISOString() })).status, 200);

    const acmeAfter = await activity('tenant.admin');
    assert.equal(sentToday(acmeAfter), sentToday(acme) + 1);
    assert.equal(signedToday(acmeAfter), signedToday(acme) + 1);
    const mine = acmeAfter.latestChanges.filter((change) => change['@id'] === version);
    assert.deepEqual(mine.map((change) => change.action).sort(), ['sent', 'signed']);
    assert.ok(mine.every((change) => change.translations.some((text) => text.title === 'Mobile Subscription')));

    const globexAfter = await activity('globex.admin');
    assert.deepEqual(globexAfter, globex, 'nothing of Acme reaches Globex');
    const acmeIris = new Set([...acmeAfter.latestChanges, ...acme.latestChanges].map((change) => change['@id']));
    assert.ok(globexAfter.latestChanges.every((change) => !acmeIris.has(change['@id'])));
    assert.ok(globexAfter.contracts);
    assert.equal(
      globexAfter.contracts.awaitingSignature,
      (await visibleIris(app, 'globex.admin', '/api/contract_versions?not_null[signedAt]=false')).length,
    );

    const supervisor = await activity('supervisor');
    assert.ok(sentToday(supervisor) >= sentToday(acmeAfter) + sentToday(globexAfter));

    // The editor writes templates but sends no contracts: no contract figures, no contract versions.
    const editorAfter = await activity('editor');
    assert.equal(editor.contracts, null);
    assert.equal(editorAfter.contracts, null);
    assert.ok(editorAfter.latestChanges.every((change) => change.kind !== 'contractVersion'));
    assert.equal(editorAfter.templatesWithoutCurrentVersion, acmeAfter.templatesWithoutCurrentVersion);
  });
});
