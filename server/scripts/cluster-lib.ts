/**
 * A cluster of the platform on one machine (issue 24): PostgreSQL, N server instances on ports and
 * data folders of their own sharing only the database and their keys (SIGNING_KEYS and
 * IDENTITY_SECRETS), and HAProxy in front, round-robin, no sticky sessions, health checks on
 * /readyz. `npm run cluster` runs one for a person; the cluster tests (server/test/cluster/) and
 * `npm run bench:cluster` drive one from code. Needs `haproxy` and PostgreSQL's `initdb` (or
 * DATABASE_URL).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { generateKeyEnvironment } from '../src/auth/key-source.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often HAProxy asks each instance's /readyz, and how many answers in a row change its mind. */
export const HEALTH_CHECK = { interMs: 500, fall: 2, rise: 2 };
/**
 * How long a stopping instance stays in service with /readyz at 503 (SHUTDOWN_DRAIN_MS): past the
 * balancer's `fall` checks, so it has been taken out before it stops accepting connections.
 */
export const DRAIN_MS = HEALTH_CHECK.interMs * (HEALTH_CHECK.fall + 1);

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Asks `probe` until it has an answer; `failed` says why waiting longer is pointless (a process exited). */
async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
  failed: () => string | undefined = () => undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(`cluster: ${failure}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`cluster: ${what} took longer than ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Everything started here, stopped hard if this process exits without stopping them. */
const leftovers = new Set<() => void>();
process.once('exit', () => {
  for (const stop of leftovers) stop();
});

/** Lines of a child's output, to a callback. */
function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(line);
  });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

export interface Database {
  url: string;
  /** How it was found: a throwaway cluster on a port, or a database inside DATABASE_URL. */
  description: string;
  stop(): Promise<void>;
}

