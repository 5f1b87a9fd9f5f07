import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import {
  type ContractTemplateVersion,
  type ContractTemplateVersionInput,
  type Iri,
  templateVersionBody,
  templateVersionPatchBody,
  templateVersionTranslations,
  RESOURCES,
} from '../../../../contract/index.js';
import { isSupervisor, type AuthUser } from '../../auth/plugin.js';
import { fromBool, nowIso, toBool } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { invalidIri, MESSAGES, unprocessable } from '../../hydra/errors.js';
import { hydraItem, intIdFromIri, iriOf } from '../../hydra/serialize.js';
import { readsTemplates, writesTemplates } from './template-access.js';
import { NO_ROWS } from '../engine/crud.js';
import { contractTemplateResource } from './contract-templates.js';
import type { ResourceContext } from '../engine/define.js';
import { translatedResource } from '../engine/translated.js';
import { translationTexts, type TranslationTable } from '../engine/translation-texts.js';
import { specsFor } from '../engine/filter-specs.js';

const versions = expressionBuilder<Database, 'contract_template_versions'>();

export const versionTexts: TranslationTable = {
  table: 'contract_template_version_translations',
  parentColumn: 'version_id',
  texts: translationTexts(templateVersionTranslations),
};

/** Template versions of templates the caller may see: the template's tenant decides. */
export function templateVersionScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (user.tenantId === null) return NO_ROWS;
  return versions(
    'contract_template_versions.template_id',
    'in',
    versions
      .selectFrom('contract_templates')
      .select('contract_templates.id')
      .where('contract_templates.tenant_id', '=', user.tenantId),
  );
}

/** A template the caller may see, by IRI; anything else is a link it may not make (400). */
async function visibleTemplate(context: ResourceContext, iri: Iri): Promise<number> {
  const id = intIdFromIri(iri, 'contract_templates');
  let query = context.db
    .selectFrom('contract_templates')
    .select('id')
    .where('id', '=', id ?? -1);
  if (!isSupervisor(context.user)) query = query.where('tenant_id', '=', context.user.tenantId ?? -1);
  const found = id === null ? undefined : await query.executeTakeFirst();
  if (!found) throw invalidIri();
  return found.id;
}

export const contractTemplateVersionResource = translatedResource<
  'contract_template_versions',
  ContractTemplateVersion,
  ContractTemplateVersionInput
>(versionTexts, {
  ...RESOURCES.contractTemplateVersions,
  table: 'contract_template_versions',
  // A template's list and page show its current version.
  parent: () => ({ resource: contractTemplateResource, column: 'template_id' }),
  filterSpecs: specsFor(RESOURCES.contractTemplateVersions, {
    template: {
      kind: 'exact',
      column: 'contract_template_versions.template_id',
      value: 'int',
      iriPath: 'contract_templates',
    },
    'template.id': {
      kind: 'exact',
      column: 'contract_template_versions.template_id',
      value: 'int',
      iriPath: 'contract_templates',
    },
    activity: { kind: 'boolean', column: 'contract_template_versions.activity' },
    // not_null[publishedAt]=true: the versions that may be sent; =false: the drafts.
    publishedAt: { kind: 'notNull', column: 'contract_template_versions.published_at' },
  }),
  order: {
    plannedRevision: 'contract_template_versions.planned_revision',
    createdAt: 'contract_template_versions.created_at',
    id: 'contract_template_versions.id',
  },
  defaultOrder: [{ column: 'contract_template_versions.id', direction: 'asc' }],
  schemas: { create: templateVersionBody, update: templateVersionPatchBody },
  allows: (user, operation) =>
    operation === 'list' || operation === 'read' ? readsTemplates(user) : writesTemplates(user),
  scope: ({ user }) => templateVersionScope(user),
  serialize: async (rows, context) => {
    const ids = rows.map((row) => row.id);
    const files =
      ids.length === 0
        ? []
        : await context.db
            .selectFrom('contract_template_version_mediate_files')
            .select(['id', 'template_version_id'])
            .where('template_version_id', 'in', ids)
            .orderBy('id')
            .execute();
    return rows.map((row) =>
      hydraItem(RESOURCES.contractTemplateVersions, row.id, {
        id: row.id,
        template: iriOf('contract_templates', row.template_id),
        plannedRevision: row.planned_revision,
        activity: toBool(row.activity),
        createdAt: row.created_at,
        publishedAt: row.published_at,
        mediateFiles: files
          .filter((file) => file.template_version_id === row.id)
          .map((file) => iriOf('contract_template_version_mediate_files', file.id)),
      }),
    );
  },
  toInsert: async (body, context) => {
    if (body.plannedRevision !== undefined && Number.isNaN(Date.parse(body.plannedRevision)))
      throw unprocessable([{ propertyPath: 'plannedRevision', message: MESSAGES.invalid }]);
    const now = nowIso();
    return {
      template_id: await visibleTemplate(context, body.template),
      // Spec section 7: a new version takes effect now. A client clock cannot back- or post-date it,
      // which would rewrite which version was current when a contract was sent.
      planned_revision: now,
      created_at: now,
      activity: fromBool(body.activity ?? true),
      // A draft until published (docs/decisions.md): texts and attachments are prepared first.
      published_at: body.publish === true ? now : null,
    };
  },
  toUpdate: async (body) => {
    return body.activity === undefined ? {} : { activity: fromBool(body.activity) };
  },
});
