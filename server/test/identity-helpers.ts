import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

/** A tiny browser cookie jar: name → value per path prefix, honouring Max-Age=0 deletions. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const key = `${name}|${path}`;
      const maxAge = attr('max-age');
      const expires = attr('expires');
      if (maxAge === '0' || value === '' || (expires && Date.parse(expires) < Date.now())) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  /** The Cookie header a browser would send for this path. */
  header(path: string): string {
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          path === cookie.path || path.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${key.split('|')[0]}=${cookie.value}`)
      .join('; ');
  }

  get(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) if (key.split('|')[0] === name) return decodeURIComponent(cookie.value);
    return undefined;
  }
}

export const PUBLIC_URL = 'http://localhost:8080';

/** A port free right now, for an app whose public address must be known before it listens. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Absolute addresses of our own origin become paths for inject(); others stay as they are. */
export function toPath(location: string, origin = PUBLIC_URL): string {
  return location.startsWith(origin) ? location.slice(origin.length) || '/' : location;
}

/** Which app answers a path: one app, or (for two cooperating apps on one origin) a choice per path. */
export type Target = FastifyInstance | ((path: string) => FastifyInstance);

export interface Step {
  method: 'GET' | 'POST';
  url: string;
  status: number;
  location?: string;
  response: LightMyRequestResponse;
}

/**
 * Requests like a browser: sends and keeps cookies, follows redirects on our origin (303 and
 * 302 turn a POST into a GET), stops at the first answer that is not a redirect or leaves it.
 */
export async function browse(
  target: Target,
  jar: CookieJar,
  start: { method?: 'GET' | 'POST'; url: string; form?: Record<string, string> },
  origin = PUBLIC_URL,
): Promise<Step[]> {
  const steps: Step[] = [];
  const host = new URL(origin).host;
  let method = start.method ?? 'GET';
  let url = toPath(start.url, origin);
  let form = start.form;
  for (let hop = 0; hop < 15; hop++) {
    const path = url.split('?')[0] ?? url;
    const app = typeof target === 'function' ? target(path) : target;
    const response = await app.inject({
      method,
      url,
      headers: {
        host,
        cookie: jar.header(path),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(response.headers['set-cookie']);
    const location = response.headers.location;
    steps.push({ method, url, status: response.statusCode, location, response });
    if (!location || response.statusCode < 300 || response.statusCode >= 400) return steps;
    const next = toPath(new URL(location, `${origin}${url}`).toString(), origin);
    if (!next.startsWith('/')) return steps; // left our origin
    url = next;
    method = 'GET';
    form = undefined;
  }
  throw new Error(`too many redirects: ${steps.map((s) => s.url).join(' → ')}`);
}

export const last = (steps: Step[]): Step => steps[steps.length - 1]!;

/** The first form of a page: where it posts and its hidden fields (what a browser would submit). */
export function firstForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return { action: form[1]!.replace(/&amp;/g, '&'), fields };
}

/** Signs in through the built-in identity service like a browser and returns the final step. */
export async function signIn(
  target: Target,
  jar: CookieJar,
  username: string,
  password = 'demo',
  origin = PUBLIC_URL,
): Promise<Step[]> {
  const toSignInPage = await browse(target, jar, { url: '/connect/keycloak' }, origin);
  const page = last(toSignInPage);
  if (page.status !== 200) throw new Error(`expected the sign-in page, got ${page.status} at ${page.url}`);
  const { action } = firstForm(page.response.body);
  return browse(target, jar, { method: 'POST', url: action, form: { username, password } }, origin);
}
