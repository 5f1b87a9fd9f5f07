import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import {
  type Iri,
  mediateFileBody,
  mediateFilePatchBody,
  mediateFileTranslations,
} from '../../../../contract/index.js';
import { isSupervisor, type AuthUser } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import { iriOf } from '../../hydra/serialize.js';
import { templateRights } from './template-access.js';
import { NO_ROWS } from '../engine/crud.js';
import type { ResourceContext } from '../engine/define.js';
import { resolveLink } from '../engine/links.js';
import { translatedResource } from '../engine/translated.js';
import { checkNewLink } from '../engine/unique.js';
import { translationTable } from '../engine/translation-texts.js';
import { rowOfOwnTenant } from '../engine/tenant-owned.js';

const attachments = expressionBuilder<Database, 'contract_template_version_mediate_files'>();

export const mediateFileTexts = translationTable(
  'contract_template_version_mediate_file_translations',
  'mediate_file_id',
  mediateFileTranslations,
);

/** Attachments of versions of templates in the caller's tenant. */
function mediateFileScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (user.tenantId === null) return NO_ROWS;
  return attachments(
    'contract_template_version_mediate_files.template_version_id',
    'in',
    attachments
      .selectFrom('contract_template_versions')
      .innerJoin('contract_templates', 'contract_templates.id', 'contract_template_versions.template_id')
      .select('contract_template_versions.id')
      .where('contract_templates.tenant_id', '=', user.tenantId),
  );
}

/** A template version with its template's tenant. */
const versionWithTenant = (context: ResourceContext, versionId: number) =>
  context.db
    .selectFrom('contract_template_versions')
    .innerJoin('contract_templates', 'contract_templates.id', 'contract_template_versions.template_id')
    .select(['contract_template_versions.id as id', 'contract_templates.tenant_id as tenantId'])
    .where('contract_template_versions.id', '=', versionId);

/** The version to attach to and its template's tenant, which the file must share. */
const visibleVersion = (context: ResourceContext, versionIri: Iri): Promise<{ id: number; tenantId: number }> =>
  rowOfOwnTenant(
    context,
    versionIri,
    'contract_template_versions',
    (id) => versionWithTenant(context, id),
    'contract_templates.tenant_id',
  );

async function tenantOfVersion(context: ResourceContext, versionId: number): Promise<number> {
  return (await versionWithTenant(context, versionId).executeTakeFirstOrThrow()).tenantId;
}

/** A file is attached to a version once. */
const checkNotAttached = (context: ResourceContext, versionId: number, fileId: number, ownId: number | null) =>
  checkNewLink(
    context,
    'contract_template_version_mediate_files',
    { template_version_id: versionId, file_id: fileId },
    'file',
    ownId,
  );

export const mediateFileResource = translatedResource('contractTemplateVersionMediateFiles', mediateFileTexts, {
  table: 'contract_template_version_mediate_files',
  filterSpecs: {
    templateVersion: {
      kind: 'exact',
      column: 'contract_template_version_mediate_files.template_version_id',
      value: 'int',
      iriPath: 'contract_template_versions',
    },
    file: { kind: 'exact', column: 'contract_template_version_mediate_files.file_id', value: 'int', iriPath: 'files' },
  },
  order: { id: 'id' },
  schemas: { create: mediateFileBody, update: mediateFilePatchBody },
  allows: templateRights,
  scope: ({ user }) => mediateFileScope(user),
  item: (row) => ({
    id: row.id,
    templateVersion: iriOf('contract_template_versions', row.template_version_id),
    file: iriOf('files', row.file_id),
  }),
  toInsert: async (body, context) => {
    const version = await visibleVersion(context, body.templateVersion);
    const fileId = await resolveLink(context, body.file, 'files', version.tenantId);
    await checkNotAttached(context, version.id, fileId, null);
    return { template_version_id: version.id, file_id: fileId };
  },
  toUpdate: async (body, row, context) => {
    if (body.file === undefined) return {};
    const tenantId = await tenantOfVersion(context, row.template_version_id);
    const fileId = await resolveLink(context, body.file, 'files', tenantId);
    await checkNotAttached(context, row.template_version_id, fileId, row.id);
    return { file_id: fileId };
  },
  // Two requests attaching the same file at once: the second loses on the UNIQUE index.
  uniqueProperty: 'file',
});
