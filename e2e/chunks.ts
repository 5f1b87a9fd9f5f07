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

/**
 * The files of a chunk group (an `import()` with this webpackChunkName): the named chunk and the
 * shared chunks it needs, less those of `except` (chunks a page has loaded already).
 */
export function chunkGroupFiles(group: string, except: RegExp = /^$/): Set<string> {
  const stats = JSON.parse(fs.readFileSync(path.resolve('dist-meta', 'stats.json'), 'utf8')) as {
    chunks: { id: number | string; names: string[]; files: string[] }[];
    namedChunkGroups: Record<string, { chunks: (number | string)[] }>;
  };
  const ids = new Set(stats.namedChunkGroups[group]?.chunks ?? []);
  if (ids.size === 0) throw new Error(`no chunk group of the build is named ${group}`);
  return new Set(
    stats.chunks
      .filter((chunk) => ids.has(chunk.id) && !chunk.names.some((name) => except.test(name)))
      .flatMap((chunk) => chunk.files.filter((file) => /\.m?js$/.test(file)).map((file) => `/${file}`)),
  );
}
