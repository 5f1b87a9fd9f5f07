import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { LiveAction, LiveEvent } from '../../../contract/index.js';
import type { Database } from '../db/schema.js';
import { dynamic } from '../db/dynamic.js';
import type { AudienceDefinition } from './stream-hub.js';

/**
 * Live updates (docs/decisions.md "Live updates"): after a successful write the server tells every
 * open event stream whose caller may see the row `{ resource, id, action }`, on this instance
 * directly and on the others of a PostgreSQL database through the cluster bus (db/cluster-bus.ts),
 * each instance choosing the audience among its own streams.
 *
 * Who may see the row is decided by the stream hub (stream-hub.ts) once per group of users with the
 * same scope, after the write has committed and answered, so open streams add nothing to the
 * write's transaction; only a delete decides inside it, where the row is still there.
 */
export type { LiveAction, LiveEvent };

interface Pending {
  event: LiveEvent;
  definition: AudienceDefinition;
  /** Decided already (a delete, inside its transaction); otherwise at delivery. */
  audience?: number[];
  /** A deleted row as it was, for the audiences of other instances (cluster-bus.ts). */
  row?: object;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Events of this request's writes, delivered once it has answered with success. */
    liveEvents: Pending[] | null;
  }
}

/**
 * Announces a write of `row` (or its key). The event leaves once the request has answered with
 * success, so a rolled-back write announces nothing; its audience is chosen then, except for a
 * delete, whose audience is chosen now with `db` (the write's transaction: the row is still there).
 */
export async function publish(
  request: FastifyRequest,
  db: Kysely<Database>,
  definition: AudienceDefinition,
  rowOrKey: object | string | number,
  action: LiveAction,
): Promise<void> {
  const hub = request.server.streams;
  const bus = request.server.db.bus;
  // Nobody listens here, and no other instance could: nothing to announce.
  if (hub.size === 0 && !bus) return;
  const key = typeof rowOrKey === 'object' ? (rowOrKey as Record<string, unknown>)[definition.key.column] : rowOrKey;
  const event: LiveEvent = { resource: definition.path, id: String(key), action };
  const deleted = action === 'deleted';
  const audience = deleted && hub.size > 0 ? await hub.audienceOf(definition, event.id, db) : undefined;
  const row = deleted && typeof rowOrKey === 'object' ? rowOrKey : undefined;
  const pending = (request.liveEvents ??= []);
  pending.push({ event, definition, audience: deleted ? (audience ?? []) : undefined, row });
  // The parent shows this row (a contract its versions' signatures): its lists are stale too.
  if (definition.parent) {
    const { resource: parent, column } = definition.parent();
    const parentKey =
      typeof rowOrKey === 'object' && column in rowOrKey
        ? (rowOrKey as Record<string, unknown>)[column]
        : (
            await dynamic(db)
              .selectFrom(definition.table)
              .select(sql.ref(column).as('parent'))
              .where(
                sql.ref(`${definition.table}.${definition.key.column}`),
                '=',
                definition.key.kind === 'int' ? Number(key) : key,
              )
              .executeTakeFirst()
          )?.parent;
    const id = parentKey === null || parentKey === undefined ? null : String(parentKey);
    const known = pending.some((p) => p.event.resource === parent.path && p.event.id === id);
    if (id !== null && !known) await publish(request, db, parent, id, 'updated');
  }
}

/** Delivers a request's events after a successful answer, to the streams open by then. */
async function deliver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const pending = request.liveEvents;
  request.liveEvents = null;
  if (!pending || reply.statusCode >= 400) return;
  const hub = request.server.streams;
  const bus = request.server.db.bus;
  for (const { event, definition, audience, row } of pending) {
    // The other instances choose their own audiences (cluster-bus.ts).
    void bus?.send({ kind: 'event', ...event, row });
    if (hub.size === 0) continue;
    const users = audience ?? (await hub.audienceOf(definition, event.id));
    hub.send(users, `data: ${JSON.stringify(event)}\n\n`);
    // A user's own row changed: its streams follow at once (ended when deactivated or deleted).
    if (definition.table === 'users') await hub.refresh([Number(event.id)]);
  }
}

/** The request decoration and the delivery hook for every route of the scope it is registered in (/api). */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('liveEvents', null);
    app.addHook('onResponse', async (request, reply) => {
      // After the answer: a failure here only costs the event, never the write.
      await deliver(request, reply).catch((error: unknown) =>
        request.log.warn({ err: error }, 'live update not delivered'),
      );
    });
  },
  { name: 'live-events' },
);
