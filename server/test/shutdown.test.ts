import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { shutDown } from '../src/http/shutdown.js';
import { SHUTDOWN_RETRY_MS } from '../src/http/stream-hub.js';
import { buildTestApp, tokenFor } from './helpers.js';

/**
 * A graceful stop: readyz says no at once while requests are still served (a balancer drains the
 * instance), then requests in flight finish, event streams end telling their clients to come back
 * soon, and nothing is accepted any more; a request that takes too long is cut at the deadline.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test app on a real port with a route that answers after `ms` (its query), and `entered`, which
 * settles once that route has a request in hand (a fixed sleep races a busy machine).
 */
async function listening(): Promise<{ app: FastifyInstance; base: string; entered: Promise<void> }> {
  const app = await buildTestApp();
  let markEntered = () => {};
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  app.get('/slow', async (request) => {
    markEntered();
    // Unreferenced: a request cut at the deadline must not keep the test process waiting.
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { ms?: string }).ms ?? 300)).unref());
    return { done: true };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, entered };
}

/** A GET on a connection kept alive, as a balancer keeps them. */
const agent = new http.Agent({ keepAlive: true });
function get(
  url: string,
  headers: Record<string, string> = {},
  connection: http.Agent | false = agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: connection, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  it('drains (readyz 503, requests still served), lets requests in flight finish, then refuses connections', async () => {
    const { app, base, entered } = await listening();
    // Opens a kept-alive connection that would otherwise hold the close for its whole timeout.
    assert.equal((await get(`${base}/healthz`)).status, 200);
    const inFlight = get(`${base}/slow?ms=600`);
    await entered;
    const started = Date.now();
    const stopped = shutDown(app, { drainMs: 300, timeoutMs: 5000 });

    const ready = await get(`${base}/readyz`);
    assert.deepEqual([ready.status, JSON.parse(ready.body)], [503, { status: 'draining' }]);
    assert.equal((await get(`${base}/api/applications`)).status, 401, 'requests are still answered while draining');

    assert.deepEqual(await inFlight, { status: 200, body: '{"done":true}' }, 'the request in flight finished');
    assert.equal(await stopped, 'clean');
    assert.ok(Date.now() - started < 3000, 'kept-alive connections did not hold the close');
    await assert.rejects(get(`${base}/healthz`, {}, false), /ECONNREFUSED/, 'nothing is accepted once closed');
  });

  it('cuts a request still in flight at the deadline', async () => {
    const { app, base, entered } = await listening();
    const inFlight = get(`${base}/slow?ms=20000`).then(
      () => 'answered',
      () => 'cut',
    );
    await entered;
    const started = Date.now();
    assert.equal(await shutDown(app, { drainMs: 0, timeoutMs: 300 }), 'cut');
    assert.equal(await inFlight, 'cut');
    assert.ok(Date.now() - started < 3000);
  });

  it('ends event streams with a short retry and an end event; a stream opened while draining is sent away', async () => {
    const { app, base } = await listening();
    const token = await tokenFor(app, 'tenant.admin');
    const headers = { authorization: `Bearer ${token}` };
    const stream = await fetch(`${base}/api/events`, { headers });
    assert.equal(stream.status, 200);
    const text = stream.text();

    // The drain outlasts a busy machine's slowest request by far: a stream asked for after it has
    // ended meets the closing server's own 503 instead, which is not what is tested here.
    const stopped = shutDown(app, { drainMs: 2000, timeoutMs: 5000 });
    await sleep(50);
    const refused = await fetch(`${base}/api/events`, { headers });
    assert.equal(refused.status, 503, 'no new stream on a draining instance');
    assert.equal(refused.headers.get('retry-after'), '1');
    await refused.body?.cancel();

    assert.equal(await stopped, 'clean');
    const received = await text;
    assert.match(received, new RegExp(`retry: ${SHUTDOWN_RETRY_MS}\\n\\nevent: end\\ndata: \\{"reason":"shutdown"\\}`));
  });
});
