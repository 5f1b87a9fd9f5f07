import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

/**
 * The SQLite driver this runtime can run. better-sqlite3 13 is built on Node-API 10 (Node 22.14 and
 * later) and is the one for Node 24: 12 is built on Node's own ObjectWrap, which from Node 24.19
 * aborts the process when a statement is garbage-collected (nodejs/node#65446). Node 20 has
 * Node-API 9, where 13 crashes opening a database, so it keeps 12, installed as
 * `better-sqlite3-node20`, for as long as our machines run Node 20.
 */
export const SQLITE_DRIVER_PACKAGES = ['better-sqlite3', 'better-sqlite3-node20'] as const;

export interface InstalledDriver {
  name: string;
  version: string;
}

/** Picked by major version, not by name, so a wrong install stops here with a message, not in native code. */
export function sqliteDriverFor(nodeApi: number, installed: readonly InstalledDriver[]): InstalledDriver {
  const major = nodeApi >= 10 ? 13 : 12;
  const driver = installed.find((candidate) => Number(candidate.version.split('.')[0]) === major);
  if (driver) return driver;
  const found = installed.map((candidate) => `${candidate.name}@${candidate.version}`).join(', ') || 'none';
  throw new Error(
    `Node-API ${nodeApi} (Node ${process.version}) runs better-sqlite3 ${major}, which is not installed ` +
      `(found: ${found}); run npm ci with this Node`,
  );
}

const requireHere = createRequire(import.meta.url);

function installedDrivers(): InstalledDriver[] {
  return SQLITE_DRIVER_PACKAGES.flatMap((name) => {
    try {
      return [{ name, version: (requireHere(`${name}/package.json`) as { version: string }).version }];
    } catch {
      return [];
    }
  });
}

let Driver: typeof SQLite | undefined;

/** Opens a SQLite database file (or `:memory:`) with the driver this runtime runs. */
export function openSqlite(file: string): SQLite.Database {
  Driver ??= requireHere(sqliteDriverFor(Number(process.versions.napi), installedDrivers()).name) as typeof SQLite;
  return new Driver(file);
}
