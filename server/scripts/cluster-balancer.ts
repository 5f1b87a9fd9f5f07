/**
 * HAProxy in front of the cluster's instances (cluster-lib.ts): its configuration, its process,
 * and its runtime API (rotation, each server's state as its health checks see it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eachLine, leftovers, until } from './cluster-processes.js';

/** How often HAProxy asks each instance's /readyz, and how many answers in a row change its mind. */
export const HEALTH_CHECK = { interMs: 500, fall: 2, rise: 2 };

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