function pgBinaries(): string {
  const found = spawnSync(
    'sh',
    ['-c', 'command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1'],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
  if (!found) throw new Error('cluster: initdb not found (apt-get install -y postgresql), or set DATABASE_URL');
  return path.dirname(found);
}

/**
 * A throwaway PostgreSQL cluster on a loopback port, as scripts/with-postgres.sh starts one (as
 * the `postgres` user when root, which PostgreSQL requires), removed by stop().
 */
export async function startPostgres(port: number): Promise<Database> {
  const bin = pgBinaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-pg-'));
  fs.chmodSync(dir, 0o755);
  const asOwner: string[] = [];
  if (process.getuid?.() === 0) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0)
      spawnSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'inherit' });
    spawnSync('chown', ['postgres', dir]);
    asOwner.push('runuser', '-u', 'postgres', '--');
  }
  const run = (command: string, args: string[]) => {
    const [program, ...rest] = [...asOwner, path.join(bin, command), ...args];
    const result = spawnSync(program!, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`cluster: ${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, 'data');
  const stopNow = () => {
    const [program, ...rest] = [...asOwner, path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'];
    spawnSync(program!, rest, { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  leftovers.add(stopNow);
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // Throwaway: durability against a power cut is not what is tested (the instances are killed, not the database).
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-o', settings, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    description: `PostgreSQL on 127.0.0.1:${port} (throwaway, removed at the end)`,
    stop: async () => {
      const [program, ...rest] = [...asOwner, path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'];
      spawnSync(program!, rest, { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
      leftovers.delete(stopNow);
    },
  };
}

/** A new database inside the server DATABASE_URL names (for tests: dropped by stop()). */
export async function freshDatabase(adminUrl: string): Promise<Database> {
  const name = `cluster_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    description: `database ${name} in DATABASE_URL (dropped at the end)`,
    stop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

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
// HAProxy

export interface BalancerOptions {
  port: number;
  host: string;
  servers: { name: string; port: number }[];
  dir: string;
}

export type ServerState = 'UP' | 'DOWN' | 'other';

/**
 * HAProxy's configuration: round-robin without stickiness, /readyz health checks, the client's
 * address in X-Forwarded-For (replacing whatever the client sent), and retries on another
 * instance only where no instance has done the work: a connection refused, or a 503 (this
 * platform answers 503 only before doing anything: load shed, draining, closing). A request
 * that reached an instance which then died is not replayed: a write may have committed.
 */
export function haproxyConfig(options: BalancerOptions): string {
  const { interMs, fall, rise } = HEALTH_CHECK;
  return `global
  maxconn 4096
  stats socket ${path.join(options.dir, 'haproxy.sock')} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  # Longer than an event stream's heartbeat (25 s), so a quiet stream is not cut.
  timeout server 65s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout check 2s
  retries 3
  option redispatch 1
  retry-on conn-failure 503
  option http-buffer-request

frontend console
  bind ${options.host}:${options.port}
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  http-request del-header X-Forwarded-Host
  # Which instance answered: for the tests, the bench and a person watching round-robin.
  http-response set-header X-Served-By %s
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter ${interMs} fastinter ${interMs} downinter ${interMs} fall ${fall} rise ${rise}
${options.servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port}`).join('\n')}
`;
}

export class Balancer {
  readonly url: string;
  #child: ChildProcess | null = null;
  #exit: Promise<unknown> | null = null;

  constructor(private readonly options: BalancerOptions) {
    this.url = `http://${options.host}:${options.port}`;
  }

  async start(onLine?: (line: string) => void): Promise<void> {
    const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
    if (!which) throw new Error('cluster: haproxy not found (apt-get install -y haproxy)');
    const file = path.join(this.options.dir, 'haproxy.cfg');
    fs.writeFileSync(file, haproxyConfig(this.options));
    const check = spawnSync(which, ['-c', '-q', '-f', file], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`cluster: haproxy refused its configuration: ${check.stderr}`);
    // -db: in the foreground, stopped with this process.
    const child = spawn(which, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.#child = child;
    this.#exit = new Promise((resolve) => child.once('exit', resolve));
    const kill = () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    };
    leftovers.add(kill);
    void this.#exit.then(() => leftovers.delete(kill));
    eachLine(child.stdout, onLine ?? (() => undefined));
    eachLine(child.stderr, onLine ?? (() => undefined));
    await until(
      'haproxy to listen',
      10_000,
      () =>
        new Promise<boolean>((resolve, reject) => {
          const socket = net.connect(this.options.port, this.options.host, () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', reject);
        }),
      () => (child.exitCode === null ? undefined : `haproxy exited with ${child.exitCode}`),
    );
  }

  /** A command of HAProxy's runtime API (its stats socket), and its answer. */
  command(text: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      let out = '';
      const socket = net.connect(path.join(this.options.dir, 'haproxy.sock'), () => socket.end(`${text}\n`));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (out += chunk));
      socket.on('end', () => resolve(out));
      socket.on('error', reject);
    });
  }

  /** Takes a server out of the rotation (maintenance) or puts it back; resolves once HAProxy says so. */
  async setInRotation(name: string, inRotation: boolean): Promise<void> {
    await this.command(`set server instances/${name} state ${inRotation ? 'ready' : 'maint'}`);
    if (inRotation) await this.waitFor('UP', [name]);
    else
      await until(`${name} in maintenance`, 10_000, async () =>
        (await this.states())[name] === 'other' ? true : undefined,
      );
  }

  /** Each server's state as HAProxy's health checks see it now (`show stat`). */
  async states(): Promise<Record<string, ServerState>> {
    const text = await this.command('show stat');
    const [header = '', ...rows] = text.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
    const states: Record<string, ServerState> = {};
    for (const row of rows) {
      const cells = row.split(',');
      if (cells[proxy!] !== 'instances' || cells[server!] === 'BACKEND') continue;
      const value = cells[status!] ?? '';
      states[cells[server!]!] = value === 'UP' ? 'UP' : value === 'DOWN' ? 'DOWN' : 'other';
    }
    return states;
  }

  /** Resolves once HAProxy sees these servers in this state (all of them by default). */
  async waitFor(state: ServerState, names?: string[], timeoutMs = 30_000): Promise<void> {
    await until(`haproxy to see ${names?.join(', ') ?? 'every instance'} ${state}`, timeoutMs, async () => {
      const states = await this.states();
      const wanted = names ?? Object.keys(states);
      return wanted.length > 0 && wanted.every((name) => states[name] === state) ? true : undefined;
    });
  }

  async stop(): Promise<void> {
    if (this.#child && this.#child.exitCode === null) this.#child.kill('SIGTERM');
    await this.#exit;
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

// ---------------------------------------------------------------------------------------------
// A client as a browser is one: cookies, redirects followed by hand, the sign-in form

/** Cookies by name (paths ignored: the platform's cookies are all sent to what these clients ask). */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** The instance that answered each request (HAProxy's X-Served-By). */
  readonly servedBy: string[] = [];

  constructor(readonly base: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const [name, value] = [pair.slice(0, index).trim(), pair.slice(index + 1).trim()];
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const served = response.headers.get('x-served-by');
    if (served) this.servedBy.push(served);
    return response;
  }

  /** Follows redirects on this origin; resolves with the first answer that is not one (or leaves it). */
  async browse(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let next = url;
    let request = init;
    for (let hop = 0; hop < 15; hop += 1) {
      const response = await this.request(next, request);
      const location = response.headers.get('location');
      if (!location || response.status < 300 || response.status >= 400) return { response, url: next };
      await response.arrayBuffer();
      const target = new URL(location, new URL(next, this.base));
      if (target.origin !== new URL(this.base).origin) return { response, url: next };
      next = target.pathname + target.search;
      request = {};
    }
    throw new Error(`cluster: too many redirects from ${url}`);
  }

  /**
   * Signs in through the built-in identity service as a browser does (connect, sign-in page, form
   * post, callback) and resolves with the access token the callback set.
   */
  async signIn(userName: string, password = 'demo'): Promise<string> {
    const page = await this.browse('/connect/keycloak');
    const html = await page.response.text();
    const action = /<form[^>]*action="([^"]*)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
    if (page.response.status !== 200 || !action) throw new Error(`cluster: no sign-in form at ${page.url}`);
    const done = await this.browse(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(this.base).origin },
      body: new URLSearchParams({ username: userName, password }).toString(),
    });
    await done.response.arrayBuffer();
    const token = this.cookies.get('token');
    if (!token)
      throw new Error(`cluster: ${userName} was not signed in (ended at ${done.response.status} ${done.url})`);
    return decodeURIComponent(token);
  }

  /** A new access token from the refresh-token cookie, as the console refreshes. */
  async refresh(): Promise<string> {
    const response = await this.request('/api/token/refresh', {
      method: 'POST',
      headers: { origin: new URL(this.base).origin },
    });
    if (response.status !== 200) throw new Error(`cluster: refresh answered ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    return token;
  }
}
