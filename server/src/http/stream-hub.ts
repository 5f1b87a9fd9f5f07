import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Expression, type Kysely, type QueryCreator, type SqlBool } from 'kysely';
import { rolesOf, type AuthUser } from '../auth/plugin.js';
import { toBool } from '../db/portable.js';
import type { ClusterBus } from '../db/cluster-bus.js';
import type { Database } from '../db/schema.js';
import type { ResourceDefinition, TableName } from '../resources/engine/define.js';
import type { LiveEvent } from '../../../contract/index.js';
import { dynamic } from '../db/dynamic.js';

/** A comment line every so often keeps proxies and the browser from taking a quiet stream for a dead one. */
export const HEARTBEAT_MS = 25_000;
/** The reconnection delay streams ended by a shutdown are given (streams open with 5 s). */
export const SHUTDOWN_RETRY_MS = 500;

/** Group checks per statement: well under SQLite's 2,000 and PostgreSQL's 1,664 result columns. */
const GROUPS_PER_STATEMENT = 100;
/** Users and sessions checked per statement at a heartbeat. */
const IDS_PER_STATEMENT = 500;
/**
 * Events for a stream wait this long for more, then leave in one write: a socket write is a system
 * call (~30 µs), so a burst of writes seen by a thousand streams costs one call per stream, not one
 * per stream and event. The console refetches on an event; 50 ms later is still at once to a person.
 */
const COALESCE_MS = 50;
/**
 * Delivery takes at most about a fifth of the instance's time: after writing waiting events took
 * t ms, the next ones wait at least 4·t (at most MAX_COALESCE_MS, so an event still arrives within a
 * second). A thousand streams that all see a burst of writes then cost the writes' answers a few ms,
 * not the whole event loop.
 */
const DELIVERY_SHARE = 0.2;
const MAX_COALESCE_MS = 500;
/** Streams written per turn of the event loop when the waiting events leave, so requests are answered between slices. */
const STREAMS_PER_TURN = 250;

/** A definition as the hub needs it, whatever its table and item types. */
export type AudienceDefinition = Pick<
  ResourceDefinition<TableName, object, object>,
  'path' | 'table' | 'key' | 'operations' | 'allows' | 'scope' | 'parent'
>;

/** One open event stream, as the hub drives it (events-stream.ts makes them). */
export interface Stream {
  /** The sign-in session whose token opened it: revoking the session ends it. */
  readonly sessionId: string;
  /** Writes a piece of the event-stream text. */
  write(text: string): void;
  /** Ends it, with an `end` event saying why when there is a reason. */
  end(reason?: string): void;
}

/** What decides a subscriber's audience for one resource: the SQL of its scope, or nothing (null: not allowed at all). */
interface Audience {
  /** Equal keys see exactly the same rows: the compiled statement and its parameters. */
  key: string;
  scope: Expression<SqlBool> | null;
}

/** One user's open streams on this instance, and its audiences by resource (kept until its row changes). */
interface Member {
  user: AuthUser;
  streams: Set<Stream>;
  audiences: Map<string, Audience | null>;
}

export type Admission = { admitted: true } | { admitted: false; why: 'user' | 'instance' };

export interface StreamHubOptions {
  perUser: number;
  max: number;
  heartbeatMs: number;
}

type UserRow = {
  id: number;
  user_name: string;
  roles: string;
  activity: number | boolean;
  tenant_id: number | null;
  company_id: number | null;
};

const userOf = (row: UserRow): AuthUser => ({
  id: row.id,
  userName: row.user_name,
  roles: rolesOf(row.roles),
  tenantId: row.tenant_id,
  companyId: row.company_id,
});

const sameUser = (a: AuthUser, b: AuthUser) =>
  a.userName === b.userName &&
  a.tenantId === b.tenantId &&
  a.companyId === b.companyId &&
  a.roles.join() === b.roles.join();

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Parameters as text for a key (bigint and dates included; JSON.stringify would throw on a bigint). */
const parameterText = (value: unknown) =>
  typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : String(value);

