import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from './files-content-types.js';

/**
 * The file store: bytes on disk under `${dataDir}/files/<tenantId>/<server-made name>`. Nothing
 * a client sends ever becomes part of a path, so a name like "../../etc/passwd" is only a label.
 * Another deployment can swap this module for an object store behind the same four functions.
 */

const STORAGE_NAME = /^[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

function pathOf(dataDir: string, tenantId: number, storageName: string): string {
  // Storage names come from the database, which only this module fills; checked anyway.
  if (!STORAGE_NAME.test(storageName) || !Number.isInteger(tenantId)) throw new Error('malformed storage name');
  return path.join(dataDir, 'files', String(tenantId), storageName);
}

/** Where bytes are written before they take their name (files-sweep.ts removes ones a crash left). */
export const PARTIAL_SUFFIX = '.partial';

/**
 * Writes new bytes under a fresh server-made name and returns that name. They are written to a
 * partial file, flushed to disk and only then renamed, so a crash never leaves a cut-off file
 * under a name a row may hold.
 */
export async function storeBytes(dataDir: string, tenantId: number, bytes: Buffer, mimeType: string): Promise<string> {
  const storageName = `${randomUUID()}${extensionOf(mimeType)}`;
  const target = pathOf(dataDir, tenantId, storageName);
  const partial = `${target}${PARTIAL_SUFFIX}`;
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o750 });
  try {
    const file = await fs.open(partial, 'wx', 0o640);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return storageName;
}

/** The stored bytes, or null when there are none (demo metadata seeded without content). */
export async function readBytes(dataDir: string, tenantId: number, storageName: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(pathOf(dataDir, tenantId, storageName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes stored bytes; already gone is fine (a delete must not fail on a missing blob). */
export async function removeBytes(dataDir: string, tenantId: number, storageNames: string[]): Promise<void> {
  await Promise.all(storageNames.map((name) => fs.rm(pathOf(dataDir, tenantId, name), { force: true })));
}
