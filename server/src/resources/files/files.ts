import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { defineResource, type Operation } from '../engine/define.js';
import { tenantRows } from '../engine/tenant-owned.js';
import { serializeFiles } from './files-serialize.js';

/** Files are the tenant admin's and the editor's (spec menu "File"); supervisors see every tenant's. */
export const usesFiles = (user: AuthUser, _operation?: Operation): boolean =>
  isSupervisor(user) || isTenantAdmin(user) || hasRole(user, 'ROLE_EDITOR');

export const fileRows = tenantRows('files.tenant_id');

/**
 * GET and DELETE of files; uploads, renames and downloads are special calls (files.routes.ts).
 * DELETE takes the file's bytes, its translations with theirs and its template attachments with
 * it, in its transaction (ON DELETE CASCADE).
 */
export const fileResource = defineResource('files', {
  table: 'files',
  operations: ['list', 'read', 'delete'],
  filterSpecs: {
    name: { kind: 'partial', column: 'files.name' },
    orSearch_name: { kind: 'orSearch', columns: ['files.name'] },
    mimeType: { kind: 'exact', column: 'files.mime_type', value: 'string' },
    createdAt: { kind: 'date', column: 'files.created_at' },
  },
  order: { name: 'name', createdAt: 'created_at', updatedAt: 'updated_at', size: 'size' },
  defaultOrder: [
    { column: 'files.created_at', direction: 'desc' },
    { column: 'files.id', direction: 'desc' },
  ],
  allows: usesFiles,
  scope: fileRows,
  serialize: serializeFiles,
});
