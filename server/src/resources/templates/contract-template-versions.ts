import type { Expression, SqlBool } from 'kysely';
import {
  type Iri,
  templateVersionBody,
  templateVersionPatchBody,
  templateVersionTranslations,
  RESOURCES,
} from '../../../../contract/index.js';
import type { AuthUser } from '../../auth/plugin.js';
import { fromBool, nowIso, toBool } from '../../db/portable.js';
import { MESSAGES, unprocessable } from '../../hydra/errors.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { templateRights } from './template-access.js';
import { contractTemplateResource } from './contract-templates.js';
import type { ResourceContext } from '../engine/define.js';
import { translatedResource } from '../engine/translated.js';
import { translationTable } from '../engine/translation-texts.js';
import { linkedIds } from '../engine/links.js';
import { parentInTenant, rowOfOwnTenant } from '../engine/tenant-owned.js';

export const versionTexts = translationTable(
  'contract_template_version_translations',
  'version_id',
  templateVersionTranslations,
);

/** Template versions of templates the caller may see: the template's tenant decides. */
export const templateVersionScope = (user: AuthUser): Expression<SqlBool> | null =>
  parentInTenant(user, 'contract_template_versions.template_id', 'contract_templates');

/** A template the caller may see, by IRI; anything else is a link it may not make (400). */
async function visibleTemplate(context: ResourceContext, iri: Iri): Promise<number> {
  const found = await rowOfOwnTenant(context, iri, 'contract_templates', (id) =>
    context.db.selectFrom('contract_templates').select('id').where('id', '=', id),
  );
  return found.id;
}

export const contractTemplateVersionResource = translatedResource('contractTemplateVersions', versionTexts, {
  table: 'contract_template_versions',
  // A template's list and page show its current version.
  parent: () => ({ resource: contractTemplateResource, column: 'template_id' }),
  filterSpecs: {
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
  },
  order: { plannedRevision: 'planned_revision', createdAt: 'created_at', id: 'id' },
  schemas: { create: templateVersionBody, update: templateVersionPatchBody },
  allows: templateRights,
  scope: ({ user }) => templateVersionScope(user),
  serialize: async (rows, context) => {
    const files = await linkedIds(
      context.db,
      { table: 'contract_template_version_mediate_files', owner: 'template_version_id', linked: 'id' },
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      hydraItem(RESOURCES.contractTemplateVersions, row.id, {
        id: row.id,
        template: iriOf('contract_templates', row.template_id),
        plannedRevision: row.planned_revision,
        activity: toBool(row.activity),
        createdAt: row.created_at,
        publishedAt: row.published_at,
        mediateFiles: (files.get(row.id) ?? []).map((id) => iriOf('contract_template_version_mediate_files', id)),
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
