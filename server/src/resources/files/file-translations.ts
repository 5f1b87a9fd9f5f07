import { defineResource } from '../engine/define.js';
import { usesFiles } from './files.js';
import { serializeFileTranslation } from './files-serialize.js';
import { parentInTenant } from '../engine/tenant-owned.js';

/**
 * GET and DELETE of per-locale file variants. They are uploaded through the file upload call
 * with `fileId` and `locale` (a JSON POST has no bytes to carry), and belong to their file's tenant.
 * DELETE takes the translation's bytes with it (ON DELETE CASCADE).
 */
export const fileTranslationResource = defineResource('fileTranslations', {
  table: 'file_translations',
  operations: ['list', 'read', 'delete'],
  filterSpecs: {
    file: { kind: 'exact', column: 'file_translations.file_id', value: 'int', iriPath: 'files' },
    'file.id': { kind: 'exact', column: 'file_translations.file_id', value: 'int', iriPath: 'files' },
    locale: { kind: 'exact', column: 'file_translations.locale', value: 'string' },
  },
  order: { locale: 'locale', name: 'name' },
  defaultOrder: [
    { column: 'file_translations.file_id', direction: 'asc' },
    { column: 'file_translations.locale', direction: 'asc' },
  ],
  allows: usesFiles,
  scope: ({ user }) => parentInTenant(user, 'file_translations.file_id', 'files'),
  serialize: async (rows) => rows.map(serializeFileTranslation),
});
