import { hydraErrorSchema, JSONLD, routeOf } from '../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../auth/plugin.js';
import { ApiError } from '../hydra/errors.js';
import type { Stream } from './stream-hub.js';
import { eventStreamAnswer } from '../hydra/answers.js';

/** How long a refused stream is asked to wait before trying again, in seconds. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/**
 * `GET /api/events`: a server-sent-event stream of `{ resource, id, action }` for rows the caller
 * may see, authenticated like every API call (the console reads it with fetch and its bearer
 * header, so no token ever travels in a URL). It ends when the access token expires (an `end`
 * event says why, the client reconnects with a fresh token), when its session is revoked (sign-out)
 * and when the account is deleted or deactivated. A user's streams per instance, and the instance's,
 * are bounded (stream-hub.ts): one more answers 429 with Retry-After.
 */
export async function eventStreamRoute(app: FastifyInstance): Promise<void> {
  const hub = app.streams;
  app.get(
    routeOf('events'),
    {
      schema: {
        tags: ['Events'],
        summary: 'Live updates (text/event-stream)',
        answers: {
          ...eventStreamAnswer('Server-sent events: one per change the caller may see, and keep-alive comments'),
          429: {
            description: 'Too many open event streams; retry after Retry-After seconds',
            content: { [JSONLD]: hydraErrorSchema },
          },
        },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const session = request.session;
      if (!session) throw new Error('route is missing the requireUser hook');
      const admission = hub.admit(user.id);
      if (!admission.admitted) {
        request.log.warn(
          { event: 'event_stream_refused', userId: user.id, why: admission.why },
          'event stream refused',
        );
        reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
        throw new ApiError(429, 'Too many open event streams.');
      }
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

      let closed = false;
      const stream: Stream = {
        sessionId: session.id,
        write: (text) => {
          if (!closed) raw.write(text);
        },
        end: (reason) => {
          if (closed) return;
          closed = true;
          hub.remove(user.id, stream);
          clearTimeout(expiry);
          if (reason && !raw.writableEnded) raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          raw.end();
        },
      };
      const expiry = setTimeout(() => stream.end('expired'), Math.max(0, session.tokenExpiresAt - Date.now()));
      hub.add(user, stream);
      request.raw.on('close', () => stream.end());
    },
  );
}
