import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { AuthUser } from '../auth/plugin.js';
import type { Database } from '../db/schema.js';
import type { ResourceDefinition, TableName } from '../resources/engine/define.js';

/**
 * Live updates (docs/decisions.md "Live updates"): after a successful write the server tells every
 * open event stream whose caller may see the row `{ resource, id, action }`. The bus is in-process:
 * one server process sees all writes. Several processes would need a shared bus (PostgreSQL
 * LISTEN/NOTIFY carrying the same three fields, each process then choosing its own audience).
 */
export type LiveAction = 'created' | 'updated' | 'deleted';

export interface LiveEvent {
  /** The wire resource's collection path, e.g. 'companies' (contract/resources.ts). */
  resource: string;
  /** The item's key as its IRI carries it (companies: uuid). */
  id: string;
  action: LiveAction;
}

export interface Subscriber {
  user: AuthUser;
  send(event: LiveEvent): void;
}

/** A definition as the bus needs it, whatever its table and item types. */
type AnyDefinition = Pick<
  ResourceDefinition<TableName, object, object>,
  'path' | 'table' | 'key' | 'operations' | 'allows' | 'scope'
>;

interface Pending {
  event: LiveEvent;
  audience: Subscriber[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Events of this request's writes, delivered once it has answered with success. */
    liveEvents: Pending[] | null;
  }
}

/** Open streams per server (keyed by its database handle: one per built app, tests build several). */
const buses = new WeakMap<object, Set<Subscriber>>();

export function subscribersOf(app: FastifyInstance): Set<Subscriber> {
  let bus = buses.get(app.db);
  if (!bus) buses.set(app.db, (bus = new Set()));
  return bus;
}

type DynamicDatabase = Record<string, Record<string, unknown>>;

/** Whether the subscriber's collection GET of this resource would hold the row: the resource's own rights and scope. */
async function sees(db: Kysely<Database>, definition: AnyDefinition, user: AuthUser, id: string): Promise<boolean> {
  const operation = definition.operations.includes('list') ? 'list' : 'read';
  if (!definition.allows(user, operation)) return false;
  const scope = definition.scope({ db, user, query: {} });
  const keyValue = definition.key.kind === 'int' ? Number(id) : id;
  const found = await (db as unknown as Kysely<DynamicDatabase>)
    .selectFrom(definition.table)
    .select(sql<number>`1`.as('one'))
    .where(sql<SqlBool>`${sql.ref(`${definition.table}.${definition.key.column}`)} = ${keyValue}`)
    .where((eb) => eb.and(scope ? [scope] : []))
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Announces a write of `row` (or its key). The audience is chosen now, with `db` (the write's
 * transaction, so a row about to be deleted is still there); the event leaves once the request has
 * answered with success, so a rolled-back write announces nothing.
 */
export async function publish(
  request: FastifyRequest,
  db: Kysely<Database>,
  definition: AnyDefinition,
  rowOrKey: object | string | number,
  action: LiveAction,
): Promise<void> {
  const subscribers = buses.get(request.server.db);
  if (!subscribers || subscribers.size === 0) return;
  const key = typeof rowOrKey === 'object' ? (rowOrKey as Record<string, unknown>)[definition.key.column] : rowOrKey;
  const id = String(key);
  const audience: Subscriber[] = [];
  for (const subscriber of [...subscribers])
    if (await sees(db, definition, subscriber.user, id)) audience.push(subscriber);
  if (audience.length === 0) return;
  (request.liveEvents ??= []).push({ event: { resource: definition.path, id, action }, audience });
}

/** Delivers a request's events after a successful answer, to subscribers whose stream is still open. */
function deliver(request: FastifyRequest, reply: FastifyReply): void {
  const pending = request.liveEvents;
  request.liveEvents = null;
  if (!pending || reply.statusCode >= 400) return;
  const open = buses.get(request.server.db);
  for (const { event, audience } of pending)
    for (const subscriber of audience) if (open?.has(subscriber)) subscriber.send(event);
}

/** The request decoration and the delivery hook for every route of the scope it is registered in (/api). */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('liveEvents', null);
    app.addHook('onResponse', async (request, reply) => deliver(request, reply));
  },
  { name: 'live-events' },
);
