import { ROLES, type Role } from '../../../../contract/index.js';
import { isCompanyAdmin, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';

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
