import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, rolesOf, type AuthUser } from '../auth/plugin.js';
import { verifyAccessToken } from '../auth/jwt.js';
import { toBool } from '../db/portable.js';
import { subscribersOf, type LiveEvent, type Subscriber } from './events.js';

/** A comment line every so often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;

export interface EventStreamOptions {
  /** Tests shorten it (or EVENTS_HEARTBEAT_MS). */
  heartbeatMs?: number;
}

/** When the bearer token of this (already authenticated) request expires, in ms since the epoch. */
async function expiryOf(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const verified = await verifyAccessToken(app.keys, token);
  return verified.ok ? verified.claims.exp * 1000 : Date.now();
}

/**
 * The caller as it is now (checked at each heartbeat): its rights as requireUser would load them,
 * so the audience follows a role or company change; null when the account is gone or deactivated.
 */
async function currentUser(app: FastifyInstance, userId: number): Promise<AuthUser | null> {
  const row = await app.db.kysely
    .selectFrom('users')
    .select(['id', 'user_name', 'roles', 'activity', 'tenant_id', 'company_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || !toBool(row.activity)) return null;
  return {
    id: row.id,
    userName: row.user_name,
    roles: rolesOf(row.roles),
    tenantId: row.tenant_id,
    companyId: row.company_id,
  };
}

/**
 * `GET /api/events`: a server-sent-event stream of `{ resource, id, action }` for rows the caller
 * may see, authenticated like every API call (the console reads it with fetch and its bearer
 * header, so no token ever travels in a URL). It ends when the access token expires (an `end`
 * event says why, the client reconnects with a fresh token) or the account is deleted or deactivated.
 */
export async function eventStreamRoute(app: FastifyInstance, options: EventStreamOptions = {}): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? (Number(process.env.EVENTS_HEARTBEAT_MS) || HEARTBEAT_MS);
  const streams = new Set<(reason?: string) => void>();
  app.get(
    '/events',
    { schema: { tags: ['Events'], summary: 'Live updates (text/event-stream)' } },
    async (request, reply) => {
      const user = callerOf(request);
      const expiresAt = await expiryOf(app, request);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n: connected\n\n');

      const subscribers = subscribersOf(app);
      let closed = false;
      const close = (reason?: string) => {
        if (closed) return;
        closed = true;
        subscribers.delete(subscriber);
        streams.delete(close);
        clearInterval(heartbeat);
        clearTimeout(expiry);
        if (reason && !raw.writableEnded) raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        raw.end();
      };
      const subscriber: Subscriber = {
        user,
        send: (event: LiveEvent) => {
          if (!closed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
        },
      };
      const heartbeat = setInterval(() => {
        void currentUser(app, user.id).then(
          (current) => {
            if (!current) return close('revoked');
            subscriber.user = current;
            if (!closed) raw.write(': heartbeat\n\n');
          },
          () => close('error'),
        );
      }, heartbeatMs);
      const expiry = setTimeout(() => close('expired'), Math.max(0, expiresAt - Date.now()));
      subscribers.add(subscriber);
      request.raw.on('close', () => close());
      streams.add(close);
    },
  );
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close('shutdown');
  });
}
