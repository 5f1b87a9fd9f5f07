import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One policy for every answer. style-src needs 'unsafe-inline' because antd's CSS-in-JS injects
 * <style> elements at run time; scripts stay 'self' only, which is what stops injected markup.
 * img-src takes blob: for the gallery's thumbnails: object URLs of image bytes the console itself
 * downloaded (a blob: URL can only come from the page's own script).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const BASE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    const https = app.config.publicUrl.startsWith('https://');
    const base = https
      ? { ...BASE_HEADERS, 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : BASE_HEADERS;

    // Set on the raw response too: answers that bypass Fastify's reply (the hijacked identity
    // service) never reach onSend, and these headers are safe for every page.
    app.addHook('onRequest', async (_request, reply) => {
      for (const [name, value] of Object.entries(base)) reply.raw.setHeader(name, value);
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(base);
      // The identity pages set their own policy (hashes for their inline pieces); keep theirs.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      return payload;
    });
  },
  { name: 'security-headers', dependencies: [] },
);
