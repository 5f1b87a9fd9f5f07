import path from 'node:path';
import { inspect } from 'node:util';
import v8 from 'node:v8';
import { logFormatOf, type LogFormat } from './logging.js';

/**
 * A secret taken from the environment (SIGNING_KEYS, IDENTITY_SECRETS): its text comes out only by
 * reveal(), so a configuration printed, logged or serialised shows `[secret]`, never the value.
 */
export class Secret {
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  reveal(): string {
    return this.#text;
  }

  toString(): string {
    return '[secret]';
  }

  toJSON(): string {
    return '[secret]';
  }

  [inspect.custom](): string {
    return '[secret]';
  }
}

/** Everything the platform server takes from its environment, typed and defaulted in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /**
   * Whether X-Forwarded-For/-Proto/-Host are believed (Fastify's trustProxy): false (default: the
   * socket's address counts), true, a hop count, or the proxies' addresses/CIDRs, comma-separated.
   */
  trustProxy: boolean | number | string;
  /** Public origin the browser uses, e.g. http://localhost:8080 (no trailing slash). */
  publicUrl: string;
  /** Where the sign-in callback sends the browser; defaults to publicUrl (same origin). */
  consoleUrl: string;
  /** Folder for the SQLite file and signing keys (uploaded files of earlier versions move from it into the database). */
  dataDir: string;
  /**
   * Where the access-token key and the identity service's secrets are kept when not in the
   * environment: KEYS_DIR, or `<dataDir>/keys` (auth/key-source.ts). Instances sharing it share keys.
   */
  keysDir: string | undefined;
  /** SIGNING_KEYS: the access-token signing key (a private JWK, as JSON or base64); with identitySecrets. */
  signingKeys: Secret | undefined;
  /** IDENTITY_SECRETS: the identity service's cookie keys and id-token key (JSON or base64); with signingKeys. */
  identitySecrets: Secret | undefined;
  /** postgres://… switches to PostgreSQL; otherwise SQLite in dataDir (or ':memory:' via SQLITE_FILE). */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** External OpenID issuer (a Keycloak realm); unset = the built-in identity service. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcClientSecret: string;
  realm: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A spent refresh token used again this soon answers the same new pair (parallel tabs). */
  refreshGraceSeconds: number;
  /** Built console to serve (dist/); absent folder = API only. */
  consoleDir: string;
  /** Seed demo data on first start. */
  seedDemo: boolean;
  logLevel: string;
  /** LOG_FORMAT=json: pino's JSON lines; otherwise one short line per request for a terminal. */
  logFormat: LogFormat;
  /** Upload size cap in bytes. */
  maxUploadBytes: number;
  /** Failed sign-ins (per account and client address pair, and per client address) answered without delay. */
  signInFreeFailures: number;
  /** Failed sign-ins of one account from one client address that lock that pair for signInLockSeconds. */
  signInLockAfter: number;
  /** Failed sign-ins from one client address (any accounts) that lock that address. */
  signInAddressLockAfter: number;
  signInLockSeconds: number;
  /** Failed sign-ins of one account (from any sources) past which every attempt on it is slowed, never refused. */
  signInAccountSlowAfter: number;
  /** The longest an attempt on such an account is held before its password is checked, in seconds. */
  signInAccountMaxDelaySeconds: number;
  /** Open event streams (GET /api/events) one user may hold on one instance; one more is a 429. */
  eventStreamsPerUser: number;
  /** Open event streams one instance holds at most; one more is a 429. */
  eventStreamsMax: number;
  /** Stored files (files and their translations) one tenant may hold. */
  uploadQuotaFiles: number;
  /** Stored bytes (files and their translations) one tenant may hold. */
  uploadQuotaBytes: number;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so a load balancer's
   * health checks take the instance out before it stops accepting connections (0: stop at once).
   */
  shutdownDrainMs: number;
  /** Then, how long requests in flight may take to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  /** Load shedding (http/load-shedding.ts): a sampled event-loop delay past this answers 503 (0: off). */
  shedEventLoopDelayMs: number;
  /** … and so does a used heap past this many bytes (0: off). */
  shedHeapUsedBytes: number;
  /** The Retry-After of a shed request, in seconds. */
  shedRetryAfterSeconds: number;
  /** How often the event-loop delay and the heap are sampled for load shedding. */
  shedSampleIntervalMs: number;
}

/** TRUST_PROXY: unset/false/0 → off, true → any proxy, a number → hops, else proxy addresses. */
function trustProxyOf(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

const secretOf = (value: string | undefined) => (value && value.trim() !== '' ? new Secret(value.trim()) : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = int(env.PORT, 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const base: ServerConfig = {
    port,
    host: env.HOST ?? '127.0.0.1',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicUrl,
    consoleUrl: (env.CONSOLE_URL ?? publicUrl).replace(/\/$/, ''),
    dataDir,
    keysDir: env.KEYS_DIR ? path.resolve(env.KEYS_DIR) : undefined,
    signingKeys: secretOf(env.SIGNING_KEYS),
    identitySecrets: secretOf(env.IDENTITY_SECRETS),
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: env.SQLITE_FILE ?? path.join(dataDir, 'platform.sqlite'),
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID ?? 'console',
    oidcClientSecret: env.OIDC_CLIENT_SECRET ?? '',
    realm: env.OIDC_REALM ?? 'contracts',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    refreshGraceSeconds: int(env.REFRESH_GRACE_SECONDS, 10),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormatOf(env.LOG_FORMAT),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 10 * 1024 * 1024),
    signInFreeFailures: 3,
    signInLockAfter: int(env.SIGN_IN_LOCK_AFTER, 10),
    signInAddressLockAfter: int(env.SIGN_IN_ADDRESS_LOCK_AFTER, 50),
    signInLockSeconds: int(env.SIGN_IN_LOCK_SECONDS, 15 * 60),
    signInAccountSlowAfter: int(env.SIGN_IN_ACCOUNT_SLOW_AFTER, 10),
    signInAccountMaxDelaySeconds: int(env.SIGN_IN_ACCOUNT_MAX_DELAY, 8),
    eventStreamsPerUser: int(env.EVENT_STREAMS_PER_USER, 16),
    eventStreamsMax: int(env.EVENT_STREAMS_MAX, 5000),
    uploadQuotaFiles: int(env.UPLOAD_QUOTA_FILES, 10_000),
    uploadQuotaBytes: int(env.UPLOAD_QUOTA_BYTES, 2 * 1024 ** 3),
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_MS, 0),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    shedEventLoopDelayMs: int(env.SHED_EVENT_LOOP_DELAY_MS, 1000),
    // Near V8's limit every allocation runs the collector and the process is about to die: shed first.
    shedHeapUsedBytes: int(env.SHED_HEAP_USED_BYTES, Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)),
    shedRetryAfterSeconds: int(env.SHED_RETRY_AFTER, 5),
    shedSampleIntervalMs: 1000,
  };
  return { ...base, ...overrides };
}
