import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { LATEST_MIGRATION } from '../db/migrate.js';
import { ApiError } from '../hydra/errors.js';

/** How long /readyz waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 1000;
/** The route new event streams open (events-stream.ts): refused while draining, so consoles reconnect elsewhere. */
const EVENT_STREAM_PATH = '/api/events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes new work: draining from the first moment of a shutdown (shutdown.ts). */
    readiness: { draining: boolean };
  }
  interface FastifyContextConfig {
    /** Answered whatever the load (load-shedding.ts): health checks. */
    neverShed?: boolean;
  }
}

type Verdict = 'ready' | 'draining' | 'database unreachable' | 'database not migrated';

const answer = (reply: FastifyReply, status: number, verdict: Verdict | 'ok') =>
  reply.code(status).header('cache-control', 'no-store').send({ status: verdict });

/**
 * Health for a load balancer or an orchestrator, outside /api, without a caller, and without a
 * request line at info (a balancer asks every second):
 *
 * - `GET /healthz`: the process is alive and answers (200). Nothing else: an orchestrator restarts
 *   an instance that fails it, and a database outage is not cured by restarting every instance.
 * - `GET /readyz`: this instance should be sent requests (200), or not (503): it is shutting down,
 *   or the database does not answer within READY_TIMEOUT_MS, or lacks this code's newest migration.
 *   It asks the database every time (no answer is kept), one question at a time: a database that
 *   hangs keeps one probe waiting, not one per health check.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const readiness = { draining: false };
    app.decorate('readiness', readiness);

    let probe: Promise<Verdict> | null = null;
    const askDatabase = async (): Promise<Verdict> => {
      try {
        const { rows } = await sql<{
          one: number;
        }>`select 1 as one from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${LATEST_MIGRATION}`.execute(
          app.db.kysely,
        );
        return rows.length > 0 ? 'ready' : 'database not migrated';
      } catch {
        return 'database unreachable';
      }
    };
    const databaseVerdict = (): Promise<Verdict> => {
      probe ??= askDatabase().finally(() => {
        probe = null;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<Verdict>((resolve) => {
        timer = setTimeout(() => resolve('database unreachable'), READY_TIMEOUT_MS);
      });
      return Promise.race([probe, late]).finally(() => clearTimeout(timer));
    };

    // Said once per change, not once per health check.
    let last: Verdict = 'ready';
    const report = (verdict: Verdict) => {
      if (verdict === last) return;
      if (verdict === 'ready') app.log.info('ready again');
      else if (verdict !== 'draining') app.log.warn({ readiness: verdict }, 'not ready');
      last = verdict;
    };

    const quiet = { logLevel: 'warn', config: { neverShed: true }, schema: { hide: true } } as const;
    app.get('/healthz', quiet, async (_request, reply) => answer(reply, 200, 'ok'));
    app.get('/readyz', quiet, async (_request, reply) => {
      const verdict = readiness.draining ? 'draining' : await databaseVerdict();
      report(verdict);
      return answer(reply, verdict === 'ready' ? 200 : 503, verdict);
    });

    // A stream opened now would be cut in a moment: the client is sent elsewhere at once (a
    // balancer retries a 503 on another instance, the console waits Retry-After).
    app.addHook('onRequest', async (request, reply) => {
      if (readiness.draining && request.method === 'GET' && request.url.split('?')[0] === EVENT_STREAM_PATH) {
        reply.header('retry-after', '1');
        throw new ApiError(503, 'Service Unavailable');
      }
    });
  },
  { name: 'health' },
);
