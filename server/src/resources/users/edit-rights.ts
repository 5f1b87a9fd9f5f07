import { expressionBuilder, sql, type SqlBool } from 'kysely';
import { ROLES, type Role } from '../../../../contract/index.js';
import { isCompanyAdmin, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import { NO_ROWS } from '../engine/crud.js';

/**
 * Spec section 6, edit-rights rule: a supervisor may always act; a tenant admin unless the
 * target is a supervisor; a company admin unless the target has supervisor, tenant admin,
 * editor or API user.
 */
export function mayEditUser(actor: Pick<AuthUser, 'roles'>, targetRoles: readonly Role[]): boolean {
  if (isSupervisor(actor)) return true;
  if (isTenantAdmin(actor)) return !targetRoles.includes(ROLES.SUPERVISOR);
  if (isCompanyAdmin(actor)) {
    const above: Role[] = [ROLES.SUPERVISOR, ROLES.TENANT_ADMIN, ROLES.EDITOR, ROLES.API_USER];
    return !targetRoles.some((role) => above.includes(role));
  }
  return false;
}

/** Whether the actor may hand out this role: never above its own reach (api-contract.md). */
export function mayGrantRole(actor: Pick<AuthUser, 'roles'>, role: Role): boolean {
  if (isSupervisor(actor)) return true;
  if (isTenantAdmin(actor)) return role !== ROLES.SUPERVISOR;
  if (isCompanyAdmin(actor)) return ([ROLES.COMPANY_ADMIN, ROLES.CUSTOMER, ROLES.USER] as Role[]).includes(role);
  return false;
}

/** Roles that manage users at all; the rest only read themselves. */
export function managesUsers(user: Pick<AuthUser, 'roles'>): boolean {
  return isSupervisor(user) || isTenantAdmin(user) || isCompanyAdmin(user);
}

const users = expressionBuilder<Database, 'users'>();

/** Roles are stored as a JSON list; matching the quoted name avoids ROLE_X matching ROLE_X_Y. */
const holdsRole = (role: string) => sql<SqlBool>`${sql.ref('users.roles')} like ${`%"${role}"%`}`;

/**
 * Users a caller may see: supervisor all; tenant admin its tenant's, never supervisors;
 * company admin its company's; everybody else only itself.
 */
export function userScope(user: AuthUser) {
  if (isSupervisor(user)) return null;
  if (isTenantAdmin(user)) {
    return user.tenantId === null
      ? NO_ROWS
      : users.and([users('users.tenant_id', '=', user.tenantId), users.not(holdsRole(ROLES.SUPERVISOR))]);
  }
  if (isCompanyAdmin(user) && user.companyId !== null) return users('users.company_id', '=', user.companyId);
  return users('users.id', '=', user.id);
}