/**
 * The open event streams of this instance (docs/security.md "Event streams within bounds").
 *
 * Streams are held by user, so what a write costs does not grow with the streams a user opens:
 * the audience of a row is decided once per group of users whose scope of that resource is the
 * same SQL (a tenant's admins, a company's admins, each customer…), all groups in one statement
 * (of up to GROUPS_PER_STATEMENT), and the event is written to every stream of the groups that see
 * it. One timer beats for every stream and checks their users and sessions in a few statements.
 * A user holds at most `perUser` streams, the instance at most `max`: one more is refused.
 */
export class StreamHub {
  /** The resources whose events may come over the cluster bus, by path (registered with their routes). */
  readonly #definitions = new Map<string, AudienceDefinition>();
  readonly #members = new Map<number, Member>();
  #size = 0;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** Text waiting to leave, by stream (send), and the timer that sends it. */
  #waiting = new Map<Stream, string>();
  #flushTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long the next events wait for more (COALESCE_MS, longer after a long delivery). */
  #window = COALESCE_MS;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: StreamHubOptions,
    /** The other instances of a cluster (PostgreSQL); null alone. */
    private readonly bus: ClusterBus | null = null,
  ) {}

  /** Sessions were revoked: their streams end at once, here and on every other instance. */
  sessionsRevoked(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    this.endSessions(sessionIds);
    void this.bus?.send({ kind: 'sessions', ids: sessionIds });
  }

  /** A resource whose events this hub may hear from other instances. */
  know(definition: AudienceDefinition): void {
    this.#definitions.set(definition.path, definition);
  }

  /**
   * A live update from another instance (the cluster bus): the audience among this instance's
   * streams is chosen here, from the row now or, for a delete, from the row as it was.
   */
  async announced(event: LiveEvent, snapshot?: object): Promise<void> {
    const definition = this.#definitions.get(event.resource);
    if (!definition || this.#size === 0) return;
    if (event.action === 'deleted' && !snapshot) return; // too large to travel: its own instance told its streams
    const users = await this.audienceOf(definition, event.id, this.db, snapshot).catch(() => []);
    this.send(users, `data: ${JSON.stringify(event)}\n\n`);
    if (definition.table === 'users') await this.refresh([Number(event.id)]);
  }

  /** Streams open now. */
  get size(): number {
    return this.#size;
  }

  /** Whether this user may open one more stream now. */
  admit(userId: number): Admission {
    if (this.#size >= this.options.max) return { admitted: false, why: 'instance' };
    if ((this.#members.get(userId)?.streams.size ?? 0) >= this.options.perUser) return { admitted: false, why: 'user' };
    return { admitted: true };
  }

  add(user: AuthUser, stream: Stream): void {
    let member = this.#members.get(user.id);
    if (!member) this.#members.set(user.id, (member = { user, streams: new Set(), audiences: new Map() }));
    else if (!sameUser(member.user, user)) {
      // The newer stream was opened with the user's rights as they are now.
      member.user = user;
      member.audiences.clear();
    }
    if (member.streams.has(stream)) return;
    member.streams.add(stream);
    this.#size += 1;
    // Unreferenced: open streams keep the server's sockets, not the process, alive.
    this.#timer ??= setInterval(() => void this.beat(), this.options.heartbeatMs).unref();
  }

  remove(userId: number, stream: Stream): void {
    const member = this.#members.get(userId);
    if (!member?.streams.delete(stream)) return;
    this.#waiting.delete(stream);
    this.#size -= 1;
    if (member.streams.size === 0) this.#members.delete(userId);
    if (this.#size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = null;
    }
  }

  /**
   * Ends every stream (shutdown). With `retryMs`, each is first told to come back that soon (the
   * event stream's `retry:` field), which clients that reconnect by themselves follow.
   */
  endAll(reason: string, retryMs?: number): void {
    for (const member of [...this.#members.values()])
      for (const stream of [...member.streams]) {
        if (retryMs !== undefined) stream.write(`retry: ${retryMs}\n\n`);
        stream.end(reason);
      }
  }

  /** Ends the streams of these sessions at once (signed out, revoked). */
  endSessions(sessionIds: Iterable<string>, reason = 'revoked'): void {
    const ended = new Set(sessionIds);
    if (ended.size === 0) return;
    for (const member of [...this.#members.values()])
      for (const stream of [...member.streams]) if (ended.has(stream.sessionId)) stream.end(reason);
  }

  /**
   * Reads the users (all with streams, or these) and their streams' sessions again: a deleted or
   * deactivated user's streams and a revoked session's end; a changed role or company changes
   * the audience from the next event on.
   */
  async refresh(userIds?: number[]): Promise<void> {
    const ids = (userIds ?? [...this.#members.keys()]).filter((id) => this.#members.has(id));
    for (const part of chunks(ids, IDS_PER_STATEMENT)) {
      const rows = await this.db
        .selectFrom('users')
        .select(['id', 'user_name', 'roles', 'activity', 'tenant_id', 'company_id'])
        .where('id', 'in', part)
        .execute();
      const found = new Map(rows.map((row) => [row.id, row]));
      for (const id of part) {
        const member = this.#members.get(id);
        if (!member) continue;
        const row = found.get(id);
        if (!row || !toBool(row.activity)) {
          for (const stream of [...member.streams]) stream.end('revoked');
          continue;
        }
        const user = userOf(row);
        if (!sameUser(user, member.user)) {
          member.user = user;
          member.audiences.clear();
        }
      }
    }
    const sessions = new Set<string>();
    for (const id of ids) for (const stream of this.#members.get(id)?.streams ?? []) sessions.add(stream.sessionId);
    for (const part of chunks([...sessions], IDS_PER_STATEMENT)) {
      const open = await this.db
        .selectFrom('sessions')
        .select('id')
        .where('id', 'in', part)
        .where('revoked_at', 'is', null)
        .execute();
      const alive = new Set(open.map((row) => row.id));
      this.endSessions(part.filter((id) => !alive.has(id)));
    }
  }

  /** The heartbeat: a comment on every stream, then the users and sessions checked again. */
  private async beat(): Promise<void> {
    for (const member of this.#members.values()) for (const stream of member.streams) stream.write(': heartbeat\n\n');
    await this.refresh().catch(() => undefined);
  }

  /** This member's audience of a resource: its scope and the key of that scope's SQL, kept until the user changes. */
  #audience(member: Member, definition: AudienceDefinition): Audience | null {
    const known = member.audiences.get(definition.path);
    if (known !== undefined) return known;
    const operation = definition.operations.includes('list') ? 'list' : 'read';
    let audience: Audience | null = null;
    if (definition.allows(member.user, operation)) {
      const scope = definition.scope({ db: this.db, user: member.user, query: {} });
      if (scope === null) audience = { key: '*', scope: null };
      else {
        const compiled = dynamic(this.db)
          .selectFrom(definition.table)
          .select(sql`1`.as('one'))
          .where(scope)
          .compile();
        audience = { key: `${compiled.sql}\u0000${compiled.parameters.map(parameterText).join('\u0000')}`, scope };
      }
    }
    member.audiences.set(definition.path, audience);
    return audience;
  }

  /**
   * The users with streams who may see this row now, through `db` (a write's transaction, for a
   * row about to be deleted; otherwise the database after the write). One statement per
   * GROUPS_PER_STATEMENT distinct scopes, whatever the number of streams.
   */
  async audienceOf(
    definition: AudienceDefinition,
    id: string,
    db: Kysely<Database> = this.db,
    /** The row as it was before a delete on another instance: read in place of the table (PostgreSQL). */
    snapshot?: object,
  ): Promise<number[]> {
    const groups = new Map<string, { scope: Expression<SqlBool> | null; users: number[] }>();
    for (const member of this.#members.values()) {
      const audience = this.#audience(member, definition);
      if (!audience) continue;
      let group = groups.get(audience.key);
      if (!group) groups.set(audience.key, (group = { scope: audience.scope, users: [] }));
      group.users.push(member.user.id);
    }
    if (groups.size === 0) return [];
    const keyValue = definition.key.kind === 'int' ? Number(id) : id;
    const seen: number[] = [];
    for (const part of chunks([...groups.values()], GROUPS_PER_STATEMENT)) {
      // A deleted row is named like its table by a WITH, so the scopes read it as they read the table.
      const source: QueryCreator<Record<string, Record<string, unknown>>> = snapshot
        ? (dynamic(db).with(definition.table, (creator) =>
            creator
              .selectFrom(
                sql`json_populate_record(null::${sql.table(definition.table)}, ${JSON.stringify(snapshot)}::json)`.as(
                  'snapshot',
                ),
              )
              .selectAll(),
          ) as unknown as QueryCreator<Record<string, Record<string, unknown>>>)
        : dynamic(db);
      const row = (await source
        .selectFrom(definition.table)
        .select(
          part.map((group, i) =>
            (group.scope ? sql<number>`case when ${group.scope} then 1 else 0 end` : sql<number>`1`).as(`g${i}`),
          ),
        )
        .where(sql<SqlBool>`${sql.ref(`${definition.table}.${definition.key.column}`)} = ${keyValue}`)
        .executeTakeFirst()) as Record<string, unknown> | undefined;
      if (!row) return []; // gone (deleted by a later write): nobody is told
      part.forEach((group, i) => {
        if (Number(row[`g${i}`]) === 1) seen.push(...group.users);
      });
    }
    return seen;
  }

  /** Writes one event-stream block to every stream of these users (within COALESCE_MS, with the others of that time). */
  send(userIds: number[], text: string): void {
    for (const id of userIds)
      for (const stream of this.#members.get(id)?.streams ?? [])
        this.#waiting.set(stream, (this.#waiting.get(stream) ?? '') + text);
    if (this.#waiting.size > 0 && this.#flushTimer === null)
      this.#flushTimer = setTimeout(() => this.#write(), this.#window).unref();
  }

  /** Writes what waits, STREAMS_PER_TURN streams at a time. */
  #write(): void {
    this.#flushTimer = null;
    const waiting = [...this.#waiting];
    this.#waiting = new Map();
    let busy = 0;
    const slice = (from: number) => {
      const started = performance.now();
      for (const [stream, text] of waiting.slice(from, from + STREAMS_PER_TURN)) stream.write(text);
      // A response's write corks its socket and leaves the system call to a next tick: this tick,
      // queued after theirs, sees the slice's real cost (measured before the tick, it was a tenth).
      process.nextTick(() => {
        busy += performance.now() - started;
        if (from + STREAMS_PER_TURN < waiting.length) setImmediate(() => slice(from + STREAMS_PER_TURN));
        else
          this.#window = Math.min(
            MAX_COALESCE_MS,
            Math.max(COALESCE_MS, (busy * (1 - DELIVERY_SHARE)) / DELIVERY_SHARE),
          );
      });
    };
    slice(0);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams (http/stream-hub.ts). */
    streams: StreamHub;
  }
}

/** The hub, for the event-stream route, the writes that announce themselves and the sign-out that ends streams. */
export const streamHubPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = new StreamHub(
      app.db.kysely,
      {
        perUser: app.config.eventStreamsPerUser,
        max: app.config.eventStreamsMax,
        heartbeatMs: Number(process.env.EVENTS_HEARTBEAT_MS) || HEARTBEAT_MS,
      },
      app.db.bus,
    );
    app.decorate('streams', hub);
    // Other instances on this PostgreSQL database: their events and revoked sessions reach these streams.
    app.db.bus?.onMessage((message) => {
      if (message.kind === 'event') {
        const { resource, id, action } = message;
        void hub.announced({ resource, id, action }, message.row);
      } else if (message.kind === 'sessions') hub.endSessions(message.ids);
    });
    // Open streams would keep the server from closing: end them first, asking their clients to
    // come back soon (to another instance: a shutdown drains this one out of its balancer first).
    app.addHook('preClose', async () => hub.endAll('shutdown', SHUTDOWN_RETRY_MS));
  },
  { name: 'stream-hub' },
);
