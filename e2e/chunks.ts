import fs from 'node:fs';
import path from 'node:path';

/**
 * The files of the build's chunks whose name matches, read from its stats (dist-meta/stats.json).
 * Chunk files are named by id, not by name, so that the runtime every page loads carries no map of
 * ~400 chunk names; a test that watches a chunk's request asks here which files it is. Entries
 * (main, sign-in) keep their names.
 */
export function chunkFiles(name: RegExp, { required = true } = {}): Set<string> {
  const stats = JSON.parse(fs.readFileSync(path.resolve('dist-meta', 'stats.json'), 'utf8')) as {
    chunks: { names: string[]; files: string[] }[];
  };
  const files = stats.chunks
    .filter((chunk) => chunk.names.some((chunkName) => name.test(chunkName)))
    .flatMap((chunk) => chunk.files.filter((file) => /\.m?js$/.test(file)).map((file) => `/${file}`));
  if (required && files.length === 0) throw new Error(`no chunk of the build is named ${name}`);
  return new Set(files);
}

/** Whether a request or response address is one of these files. */
export const isOneOf = (files: Set<string>) => (url: string) => files.has(new URL(url).pathname);
