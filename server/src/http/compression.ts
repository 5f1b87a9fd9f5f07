import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API JSON above 1 KiB goes out brotli or gzip, as the client accepts (Vary: Accept-Encoding).
 * Only JSON: the console's built assets are served from pre-compressed siblings instead
 * (console/static.ts), and pages are small. Brotli at quality 4: most of the gain for a fraction of
 * the CPU of the default 11, which would cost more than it saves on a list answer.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/(ld\+)?json\b/,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
