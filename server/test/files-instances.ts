import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/connection.js';
import { freshPostgresDatabase } from './helpers.js';

/** How an instance starts: its data folder (else a new one), where its log goes, a plugin on its database handle. */
export interface InstanceOptions {
  dataDir?: string;
  logStream?: NodeJS.WritableStream;
  plugin?: KyselyPlugin;
}

/**
 * One database several platform instances share, as a cluster without a shared disk runs them:
 * one SQLite file, or under DATABASE_URL a fresh PostgreSQL database. Each instance has a data
 * folder of its own unless given one. close() stops them and removes the database and folders.
 */
export async function sharedDatabase() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'files-shared-'));
  const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const location = {
    databaseUrl: postgres?.url,
    sqliteFile: postgres ? ':memory:' : path.join(folder, 'shared.sqlite'),
  };
  const running: FastifyInstance[] = [];
  const closing: (() => Promise<void>)[] = [];
  return {
    async instance({ dataDir, logStream, plugin }: InstanceOptions = {}): Promise<FastifyInstance> {
      const db = plugin ? openDatabase(location) : undefined;
      if (db) closing.push(db.close);
      const app = await buildApp({
        db: db && { ...db, kysely: db.kysely.withPlugin(plugin!) },
        logger: logStream !== undefined,
        logStream,
        config: {
          ...location,
          dataDir: dataDir ?? fs.mkdtempSync(path.join(folder, 'data-')),
          consoleDir: '/nonexistent',
          logFormat: 'json',
          publicUrl: 'http://localhost:8080',
          consoleUrl: 'http://localhost:8080',
          // Instances in one process stall each other's event loops: no load shedding (as buildTestApp).
          shedEventLoopDelayMs: 0,
        },
      });
      running.push(app);
      return app;
    },
    /** A data folder removed with the database. */
    dataFolder: () => fs.mkdtempSync(path.join(folder, 'data-')),
    async close(): Promise<void> {
      for (const app of running.splice(0)) await app.close();
      for (const close of closing.splice(0)) await close();
      await postgres?.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type SharedDatabase = Awaited<ReturnType<typeof sharedDatabase>>;
