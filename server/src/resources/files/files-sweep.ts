import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Bytes younger than this are never swept: an upload writes its bytes before its row commits, here
 * or on another instance sharing the folder, and must not lose them in between.
 */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;
/** How often a running server sweeps again (it also sweeps once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Names asked of the database per statement. */
const NAMES_PER_QUERY = 500;

/** The names of `names` that a file or a file translation holds. */
async function namedOf(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
    const chunk = names.slice(start, start + NAMES_PER_QUERY);
    const rows = await db
      .selectFrom('files')
      .select('storage_name')
      .where('storage_name', 'in', chunk)
      .unionAll(db.selectFrom('file_translations').select('storage_name').where('storage_name', 'in', chunk))
      .execute();
    for (const row of rows) named.add(row.storage_name);
  }
  return named;
}

/** Regular files of `folder` last written before `before` (ms since the epoch). */
async function oldFilesIn(folder: string, before: number): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  const old: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const stat = await fs.stat(path.join(folder, entry.name)).catch(() => null);
    if (stat && stat.mtimeMs < before) old.push(entry.name);
  }
  return old;
}

/**
 * Removes bytes under `${dataDir}/files/<tenantId>/` that no file and no file translation names:
 * what a crash between writing the bytes and committing the row left behind (partial files
 * included), or a removal that failed after its row was gone. Only files older than `minAgeMs`
 * go. Folders other than tenant ids are left alone. Answers how many files were removed.
 */
export async function sweepOrphanedBytes(
  db: Kysely<Database>,
  dataDir: string,
  { minAgeMs = ORPHAN_MIN_AGE_MS, now = Date.now() }: { minAgeMs?: number; now?: number } = {},
): Promise<number> {
  const root = path.join(dataDir, 'files');
  const tenants = await fs.readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const tenant of tenants) {
    if (!tenant.isDirectory() || !/^\d+$/.test(tenant.name)) continue;
    const folder = path.join(root, tenant.name);
    const old = await oldFilesIn(folder, now - minAgeMs);
    const named = await namedOf(db, old);
    for (const name of old.filter((candidate) => !named.has(candidate))) {
      await fs.rm(path.join(folder, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
