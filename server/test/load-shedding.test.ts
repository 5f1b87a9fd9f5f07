import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, tokenFor } from './helpers.js';

/**
 * Load shedding: past a threshold an instance answers 503 with Retry-After at once instead of
 * queueing; health checks are answered whatever the load. Thresholds here are tiny on purpose.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy in slices of `sliceMs` until stopped, as an overloaded instance's is. */
function hog(sliceMs: number): () => void {
  let running = true;
  const spin = () => {
    if (!running) return;
    const until = performance.now() + sliceMs;
    while (performance.now() < until) {
      // busy
    }
    setTimeout(spin, 1);
  };
  setTimeout(spin, 1);
  return () => {
    running = false;
  };
}

async function expectShed(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/applications', headers: { authorization: `Bearer ${token}` } });
  assertShed(response);
}

function assertShed(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  assert.equal(response.statusCode, 503, response.body);
  assert.equal(response.headers['retry-after'], '7');
  assert.equal(JSON.parse(response.body)['hydra:description'], 'Service Unavailable');
}

describe('load shedding', () => {
  it('a heap past its threshold: API calls get 503 with Retry-After; healthz and readyz still answer', async () => {
    const app = await buildTestApp({
      shedHeapUsedBytes: 1,
      shedEventLoopDelayMs: 0,
      shedSampleIntervalMs: 10,
      shedRetryAfterSeconds: 7,
    });
    try {
      const token = await tokenFor(app, 'tenant.admin');
      // The first samples after the start are not acted on (the start kept the loop busy).
      await app.ready();
      await sleep(50);
      await expectShed(app, token);
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
      assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200);
    } finally {
      await app.close();
    }
  });

  it('an event loop delayed past its threshold sheds, and serves again once it catches up', async () => {
    const app = await buildTestApp({
      shedHeapUsedBytes: 0,
      shedEventLoopDelayMs: 20,
      shedSampleIntervalMs: 50,
      shedRetryAfterSeconds: 7,
    });
    try {
      const token = await tokenFor(app, 'tenant.admin');
      const headers = { authorization: `Bearer ${token}` };
      const servedWithin = async (what: string) => {
        let status = 0;
        for (let i = 0; i < 40 && status !== 200; i += 1) {
          await sleep(50);
          status = (await app.inject({ url: '/api/applications', headers })).statusCode;
        }
        assert.equal(status, 200, what);
      };
      // Building the app kept the loop busy too: its first samples may shed.
      await servedWithin('served once the start is over');
      const stop = hog(100);
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 40 && !statuses.includes(503); i += 1) {
          const response = await app.inject({ url: '/api/applications', headers });
          statuses.push(response.statusCode);
          if (response.statusCode === 503) assertShed(response);
          await sleep(20);
        }
        assert.ok(statuses.includes(503), `shed under a busy loop: ${statuses.join(' ')}`);
      } finally {
        stop();
      }
      await servedWithin('served again');
    } finally {
      await app.close();
    }
  });

  it('does not act on the start: the first requests after it are served', async () => {
    const app = await buildTestApp({ shedHeapUsedBytes: 1, shedEventLoopDelayMs: 0, shedSampleIntervalMs: 200 });
    try {
      assert.equal((await app.inject({ url: '/api/applications' })).statusCode, 401, 'not 503');
    } finally {
      await app.close();
    }
  });

  it('is off at threshold 0', async () => {
    const app = await buildTestApp({ shedHeapUsedBytes: 0, shedEventLoopDelayMs: 0, shedSampleIntervalMs: 10 });
    try {
      await sleep(30);
      assert.equal(app.hasDecorator('isUnderPressure') ? app.isUnderPressure() : false, false);
      assert.equal((await app.inject({ url: '/api/applications' })).statusCode, 401);
    } finally {
      await app.close();
    }
  });
});
