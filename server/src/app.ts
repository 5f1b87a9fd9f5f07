import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type ServerConfig } from './config.js';
import { openDatabase, type Db } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './seeds/seed.js';
import { keySourceOf, loadSigningKeys } from './auth/key-source.js';
import type { SigningKeys } from './auth/keys.js';
import { compressionPlugin } from './http/compression.js';
import { securityHeaders } from './http/security.js';
import { hydraPlugin } from './hydra/plugin.js';
import { healthPlugin } from './http/health.js';
import { loadSheddingPlugin } from './http/load-shedding.js';
import { authPlugin } from './auth/plugin.js';
import { streamHubPlugin } from './http/stream-hub.js';
import { identityPlugin } from './auth/identity.js';
import { apiRoutes } from './resources/index.js';
import { consolePlugin } from './console/static.js';
import { openApiPlugin } from './http/openapi.js';
import { loggerOptions, RequestLogController } from './logging.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    keys: SigningKeys;
  }
}

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  /** Use an already-open database (tests share one); otherwise the configuration's is opened and closed with the app. */
  db?: Db;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the whole platform server as one Fastify instance without listening, so tests drive it
 * with inject() and server.ts only listens.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, config.logFormat, options.logStream),
    // One short line per answer (logging.ts), without headers or secrets.
    logController: new RequestLogController(),
    // Off unless configured: behind no proxy, forwarded headers are whatever a client wrote.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: {
      // Unknown fields must answer 422 (not vanish), a string must not pass for a number, and a
      // form shows every problem of a body at once. Bodies are capped at 1 MB, which bounds allErrors.
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true },
    },
  });
  const db = options.db ?? openDatabase(config);
  if (!options.db) app.addHook('onClose', async () => db.close());
  await migrateToLatest(db);
  if (config.seedDemo) await seedDemoData(db);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('keys', await loadSigningKeys(keySourceOf(config)));

  await app.register(securityHeaders);
  await app.register(compressionPlugin);
  await app.register(hydraPlugin);
  // Before every route, so that an overloaded instance refuses work before doing any.
  await app.register(loadSheddingPlugin);
  await app.register(healthPlugin);
  await app.register(authPlugin);
  // Before the identity routes: a sign-out ends the session's event streams.
  await app.register(streamHubPlugin);
  // Before every route: the OpenAPI document learns routes as they are added.
  await app.register(openApiPlugin);
  await app.register(identityPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(consolePlugin);
  return app;
}
