import { sql, type Expression, type SqlBool } from 'kysely';
import { ROLES } from '../../../contract/index.js';
import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../auth/plugin.js';
import { accessDenied, invalidIri, MESSAGES, unprocessable } from '../hydra/errors.js';
import { idFromIri, intIdFromIri } from '../hydra/serialize.js';
import { NO_ROWS } from './crud.js';
import type { ResourceContext } from './define.js';
import { resolveLink } from './links.js';

/**
 * Who may do what with templates and contracts (api-contract.md "Who may do what"), and the
 * IRI look-ups every contract-side write shares. Kept here so the six contract resources cannot
 * drift apart on a rule.
 */

export const isEditor = (user: AuthUser): boolean => hasRole(user, ROLES.EDITOR);
export const isApiUser = (user: AuthUser): boolean => hasRole(user, ROLES.API_USER);
export const isCompanyAdminOnly = (user: AuthUser): boolean =>
  hasRole(user, ROLES.COMPANY_ADMIN) && !isSupervisor(user) && !isTenantAdmin(user);

/** Templates, their versions and attached files: supervisor, tenant admin and editor write. */
export const writesTemplates = (user: AuthUser): boolean => isSupervisor(user) || isTenantAdmin(user) || isEditor(user);

/**
 * Reading the template catalogue: the writers, the API user (reads templates of its tenant) and the
 * company admin (template activation and its contracts name templates). Customers see the template
 * title through their contracts instead.
 */
export const readsTemplates = (user: AuthUser): boolean =>
  writesTemplates(user) || isApiUser(user) || hasRole(user, ROLES.COMPANY_ADMIN);

/** Contracts, their versions and customer associations are managed by supervisors and tenant admins. */
export const managesContracts = (user: AuthUser): boolean => isSupervisor(user) || isTenantAdmin(user);

/** `<column> = caller's tenant`, nothing for a caller without one, everything for a supervisor. */
export function sameTenant(user: AuthUser, column: string): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  return user.tenantId === null ? NO_ROWS : sql<SqlBool>`${sql.ref(column)} = ${user.tenantId}`;
}

/**
 * The tenant a written row belongs to. Only a supervisor chooses it (any existing tenant); anyone
 * else always writes into its own tenant, and naming another one is an IRI it may not use (400).
 */
export async function tenantForWrite(
  context: ResourceContext,
  iri: string | null | undefined,
  current: number | null,
): Promise<number> {
  const { user } = context;
  if (!isSupervisor(user)) {
    if (user.tenantId === null) throw accessDenied();
    if (iri !== undefined && intIdFromIri(iri, 'tenants') !== user.tenantId) throw invalidIri();
    return user.tenantId;
  }
  if (iri === undefined || iri === null) {
    if (current !== null && iri === undefined) return current;
    throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
  }
  return resolveLink(context, iri, 'tenants');
}

/** A company of `tenantId` by its IRI (uuid), else 400. Soft-deleted companies cannot receive new links. */
export async function companyInTenant(context: ResourceContext, iri: unknown, tenantId: number): Promise<number> {
  const uuid = idFromIri(iri, 'companies');
  const found =
    uuid === null
      ? undefined
      : await context.db
          .selectFrom('companies')
          .select('id')
          .where('uuid', '=', uuid)
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
  if (!found) throw invalidIri();
  return found.id;
}

/** A template version of `tenantId` (through its template), else 400. */
export async function templateVersionInTenant(
  context: ResourceContext,
  iri: unknown,
  tenantId: number,
): Promise<{ id: number; template_id: number }> {
  const id = intIdFromIri(iri, 'contract_template_versions');
  const found =
    id === null
      ? undefined
      : await context.db
          .selectFrom('contract_template_versions')
          .innerJoin('contract_templates', 'contract_templates.id', 'contract_template_versions.template_id')
          .select(['contract_template_versions.id', 'contract_template_versions.template_id'])
          .where('contract_template_versions.id', '=', id)
          .where('contract_templates.tenant_id', '=', tenantId)
          .executeTakeFirst();
  if (!found) throw invalidIri();
  return found;
}

/** The id named by a query parameter: a plain id or an IRI of `path`; null when malformed. */
export function queryId(raw: string, path: string): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : intIdFromIri(raw, path);
}
