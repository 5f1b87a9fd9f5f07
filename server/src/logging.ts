import { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/**
 * The server log: one short line per request (method, path, status, ms) at info, warnings and errors
 * always. LOG_FORMAT=json keeps pino's JSON lines for a collector; otherwise lines are written for a
 * person at a terminal. No header, cookie, token, password or code reaches a line: request headers
 * and bodies are never serialized, and query strings are cut (identity paths) or their secrets masked.
 */
export type LogFormat = 'pretty' | 'json';

export function logFormatOf(value: string | undefined): LogFormat {
  return (value ?? '').trim().toLowerCase() === 'json' ? 'json' : 'pretty';
}

/** Paths the server answers itself; anything else with a file extension is a built console asset. */
const SERVER_PATH = /^\/(api|connect|realms)(\/|$)|^\/config\.json$/;
const SECRET_PARAM = /token|password|secret|code|state|session|assertion|hint|key|nonce|verifier/i;

/** The URL as a log may show it: identity paths without their query, API queries with secrets masked. */
export function loggedUrl(url: string): string {
  const index = url.indexOf('?');
  if (index < 0) return withoutInteraction(url);
  const path = withoutInteraction(url.slice(0, index));
  if (!path.startsWith('/api/') || SECRET_PARAM.test(path)) return `${path}?…`;
  const params = new URLSearchParams(url.slice(index + 1));
  const shown = [...params].map(([key, value]) => `${key}=${SECRET_PARAM.test(key) ? '***' : value}`);
  return `${path}?${shown.join('&')}`;
}

/** The identity service's interaction ids (…/login-actions/<uid>) name a sign-in in progress: cut. */
function withoutInteraction(path: string): string {
  return path.startsWith('/realms/') ? path.replace(/\/(?=[\w-]*[A-Z0-9])[\w-]{20,}(?=\/|$)/g, '/…') : path;
}

/** A request for a file of the built console (scripts, styles, images): logged at debug only. */
export function isStaticAsset(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return !SERVER_PATH.test(path) && /\.[a-z0-9]{1,8}$/i.test(path);
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const QUIET_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err', 'request']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

/** One pino JSON line as a person reads it: `12:00:01 GET /api/companies 200 4ms`, `12:00:02 WARN sign-in failed …`. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const request = entry.request as { method?: string; path?: string; status?: number; ms?: number } | undefined;
  if (request && level <= 30) return `${clock(entry.time)} ${String(entry.msg)}`;
  const fields = Object.entries(entry)
    .filter(([key, value]) => !QUIET_FIELDS.has(key) && value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key}=${String(value)}`);
  const req = entry.req as { method?: string; url?: string } | undefined;
  if (req?.method) fields.unshift(`${req.method} ${req.url ?? ''}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const label = level === 30 ? '' : `${LEVELS[level] ?? level} `;
  const head = `${clock(entry.time)} ${label}${String(entry.msg ?? '')}${fields.length ? ` (${fields.join(', ')})` : ''}`;
  if (!err) return head;
  return level >= 50 && err.stack ? `${head}\n${err.stack}` : `${head}: ${err.message ?? ''}`;
}

/** A stream that turns pino's JSON lines into prettyLine()s on the destination. */
export function prettyStream(destination: NodeJS.WritableStream): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      const text = lines
        .filter(Boolean)
        .map((line) => `${prettyLine(line)}\n`)
        .join('');
      if (text) destination.write(text);
      done();
    },
  });
}

/** Fastify's logger options for a level, format and destination (stdout when none). */
export function loggerOptions(
  level: string,
  format: LogFormat,
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  const target = destination ?? process.stdout;
  return {
    level,
    stream: format === 'json' ? target : prettyStream(target),
    // Only the method and the cleaned URL of a request: never its headers (authorization, cookie).
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: loggedUrl(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    redact: ['req.headers', 'headers.authorization', 'headers.cookie', 'password', 'refresh_token', 'token'],
  };
}

/** Levels at which no request line (info, or debug for assets) is written. */
const ABOVE_INFO = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * Fastify's own request lines replaced by one short line per answer (built console assets only at
 * debug); 4xx answers and unknown routes need no line of their own, errors (5xx) keep theirs.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // Below the level nothing is written: nor is the line built (the address's parameters are parsed).
    if (!error && ABOVE_INFO.has(reply.log.level)) return;
    const path = loggedUrl(request.originalUrl);
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, path, status: reply.statusCode, ms };
    const message = `${request.method} ${path} ${reply.statusCode} ${ms}ms`;
    if (error) reply.log.error({ request: line, err: error }, message);
    else if (isStaticAsset(request.originalUrl)) reply.log.debug({ request: line }, message);
    else reply.log.info({ request: line }, message);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) reply.log.error({ req: request, err: error }, error.message);
  }
}
