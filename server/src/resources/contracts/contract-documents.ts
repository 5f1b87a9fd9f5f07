import type { Kysely } from 'kysely';
import { RESOURCES, type ContractDocument, type LocaleTexts } from '../../../../contract/index.js';
import type { Database } from '../../db/schema.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';

/**
 * The documents of contract versions, by template version id: the files attached to each template
 * version with their titles and per-locale contents. Embedded in the version because its recipient (a customer) may not
 * read the template catalogue, yet must see what it signs. Three queries for a page of versions.
 */
export async function documentsByTemplateVersion(
  db: Kysely<Database>,
  templateVersionIds: readonly (number | null)[],
): Promise<Map<number, ContractDocument[]>> {
  const ids = [...new Set(templateVersionIds.filter((id): id is number => id !== null))];
  const byVersion = new Map<number, ContractDocument[]>();
  if (ids.length === 0) return byVersion;
  const attachments = await attachedFiles(db, ids);
  const titles =
    attachments.length === 0
      ? []
      : await db
          .selectFrom('contract_template_version_mediate_file_translations')
          .select(['mediate_file_id', 'locale', 'title'])
          .where(
            'mediate_file_id',
            'in',
            attachments.map((attachment) => attachment.id),
          )
          .orderBy('locale')
          .execute();
  const variants = await fileVariants(
    db,
    attachments.map((attachment) => attachment.fileId),
  );
  for (const attachment of attachments) {
    const translations: LocaleTexts[] = titles
      .filter((title) => title.mediate_file_id === attachment.id)
      .map(({ locale, title }) => ({ locale, title }));
    const document: ContractDocument = hydraItem(RESOURCES.contractTemplateVersionMediateFiles, attachment.id, {
      file: iriOf('files', attachment.fileId),
      name: attachment.name,
      mimeType: attachment.mimeType,
      size: attachment.size,
      translations,
      fileTranslations: variants
        .filter((variant) => variant.file_id === attachment.fileId)
        .map((variant) => ({
          '@id': iriOf('file_translations', variant.id),
          locale: variant.locale,
          name: variant.name,
        })),
    });
    const list = byVersion.get(attachment.templateVersionId) ?? [];
    list.push(document);
    byVersion.set(attachment.templateVersionId, list);
  }
  return byVersion;
}

/** The files attached to these template versions, in the order they were attached. */
export async function attachedFiles(db: Kysely<Database>, templateVersionIds: readonly number[]) {
  if (templateVersionIds.length === 0) return [];
  return db
    .selectFrom('contract_template_version_mediate_files as attachment')
    .innerJoin('files', 'files.id', 'attachment.file_id')
    .select([
      'attachment.id as id',
      'attachment.template_version_id as templateVersionId',
      'files.id as fileId',
      'files.name as name',
      'files.mime_type as mimeType',
      'files.size as size',
      'files.storage_name as storageName',
    ])
    .where('attachment.template_version_id', 'in', templateVersionIds)
    .orderBy('attachment.id')
    .execute();
}

/** The per-locale contents (translations) of these files, by locale. */
export async function fileVariants(db: Kysely<Database>, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  return db
    .selectFrom('file_translations')
    .select(['id', 'file_id', 'locale', 'name', 'storage_name', 'size'])
    .where('file_id', 'in', fileIds)
    .orderBy('locale')
    .execute();
}
