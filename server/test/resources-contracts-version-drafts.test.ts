import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DRAFT_VERSION_NOT_SENDABLE, templateVersionPublishPath } from '../../contract/index.js';
import { buildTestApp, tokenFor } from './helpers.js';
import { getAs, visibleIris } from './api-helpers.js';
import { send, templateIri, userIri } from './contracts-fixture.js';
import { openEventStream } from './stream-helpers.js';

type Item = Record<string, unknown> & { '@id': string; id: number };
const current = (template: string) => `/api/contract_template_versions/current_template_version?template=${template}`;
const publishUrl = (version: Item) => `/api/${templateVersionPublishPath(version.id)}`;

/**
 * Template version drafts (issue 25): a new version is a draft until published; a draft is never
 * current nor sent; publishing is for those who write templates, inside their tenant.
 */
describe('template version drafts and publishing', () => {
  let app: FastifyInstance;
  let base: string;
  let mobile: string;
  before(async () => {
    app = await buildTestApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    mobile = await templateIri(app, 'Mobile Subscription');
  });
  after(() => app.close());

  const draftOf = async (userName = 'editor', title = 'Draft') => {
    const created = await send(app, userName, 'POST', '/api/contract_template_versions', {
      template: mobile,
      translations: [{ locale: 'en', title, content: `§1 ${title} terms.` }],
    });
    assert.equal(created.status, 201);
    return created.body as Item;
  };

  test('existing versions count as published; a new version is a draft and not current', async () => {
    const before = await getAs<Item>(app, 'editor', current(mobile));
    assert.equal(before.status, 200);
    assert.equal(typeof before.body.publishedAt, 'string', 'seeded versions are published');
    const draft = await draftOf();
    assert.equal(draft.publishedAt, null);
    const after = await getAs<Item>(app, 'editor', current(mobile));
    assert.equal(after.body['@id'], before.body['@id'], 'a draft does not supersede the current version');
    const drafts = await visibleIris(
      app,
      'editor',
      `/api/contract_template_versions?template=${mobile}&not_null[publishedAt]=false`,
    );
    assert.ok(drafts.includes(draft['@id']));
    const published = await visibleIris(
      app,
      'editor',
      `/api/contract_template_versions?template=${mobile}&not_null[publishedAt]=true`,
    );
    assert.ok(!published.includes(draft['@id']));
  });

  test('a draft cannot be sent (422 naming templateVersion); once published it is current and can be sent', async () => {
    const draft = await draftOf('tenant.admin', 'Sendable');
    const contract = (await visibleIris(app, 'tenant.admin', `/api/contracts?template=${mobile}`))[0]!;
    const recipientUser = await userIri(app, 'user');
    const refused = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract,
      templateVersion: draft['@id'],
      recipientUser,
    });
    assert.equal(refused.status, 422);
    assert.equal(refused.body['hydra:description'], `templateVersion: ${DRAFT_VERSION_NOT_SENDABLE}`);

    const started = Date.now();
    const published = await send(app, 'tenant.admin', 'POST', publishUrl(draft));
    assert.equal(published.status, 200);
    assert.equal(published.body['@id'], draft['@id']);
    const publishedAt = Date.parse(published.body.publishedAt as string);
    assert.ok(publishedAt >= started - 1000 && publishedAt <= Date.now() + 1000, 'published now');
    assert.equal(published.body.plannedRevision, published.body.publishedAt, 'it takes effect when published');
    assert.equal((await getAs<Item>(app, 'editor', current(mobile))).body['@id'], draft['@id']);

    const again = await send(app, 'tenant.admin', 'POST', publishUrl(draft));
    assert.equal(again.status, 200);
    assert.equal(again.body.publishedAt, published.body.publishedAt, 'publishing twice changes nothing');

    const sent = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract,
      templateVersion: draft['@id'],
      recipientUser,
    });
    assert.equal(sent.status, 201);
    assert.match(sent.body.content as string, /Sendable/);
  });

  test('a sent version cannot be moved to a draft either', async () => {
    const contract = (await visibleIris(app, 'tenant.admin', `/api/contracts?template=${mobile}`))[0]!;
    const version = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract,
      templateVersion: (await getAs<Item>(app, 'tenant.admin', current(mobile))).body['@id'],
      recipientUser: await userIri(app, 'user'),
    });
    assert.equal(version.status, 201);
    const draft = await draftOf('tenant.admin', 'Later');
    const moved = await send(app, 'tenant.admin', 'PATCH', version.body['@id'] as string, {
      templateVersion: draft['@id'],
    });
    assert.equal(moved.status, 422);
  });

  test('POST with publish: true publishes at once', async () => {
    const created = await send(app, 'editor', 'POST', '/api/contract_template_versions', {
      template: mobile,
      publish: true,
      translations: [{ locale: 'en', title: 'At once' }],
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.publishedAt, created.body.createdAt);
    assert.equal((await getAs<Item>(app, 'editor', current(mobile))).body['@id'], created.body['@id']);
  });

  test('who may publish: template writers of the tenant; readers 403, another tenant 404, missing 404', async () => {
    const draft = await draftOf();
    assert.equal((await send(app, 'company.admin', 'POST', publishUrl(draft))).status, 403);
    assert.equal((await send(app, 'api.user', 'POST', publishUrl(draft))).status, 403);
    assert.equal((await send(app, 'customer', 'POST', publishUrl(draft))).status, 403);
    assert.equal((await send(app, 'globex.admin', 'POST', publishUrl(draft))).status, 404);
    assert.equal((await getAs<Item>(app, 'editor', draft['@id'])).body.publishedAt, null, 'still a draft');
    assert.equal((await send(app, 'editor', 'POST', '/api/contract_template_versions/999999/publish')).status, 404);
    assert.equal((await send(app, 'editor', 'POST', publishUrl(draft))).status, 200);
    const other = await draftOf();
    assert.equal((await send(app, 'supervisor', 'POST', publishUrl(other))).status, 200);
  });

  test('publishing is announced on the live-update bus to the tenant, with the template (its parent)', async () => {
    const draft = await draftOf();
    const acme = await openEventStream(base, await tokenFor(app, 'tenant.admin', 900));
    const globex = await openEventStream(base, await tokenFor(app, 'globex.admin', 900));
    try {
      assert.equal((await send(app, 'editor', 'POST', publishUrl(draft))).status, 200);
      const id = String(draft.id);
      await acme.until(
        () =>
          acme.events.some((e) => e.resource === 'contract_template_versions' && e.id === id && e.action === 'updated'),
        'the version event',
      );
      await acme.until(
        () => acme.events.some((e) => e.resource === 'contract_templates' && e.id === mobile.split('/').pop()),
        'the template event',
      );
      assert.equal(
        globex.events.some((e) => e.resource === 'contract_template_versions'),
        false,
      );
    } finally {
      acme.close();
      globex.close();
    }
  });
});
