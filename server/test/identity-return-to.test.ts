import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONNECT_PATH, returnPathOf } from '../../contract/index.js';
import { buildTestApp } from './helpers.js';
import { browse, CookieJar, firstForm, last, PUBLIC_URL } from './identity-helpers.js';

/**
 * The connect path takes a returnTo: a path on the console's origin where the browser lands after
 * sign-in (a re-sign-in goes back to the form it left). Anything else lands on the home page, so
 * sign-in is never an open redirect.
 */

describe('sign-in return address', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ publicUrl: PUBLIC_URL, consoleUrl: PUBLIC_URL });
  });
  after(() => app.close());

  /** Signs in from the given connect address and returns where the callback sends the browser. */
  async function landingOf(connect: string): Promise<string | undefined> {
    const jar = new CookieJar();
    const page = last(await browse(app, jar, { url: connect }));
    assert.equal(page.status, 200, `the sign-in page for ${connect}`);
    const { action } = firstForm(page.response.body);
    const steps = await browse(app, jar, {
      method: 'POST',
      url: action,
      form: { username: 'editor', password: 'demo' },
    });
    const callback = steps.find((step) => step.url.startsWith('/connect/keycloak/check'));
    assert.equal(callback?.status, 302);
    return callback?.location;
  }

  const connectTo = (returnTo: string) => `${CONNECT_PATH}?returnTo=${encodeURIComponent(returnTo)}`;

  it('lands on a same-origin path with its query', async () => {
    assert.equal(
      await landingOf(connectTo('/de/contract/template/5?tab=versions')),
      `${PUBLIC_URL}/de/contract/template/5?tab=versions`,
    );
  });

  it('lands on the home page without one', async () => {
    assert.equal(await landingOf(CONNECT_PATH), `${PUBLIC_URL}/`);
  });

  for (const hostile of [
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    '/tenant\r\nSet-Cookie: planted=1',
    'tenant',
  ]) {
    it(`ignores ${JSON.stringify(hostile)}`, async () => {
      assert.equal(await landingOf(connectTo(hostile)), `${PUBLIC_URL}/`);
    });
  }

  it('the rule the console uses is the same function', () => {
    assert.equal(returnPathOf('/file/3'), '/file/3');
    assert.equal(returnPathOf(['/file/3']), null);
    assert.equal(returnPathOf(`/${'a'.repeat(2001)}`), null);
  });
});
