import { ROLES } from '../../../../contract/index.js';
import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { invalidIri } from '../../hydra/errors.js';
import { intIdFromIri } from '../../hydra/serialize.js';
import type { ResourceContext } from '../engine/define.js';
import { isApiUser, isEditor, readsAndWrites } from '../engine/roles.js';

/** Who may write and read templates, their versions and attachments (api-contract.md "Who may do what"). */

/** Templates, their versions and attached files: supervisor, tenant admin and editor write. */
export const writesTemplates = (user: AuthUser): boolean => isSupervisor(user) || isTenantAdmin(user) || isEditor(user);

/**
 * Reading the template catalogue: the writers, the API user (reads templates of its tenant) and the
 * company admin (template activation and its contracts name templates). Customers see the template
 * title through their contracts instead.
 */
export const readsTemplates = (user: AuthUser): boolean =>
  writesTemplates(user) || isApiUser(user) || hasRole(user, ROLES.COMPANY_ADMIN);

/** The rights on templates, their versions and attached files as a definition's `allows`. */
export const templateRights = readsAndWrites(readsTemplates, writesTemplates);

/** A template version of `tenantId` (through its template), else 400. */
export async function templateVersionInTenant(
  context: ResourceContext,
  iri: unknown,
  tenantId: number,
): Promise<{ id: number; template_id: number; published_at: string | null }> {
  const id = intIdFromIri(iri, 'contract_template_versions');
  const found =
    id === null
      ? undefined
      : await context.db
          .selectFrom('contract_template_versions')
          .innerJoin('contract_templates', 'contract_templates.id', 'contract_template_versions.template_id')
          .select([
            'contract_template_versions.id',
            'contract_template_versions.template_id',
            'contract_template_versions.published_at',
          ])
          .where('contract_template_versions.id', '=', id)
          .where('contract_templates.tenant_id', '=', tenantId)
          .executeTakeFirst();
  if (!found) throw invalidIri();
  return found;
}
