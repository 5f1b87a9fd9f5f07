import type { Kysely } from 'kysely';
import type { AuthUser } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import type { RowOf } from '../engine/define.js';

/**
 * The one read right on files outside the file screens: a contract version's recipient downloads
 * the documents it is asked to sign, i.e. the files attached to that version's template version.
 * Undefined for every other file, so the caller answers as before (403).
 */
export async function documentOfRecipient(
  db: Kysely<Database>,
  user: AuthUser,
  fileId: number,
): Promise<RowOf<'files'> | undefined> {
  return db
    .selectFrom('files')
    .selectAll('files')
    .where('files.id', '=', fileId)
    .where('files.tenant_id', '=', user.tenantId ?? -1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('contract_template_version_mediate_files as attachment')
          .innerJoin('contract_versions', 'contract_versions.template_version_id', 'attachment.template_version_id')
          .select('attachment.id')
          .whereRef('attachment.file_id', '=', 'files.id')
          .where('contract_versions.recipient_user_id', '=', user.id),
      ),
    )
    .executeTakeFirst();
}
