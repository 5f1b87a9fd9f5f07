import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { signAccessToken } from '../src/auth/jwt.js';
import { parseJsonList } from '../src/db/portable.js';

/**
 * A fresh, seeded platform server on an in-memory SQLite database (or on DATABASE_URL when the
 * suite runs against PostgreSQL). Close it in an after() hook.
 */
export async function buildTestApp(config: Parameters<typeof buildApp>[0] extends infer O ? (O extends { config?: infer C } ? C : never) : never = {}): Promise<FastifyInstance> {
  return buildApp({
    logger: false,
    config: { sqliteFile: ':memory:', consoleDir: '/nonexistent', publicUrl: 'http://localhost:8080', consoleUrl: 'http://localhost:8080', ...config },
  });
}

/** Signs an access token for a seeded user without going through the sign-in service. */
export async function tokenFor(app: FastifyInstance, userName: string, ttlSeconds = 900): Promise<string> {
  const user = await app.db.kysely.selectFrom('users').select(['user_name', 'roles']).where('user_name', '=', userName).executeTakeFirstOrThrow();
  return signAccessToken(app.keys, { username: user.user_name, roles: parseJsonList(user.roles) }, ttlSeconds);
}

/** inject() as a signed-in user. */
export async function as(app: FastifyInstance, userName: string, options: InjectOptions) {
  const token = await tokenFor(app, userName);
  return app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } });
}
