import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendCookie, readCookie, signValue, unsignValue } from '../cookies.js';

/**
 * OWASP's device cookie: a browser that signed in to an account before is its owner's, so its
 * attempts on that account are not held by the per-account slowdown an attacker elsewhere caused.
 * It exempts from nothing else (its pair and address are throttled as any). Signed with the identity
 * service's cookie keys, HttpOnly, sent only to the sign-in form; one account per browser, the last.
 */
export const DEVICE_COOKIE = 'sign_in_device';
export const DEVICE_COOKIE_SECONDS = 90 * 24 * 3600;

export function deviceCookie(cookieKeys: string[], options: { path: string; secure: boolean }) {
  return {
    /** The throttle account key this browser last signed in to, while its cookie is valid. */
    accountOf(request: FastifyRequest): string | null {
      const value = unsignValue(cookieKeys, readCookie(request, DEVICE_COOKIE));
      const dot = value?.indexOf('.') ?? -1;
      if (!value || dot < 0 || Number(value.slice(0, dot)) * 1000 < Date.now()) return null;
      return value.slice(dot + 1);
    },

    remember(reply: FastifyReply, account: string): void {
      const expires = Math.floor(Date.now() / 1000) + DEVICE_COOKIE_SECONDS;
      appendCookie(reply, DEVICE_COOKIE, signValue(cookieKeys[0]!, `${expires}.${account}`), {
        path: options.path,
        maxAge: DEVICE_COOKIE_SECONDS,
        httpOnly: true,
        secure: options.secure,
        sameSite: 'Strict',
      });
    },
  };
}
