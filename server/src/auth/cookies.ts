import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieOptions {
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return parseCookies(request.headers.cookie)[name];
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
    if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}

/** Adds a Set-Cookie header; Fastify appends repeated set-cookie headers instead of replacing them. */
export function appendCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void {
  reply.header('set-cookie', serializeCookie(name, value, options));
}

export function clearCookie(reply: FastifyReply, name: string, options: Omit<CookieOptions, 'maxAge'> = {}): void {
  appendCookie(reply, name, '', { ...options, maxAge: 0 });
}

function mac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** "value.mac": tamper-evident, not secret; verification accepts any of the keys (rotation). */
export function signValue(key: string, value: string): string {
  return `${value}.${mac(key, value)}`;
}

export function unsignValue(keys: string[], signed: string | undefined): string | null {
  if (!signed) return null;
  const index = signed.lastIndexOf('.');
  if (index <= 0) return null;
  const value = signed.slice(0, index);
  const given = Buffer.from(signed.slice(index + 1));
  for (const key of keys) {
    const expected = Buffer.from(mac(key, value));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return value;
  }
  return null;
}

/** Secure only where the browser reaches us over https: a Secure cookie is dropped on plain http. */
export function isSecureOrigin(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}
