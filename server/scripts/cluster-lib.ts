/**
 * A cluster of the platform on one machine (issue 24): PostgreSQL, N server instances on ports and
 * data folders of their own sharing only the database and their keys (SIGNING_KEYS and
 * IDENTITY_SECRETS), and HAProxy in front, round-robin, no sticky sessions, health checks on
 * /readyz. `npm run cluster` runs one for a person; the cluster tests (server/test/cluster/) and
 * `npm run bench:cluster` drive one from code. Needs `haproxy` and PostgreSQL's `initdb` (or
 * DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyEnvironment } from '../src/auth/key-source.js';
import { Balancer, HEALTH_CHECK } from './cluster-balancer.js';
import { freshDatabase, startPostgres, type Database } from './cluster-postgres.js';
import { eachLine, freePort, leftovers, ROOT, until } from './cluster-processes.js';

/**
 * How long a stopping instance stays in service with /readyz at 503 (SHUTDOWN_DRAIN_MS): past the
 * balancer's `fall` checks, so it has been taken out before it stops accepting connections.
 */
export const DRAIN_MS = HEALTH_CHECK.interMs * (HEALTH_CHECK.fall + 1);

// ---------------------------------------------------------------------------------------------
// Server instances

export interface InstanceOptions {
  index: number;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  onLine?: (line: string) => void;
}

/** One platform server process: started, stopped (SIGTERM, graceful), killed (SIGKILL), started again. */
export class Instance {
  readonly index: number;
  readonly port: number;
  readonly url: string;
  readonly dataDir: string;
  readonly name: string;
  #child: ChildProcess | null = null;
  #exit: Promise<number | null> | null = null;
  #leftover: (() => void) | null = null;

  constructor(private readonly options: InstanceOptions) {
    this.index = options.index;
    this.port = options.port;
    this.dataDir = options.dataDir;
    this.url = `http://127.0.0.1:${options.port}`;
    this.name = `instance-${options.index}`;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  get running(): boolean {
    return this.#child !== null && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** Starts the process and resolves once its /readyz answers 200. */
  async start(timeoutMs = 120_000): Promise<void> {
    if (this.running) throw new Error(`${this.name} is running`);
    fs.mkdirSync(this.dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...this.options.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a terminal's Ctrl+C reaches the cluster script, which stops the
      // instances in order, instead of every process at once.
      detached: true,
    });
    this.#child = child;
    this.#exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const kill = () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    };
    this.#leftover = kill;
    leftovers.add(kill);
    void this.#exit.then(() => leftovers.delete(kill));
    const onLine = this.options.onLine ?? (() => undefined);
    eachLine(child.stdout, onLine);
    eachLine(child.stderr, onLine);
    await until(
      `${this.name} to be ready`,
      timeoutMs,
      async () => ((await fetch(`${this.url}/readyz`)).status === 200 ? true : undefined),
      () => (this.running ? undefined : `${this.name} exited with ${child.exitCode ?? child.signalCode} during start`),
    );
  }

  /** SIGTERM: the graceful stop (drain, finish requests, exit); resolves with the exit code. */
  async stop(): Promise<number | null> {
    if (!this.running || !this.#child?.pid) return this.#exit ? await this.#exit : null;
    this.#child.kill('SIGTERM');
    return this.#exit;
  }

  /** SIGKILL to the whole process: a crash, nothing finishes. */
  async kill(): Promise<void> {
    this.#leftover?.();
    await this.#exit;
  }

  /** The graceful stop, then a start; resolves with the stop's exit code once ready again. */
  async restart(): Promise<number | null> {
    const code = await this.stop();
    await this.start();
    return code;
  }
}

// ---------------------------------------------------------------------------------------------
// The whole cluster

export interface ClusterOptions {
  instances?: number;
  /** The balancer's port (free one by default); instances take the next ports when `port` is given. */
  port?: number;
  /** The name of this machine in PUBLIC_URL: 'localhost' for a person, '127.0.0.1' by default. */
  publicHost?: string;
  /** Use this database server (a fresh database in it with `freshDatabase`), else a throwaway cluster on `pgPort`. */
  databaseUrl?: string;
  freshDatabase?: boolean;
  pgPort?: number;
  /** The built console to serve; none by default. */
  consoleDir?: string;
  /** More environment for every instance (LOG_LEVEL, SEED_DEMO, …). */
  env?: Record<string, string>;
  /** Output of instance `index` (1…), and of HAProxy (index 0). */
  onLine?: (index: number, line: string) => void;
}

export interface Cluster {
  url: string;
  instances: Instance[];
  balancer: Balancer;
  database: Database;
  /** The keys every instance was given (to sign tokens as the cluster does: the bench). */
  keys: { SIGNING_KEYS: string; IDENTITY_SECRETS: string };
  /** The work folder (instances' data folders, HAProxy's configuration and socket). */
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts the database, the first instance (it migrates and seeds an empty database: two seeding
 * at once would collide), the others together, then HAProxy, and resolves once HAProxy sees every
 * instance ready. stop() takes it all down, instances gracefully.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 3;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
  leftovers.add(cleanUp);
  const balancerPort = options.port ?? (await freePort());
  const instancePorts = await Promise.all(
    Array.from({ length: count }, (_, i) => (options.port ? Promise.resolve(options.port + i + 1) : freePort())),
  );
  const url = `http://${options.publicHost ?? '127.0.0.1'}:${balancerPort}`;

  let database: Database;
  if (options.databaseUrl)
    database = options.freshDatabase
      ? await freshDatabase(options.databaseUrl)
      : { url: options.databaseUrl, description: 'DATABASE_URL', stop: async () => undefined };
  else database = await startPostgres(options.pgPort ?? 55433);

  const keys = await generateKeyEnvironment();
  const env: Record<string, string> = {
    PUBLIC_URL: url,
    // Only the balancer's forwarded headers are believed: it is the instances' only client.
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: database.url,
    ...keys,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    CONSOLE_DIR: options.consoleDir ?? '/nonexistent',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const instances = instancePorts.map(
    (port, i) =>
      new Instance({
        index: i + 1,
        port,
        dataDir: path.join(dir, `instance-${i + 1}`),
        env,
        onLine: (line) => options.onLine?.(i + 1, line),
      }),
  );
  const balancer = new Balancer({
    port: balancerPort,
    host: '127.0.0.1',
    servers: instances.map((instance) => ({ name: instance.name, port: instance.port })),
    dir,
  });
  const stop = async () => {
    await balancer.stop().catch(() => undefined);
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    await database.stop().catch(() => undefined);
    cleanUp();
    leftovers.delete(cleanUp);
  };
  try {
    await instances[0]!.start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    await balancer.start((line) => options.onLine?.(0, line));
    await balancer.waitFor('UP');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, instances, balancer, database, keys, dir, stop };
}
