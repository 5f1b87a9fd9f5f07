import { type FileTranslation, type StoredFile, RESOURCES } from '../../../../contract/index.js';
import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { defineResource, type Operation, type ResourceContext, type RowOf } from '../engine/define.js';
import { tenantIri, tenantRows } from '../engine/tenant-owned.js';
import { specsFor } from '../engine/filter-specs.js';

/** Files are the tenant admin's and the editor's (spec menu "File"); supervisors see every tenant's. */
export const usesFiles = (user: AuthUser, _operation?: Operation): boolean =>
  isSupervisor(user) || isTenantAdmin(user) || hasRole(user, 'ROLE_EDITOR');

export const fileRows = tenantRows('files.tenant_id');

export function serializeFileTranslation(row: RowOf<'file_translations'>): FileTranslation {
  return {
    ...hydraItem(RESOURCES.fileTranslations, row.id, {
      id: row.id,
      file: iriOf('files', row.file_id),
      locale: row.locale,
      name: row.name,
      mimeType: row.mime_type,
      size: row.size,
    }),
  };
}

export async function serializeFiles(
  rows: RowOf<'files'>[],
  { db }: Pick<ResourceContext, 'db'>,
): Promise<StoredFile[]> {
  const ids = rows.map((row) => row.id);
  const variants =
    ids.length === 0
      ? []
      : await db.selectFrom('file_translations').selectAll().where('file_id', 'in', ids).orderBy('locale').execute();
  return rows.map((row) => ({
    ...hydraItem(RESOURCES.files, row.id, {
      id: row.id,
      name: row.name,
      mimeType: row.mime_type,
      size: row.size,
      tenant: tenantIri(row.tenant_id),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      translations: variants.filter((v) => v.file_id === row.id).map(serializeFileTranslation),
    }),
  }));
}

/**
 * GET and DELETE of files; uploads, renames and downloads are special calls (files.routes.ts).
 * DELETE takes the file's bytes, its translations with theirs and its template attachments with
 * it, in its transaction (ON DELETE CASCADE).
 */
export const fileResource = defineResource<'files', StoredFile>({
  ...RESOURCES.files,
  table: 'files',
  operations: ['list', 'read', 'delete'],
  filterSpecs: specsFor(RESOURCES.files, {
    name: { kind: 'partial', column: 'files.name' },
    orSearch_name: { kind: 'orSearch', columns: ['files.name'] },
    mimeType: { kind: 'exact', column: 'files.mime_type', value: 'string' },
    createdAt: { kind: 'date', column: 'files.created_at' },
  }),
  order: { name: 'files.name', createdAt: 'files.created_at', updatedAt: 'files.updated_at', size: 'files.size' },
  defaultOrder: [
    { column: 'files.created_at', direction: 'desc' },
    { column: 'files.id', direction: 'desc' },
  ],
  allows: usesFiles,
  scope: fileRows,
  serialize: serializeFiles,
});
