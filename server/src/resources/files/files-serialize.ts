import { type FileTranslation, type StoredFile, RESOURCES } from '../../../../contract/index.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { tenantIri } from '../engine/tenant-owned.js';

export const serializeFileTranslation = (row: RowOf<'file_translations'>): FileTranslation =>
  hydraItem(RESOURCES.fileTranslations, row.id, {
    id: row.id,
    file: iriOf('files', row.file_id),
    locale: row.locale,
    name: row.name,
    mimeType: row.mime_type,
    size: row.size,
  });

/** Files with their per-locale variants, loaded in one query for the whole batch. */
export async function serializeFiles(
  rows: RowOf<'files'>[],
  { db }: Pick<ResourceContext, 'db'>,
): Promise<StoredFile[]> {
  const ids = rows.map((row) => row.id);
  const variants =
    ids.length === 0
      ? []
      : await db.selectFrom('file_translations').selectAll().where('file_id', 'in', ids).orderBy('locale').execute();
  return rows.map((row) =>
    hydraItem(RESOURCES.files, row.id, {
      id: row.id,
      name: row.name,
      mimeType: row.mime_type,
      size: row.size,
      tenant: tenantIri(row.tenant_id),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      translations: variants.filter((v) => v.file_id === row.id).map(serializeFileTranslation),
    }),
  );
}
