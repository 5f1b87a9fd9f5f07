import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chunksOf, CHUNKS, writeChunksOnce, type ChunkTable } from './files-store.js';

/**
 * Until 2026-11-27 bytes lived in each instance's data folder, `${dataDir}/files/<tenantId>/<storage
 * name>`. At start they move into the database (files-store.ts): bytes a row of that tenant names
 * are written as its chunks, then removed from disk. Bytes no row names (a crash between writing
 * them and committing a row, which the database now makes impossible) are removed once old enough.
 * Safe with several instances starting on one folder: chunks are written in one statement that
 * does nothing when they are there already, and a file another instance removed is skipped. Once
 * the folder is empty a start only reads the folder.
 */

/**
 * Bytes no row names stay this long: an instance of the previous version sharing the folder may
 * have written them and not yet committed the row naming them.
 */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;
/** Names asked of the database per statement. */
const NAMES_PER_QUERY = 500;

interface Owner {
  table: ChunkTable;
  size: number;
}

export interface DiskImport {
  /** Bytes now in the database and gone from disk. */
  moved: number;
  /** Bytes no row names, removed. */
  removed: number;
  /** Bytes kept on disk: no row names them yet, or they are not the size their row says. */
  left: number;
}

/** Of `names` in tenant `tenantId`'s folder, those its files or translations name, with where their chunks go. */
async function ownersIn(db: Kysely<Database>, tenantId: number, names: string[]): Promise<Map<string, Owner>> {
  const owners = new Map<string, Owner>();
  for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
    const batch = names.slice(start, start + NAMES_PER_QUERY);
    const files = await db
      .selectFrom('files')
      .select(['storage_name', 'size'])
      .where('tenant_id', '=', tenantId)
      .where('storage_name', 'in', batch)
      .execute();
    const translations = await db
      .selectFrom('file_translations')
      .innerJoin('files', 'files.id', 'file_translations.file_id')
      .select(['file_translations.storage_name', 'file_translations.size'])
      .where('files.tenant_id', '=', tenantId)
      .where('file_translations.storage_name', 'in', batch)
      .execute();
    for (const row of files) owners.set(row.storage_name, { table: CHUNKS.file, size: Number(row.size) });
    for (const row of translations) owners.set(row.storage_name, { table: CHUNKS.translation, size: Number(row.size) });
  }
  return owners;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Moves one named file's bytes in; false when they stay on disk. */
async function moveIn(db: Kysely<Database>, file: string, owner: Owner, log: FastifyBaseLogger): Promise<boolean> {
  const bytes = await fs.readFile(file).catch((error: unknown) => {
    if (missing(error)) return null;
    throw error;
  });
  // Another instance moved it in and removed it meanwhile.
  if (!bytes) return true;
  if (bytes.length !== owner.size) {
    log.warn({ file, size: bytes.length, expected: owner.size }, 'file bytes on disk are not the size their row says');
    return false;
  }
  // Written here or by another instance first: either way the same bytes are in the database.
  await writeChunksOnce(db, owner.table, path.basename(file), chunksOf(bytes));
  await fs.rm(file, { force: true });
  return true;
}

/** Moves the bytes of `${dataDir}/files/` into the database; what it did. Other folders there are left alone. */
export async function moveDiskBytesIn(
  db: Kysely<Database>,
  dataDir: string,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<DiskImport> {
  const done: DiskImport = { moved: 0, removed: 0, left: 0 };
  const root = path.join(dataDir, 'files');
  const tenants = await fs.readdir(root, { withFileTypes: true }).catch((error: unknown) => {
    if (missing(error)) return [];
    throw error;
  });
  for (const tenant of tenants) {
    if (!tenant.isDirectory() || !/^\d+$/.test(tenant.name)) continue;
    const folder = path.join(root, tenant.name);
    const entries = await fs.readdir(folder, { withFileTypes: true });
    const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    const owners = await ownersIn(db, Number(tenant.name), names);
    for (const name of names) {
      const file = path.join(folder, name);
      const owner = owners.get(name);
      try {
        if (owner) {
          done[(await moveIn(db, file, owner, log)) ? 'moved' : 'left'] += 1;
          continue;
        }
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs >= now - ORPHAN_MIN_AGE_MS) {
          done.left += 1;
          continue;
        }
        await fs.rm(file, { force: true });
        done.removed += 1;
      } catch (error) {
        // Its row was deleted meanwhile, say: a later start finds the bytes unnamed and removes them.
        log.warn({ err: error, file }, 'moving file bytes into the database failed');
        done.left += 1;
      }
    }
  }
  return done;
}
