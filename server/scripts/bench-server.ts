import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import type { Kysely } from 'kysely';
import type { Role } from '../../contract/index.js';
import { signAccessToken } from '../src/auth/jwt.js';
import type { SigningKeys } from '../src/auth/keys.js';
import { openSession } from '../src/auth/sessions.js';
import type { Database } from '../src/db/schema.js';

/** What the benchmarks share: the server in a process of its own, a free port, a signed-in token. */

/** The slice of autocannon's API the benchmarks use (the package ships no type declarations). */
export interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  headers: Record<string, string>;
  duration: number;
  connections: number;
}) => Promise<LoadResult>;

/** `--name=value` of this process's arguments. */
export const option = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/**
 * The platform server in its own process (the load comes from this one), answering once its API
 * does; `cpuProfileDir` writes a CPU profile there when it stops.
 */
export async function startServer(env: NodeJS.ProcessEnv, options: { cpuProfileDir?: string } = {}) {
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/src/server.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/docs.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      return { base, port, stop: () => (child.kill('SIGTERM'), exited) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** An access token of a new session of this user, as a sign-in would give (an hour). */
export async function benchToken(
  db: Kysely<Database>,
  keys: SigningKeys,
  userName: string,
  roles: Role[],
): Promise<string> {
  const { id } = await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  const sid = await openSession(db, id, 3600);
  return signAccessToken(keys, { username: userName, roles, sid }, 3600);
}
