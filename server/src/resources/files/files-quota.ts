import { sql } from 'kysely';
import { isPostgres } from '../../db/portable.js';
import { MESSAGES, unprocessable } from '../../hydra/errors.js';
import type { ResourceContext } from '../engine/define.js';

type Trx = ResourceContext['db'];

/**
 * A tenant's storage quota: how many stored files (files and their translations, each its own
 * stored content) it may hold, and how many bytes in all (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_BYTES).
 */
export interface StorageQuota {
  files: number;
  bytes: number;
}

/** What a tenant stores now, files and translations together. */
async function storageOf(trx: Trx, tenantId: number): Promise<StorageQuota> {
  const { rows } = await sql<{ files: number | string; bytes: number | string }>`
    select count(*) as files, coalesce(sum(stored.size), 0) as bytes from (
      select files.size from files where files.tenant_id = ${tenantId}
      union all
      select file_translations.size from file_translations
        join files on files.id = file_translations.file_id
        where files.tenant_id = ${tenantId}
    ) stored`.execute(trx);
  return { files: Number(rows[0]?.files ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
}

/** 2147483648 → "2 GiB", 1536 → "1.5 KiB", 1000 → "1000 B". */
export function sizeText(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let unit = 0;
  while (unit < units.length - 1 && bytes >= 1024 ** (unit + 1)) unit += 1;
  const value = bytes / 1024 ** unit;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

/**
 * Runs `write` (inside the transaction `trx`) and refuses it, so the transaction rolls back, when
 * it leaves the tenant holding more files or more bytes than the quota allows. Only growth past
 * the quota is refused: a smaller replacement still goes through when a lowered quota is already
 * exceeded. The answer is a 422 at `file`, where the console's upload form shows it.
 *
 * Parallel uploads must not all see the same room: on PostgreSQL the tenant's row is locked first
 * (FOR NO KEY UPDATE: uploads of one tenant queue behind each other, while other transactions'
 * foreign-key checks on the tenant still pass), and every statement after the lock reads what the
 * ones before it committed. On SQLite every transaction of the process already runs alone on its
 * one connection, and a second process writing meanwhile makes this commit fail, not overshoot.
 */
export async function withinQuota<T>(
  trx: Trx,
  quota: StorageQuota,
  tenantId: number,
  write: () => Promise<T>,
): Promise<T> {
  if (isPostgres(trx))
    await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).forNoKeyUpdate().execute();
  const before = await storageOf(trx, tenantId);
  const result = await write();
  const after = await storageOf(trx, tenantId);
  const tooMany = after.files > quota.files && after.files > before.files;
  const tooLarge = after.bytes > quota.bytes && after.bytes > before.bytes;
  if (tooMany || tooLarge)
    throw unprocessable([{ propertyPath: 'file', message: MESSAGES.storageFull(quota.files, sizeText(quota.bytes)) }]);
  return result;
}
