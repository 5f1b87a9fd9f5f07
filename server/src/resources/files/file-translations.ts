import { expressionBuilder } from 'kysely';
import { type FileTranslation, RESOURCES } from '../../../../contract/index.js';
import { isSupervisor } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource } from '../engine/define.js';
import { serializeFileTranslation, usesFiles } from './files.js';
import { specsFor } from '../engine/filter-specs.js';

const variants = expressionBuilder<Database, 'file_translations'>();

/**
 * GET and DELETE of per-locale file variants. They are uploaded through the file upload call
 * with `fileId` and `locale` (a JSON POST has no bytes to carry), and belong to their file's tenant.
 * DELETE takes the translation's bytes with it (ON DELETE CASCADE).
 */
export const fileTranslationResource = defineResource<'file_translations', FileTranslation>({
  ...RESOURCES.fileTranslations,
  table: 'file_translations',
  operations: ['list', 'read', 'delete'],
  filterSpecs: specsFor(RESOURCES.fileTranslations, {
    file: { kind: 'exact', column: 'file_translations.file_id', value: 'int', iriPath: 'files' },
    'file.id': { kind: 'exact', column: 'file_translations.file_id', value: 'int', iriPath: 'files' },
    locale: { kind: 'exact', column: 'file_translations.locale', value: 'string' },
  }),
  order: { locale: 'file_translations.locale', name: 'file_translations.name' },
  defaultOrder: [
    { column: 'file_translations.file_id', direction: 'asc' },
    { column: 'file_translations.locale', direction: 'asc' },
  ],
  allows: usesFiles,
  scope: ({ user }) => {
    if (isSupervisor(user)) return null;
    if (user.tenantId === null) return NO_ROWS;
    return variants(
      'file_translations.file_id',
      'in',
      variants.selectFrom('files').select('files.id').where('files.tenant_id', '=', user.tenantId),
    );
  },
  serialize: async (rows) => rows.map(serializeFileTranslation),
});
