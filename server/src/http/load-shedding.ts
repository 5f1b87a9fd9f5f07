import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../hydra/errors.js';

/** At most one warning per this many ms while requests are shed. */
const WARN_EVERY_MS = 10_000;

/**
 * Load shedding: when the instance is overloaded (the event loop's delay, sampled every second,
 * past SHED_EVENT_LOOP_DELAY_MS, or the used heap past SHED_HEAP_USED_BYTES), a new request is
 * answered 503 with Retry-After at once instead of joining a queue that only grows: every waiting
 * request makes the others later, and a client that gave up is still served. A balancer sends the
 * retry to another instance; the console's reads retry after the time asked.
 *
 * Not shed: /healthz and /readyz (an overloaded instance is alive, and ready once it catches up:
 * taking every busy instance out of the balancer at once would turn a peak into an outage).
 * Event streams already open are untouched; opening one is shed like any request (the console
 * waits Retry-After before it tries again).
 */
export const loadSheddingPlugin = fp(
  async (app: FastifyInstance) => {
    const { shedEventLoopDelayMs, shedHeapUsedBytes, shedRetryAfterSeconds, shedSampleIntervalMs } = app.config;
    let warned = 0;
    // Starting (compiling every route) keeps the loop busy for a second or more, which the first
    // samples after it still show: they are no overload, and are not acted on.
    let settledAt = Infinity;
    app.addHook('onReady', async () => {
      settledAt = performance.now() + 2 * shedSampleIntervalMs;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: shedEventLoopDelayMs,
      maxHeapUsedBytes: shedHeapUsedBytes,
      sampleInterval: shedSampleIntervalMs,
      pressureHandler: async (request, reply, type, value) => {
        if (request.routeOptions.config.neverShed || performance.now() < settledAt) return;
        if (Date.now() - warned > WARN_EVERY_MS) {
          warned = Date.now();
          // A loop busy for a whole sample has no measure: under-pressure says Infinity.
          const measured = Number.isFinite(value) ? Math.round(value ?? 0) : 'over a whole sample';
          request.log.warn({ event: 'load_shed', pressure: type, value: measured }, 'shedding load');
        }
        reply.header('retry-after', String(shedRetryAfterSeconds));
        throw new ApiError(503, 'Service Unavailable');
      },
    });
  },
  { name: 'load-shedding', dependencies: ['hydra'] },
);
