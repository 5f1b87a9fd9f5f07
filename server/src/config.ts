import path from 'node:path';
import { logFormatOf, type LogFormat } from './logging.js';

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
  };
  return { ...base, ...overrides };
}
