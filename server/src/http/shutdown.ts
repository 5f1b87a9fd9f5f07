import type { FastifyInstance } from 'fastify';

/** While closing, connections whose last answer has gone are closed this often (keep-alive ones would wait for their timeout). */
const IDLE_SWEEP_MS = 100;

export interface ShutdownOptions {
  /** How long /readyz answers 503 while requests are still served (config.shutdownDrainMs). */
  drainMs: number;
  /** How long requests in flight then have to finish before their connections are cut (config.shutdownTimeoutMs). */
  timeoutMs: number;
}

/**
 * A graceful stop (SIGTERM, Ctrl+C), resolving with whether every request finished ('clean') or
 * some were cut at the deadline ('cut'):
 *
 * 1. draining: /readyz answers 503 at once and new event streams are sent away, while every other
 *    request is still served for `drainMs`, long enough for a balancer's health checks to take
 *    the instance out, so nothing is sent to it once it stops accepting;
 * 2. closing: no new connection is accepted; event streams end with `event: end` (the console
 *    reconnects at once, through the balancer to another instance); requests in flight finish, for
 *    at most `timeoutMs`, after which their connections are cut;
 * 3. the database pool closes (the app's onClose), and the caller may exit.
 */
export async function shutDown(app: FastifyInstance, options: ShutdownOptions): Promise<'clean' | 'cut'> {
  app.readiness.draining = true;
  app.log.info({ drainMs: options.drainMs }, 'shutting down: draining');
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));

  let cut = false;
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn({ timeoutMs: options.timeoutMs }, 'shutting down: requests still in flight are cut');
    app.server.closeAllConnections();
  }, options.timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  app.log.info(cut ? 'stopped, some requests cut' : 'stopped');
  return cut ? 'cut' : 'clean';
}
