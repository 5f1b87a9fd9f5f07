import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/seeds/seed.js';
import { signAccessToken } from '../src/auth/jwt.js';
import { openSession } from '../src/auth/sessions.js';
import { parseJsonList } from '../src/db/portable.js';

type TestConfig = NonNullable<NonNullable<Parameters<typeof buildApp>[0]>['config']>;

let databaseCounter = 0;

const databaseUrlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A pool's end() resolves before its sessions are gone: waits (up to a second) for them to leave,
 * so a DROP … FORCE only ends a session that really leaked, and a template can be copied.
 */
async function sessionsGone(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A database migrated and seeded once per test process, which every seeded test app's database is
 * copied from (CREATE DATABASE … TEMPLATE): a copy takes a few milliseconds, migrating and seeding
 * a second and more, and the suite builds hundreds of apps. Dropped when the process ends.
 */
let seededTemplate: Promise<string> | null = null;

function seededTemplateOf(adminUrl: string): Promise<string> {
  seededTemplate ??= (async () => {
    const name = `tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const db = openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name), sqliteFile: ':memory:' });
    try {
      await migrateToLatest(db);
      await seedDemoData(db);
    } finally {
      await db.close();
    }
    // A template is copied only while nobody is connected to it.
    await sessionsGone(admin, name);
    await admin.end();
    process.once('beforeExit', () => {
      const client = new pg.Client({ connectionString: adminUrl });
      void client
        .connect()
        .then(() => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
        .finally(() => client.end())
        .catch(() => undefined);
    });
    return name;
  })();
  return seededTemplate;
}

/**
 * Under DATABASE_URL (the PostgreSQL run), each test app gets its own database, dropped when the app
 * closes: empty, or (`seeded`) a copy of this process's migrated and seeded template.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${(databaseCounter += 1)}`;
  const template = seeded ? await seededTemplateOf(adminUrl) : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY` : `CREATE DATABASE "${name}"`,
  );
  await admin.end();
  const url = new URL(databaseUrlOf(adminUrl, name));
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await sessionsGone(client, name);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh, seeded platform server: an in-memory SQLite database, or a new PostgreSQL database when
 * the suite runs with DATABASE_URL; keys in a temporary data folder. Close it in after().
 */
export async function buildTestApp(
  config: TestConfig = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const dataDir = config.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
  const postgres = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL, { seeded: config.seedDemo !== false })
    : null;
  const app = await buildApp({
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    config: {
      sqliteFile: ':memory:',
      databaseUrl: postgres?.url,
      consoleDir: '/nonexistent',
      // Tests read log lines as JSON.
      logFormat: 'json',
      publicUrl: 'http://localhost:8080',
      consoleUrl: 'http://localhost:8080',
      // Apps built in one process stall each other's event loops (compiling routes takes a second
      // on a busy machine), which load shedding would answer with 503s; tests of it turn it on.
      shedEventLoopDelayMs: 0,
      ...config,
      dataDir,
    },
  });
  app.addHook('onClose', async () => {
    await app.db.close();
    await postgres?.drop();
    if (!config.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** One sign-in session per app and user for tokenFor (a test signs many tokens; a session each would be a write each). */
const testSessions = new WeakMap<FastifyInstance, Map<string, string>>();

/** The session tokenFor signs this user's tokens in, opened once (or again, `fresh`: a new sign-in). */
export async function testSessionOf(app: FastifyInstance, userId: number, userName: string, fresh = false) {
  let sessions = testSessions.get(app);
  if (!sessions) testSessions.set(app, (sessions = new Map()));
  const known = sessions.get(userName);
  const alive =
    known !== undefined &&
    !fresh &&
    (await app.db.kysely
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', known)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()) !== undefined;
  if (alive) return known;
  const id = await openSession(app.db.kysely, userId, 3600);
  sessions.set(userName, id);
  return id;
}

/**
 * Signs an access token for a seeded user without going through the sign-in service, in a session
 * of its own that stays open across calls (`freshSession`: a new one, as after a new sign-in).
 */
export async function tokenFor(
  app: FastifyInstance,
  userName: string,
  ttlSeconds = 900,
  { freshSession = false } = {},
): Promise<string> {
  const user = await app.db.kysely
    .selectFrom('users')
    .select(['id', 'user_name', 'roles'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  const sid = await testSessionOf(app, user.id, user.user_name, freshSession);
  return signAccessToken(app.keys, { username: user.user_name, roles: parseJsonList(user.roles), sid }, ttlSeconds);
}

/** inject() as a signed-in user. */
export async function as(app: FastifyInstance, userName: string, options: InjectOptions) {
  const token = await tokenFor(app, userName);
  return app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } });
}

/** A built console's folder with these files (name → content), for the server to serve; removed by the caller. */
export function consoleFolder(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content);
  return folder;
}
