import { ROLES } from '../../../../contract/index.js';
import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';

/**
 * Role predicates every family shares, beside auth/plugin.ts's isSupervisor, isTenantAdmin and
 * isCompanyAdmin: one spelling of each rule, so no two resources drift apart on who is who.
 */

export const isEditor = (user: AuthUser): boolean => hasRole(user, ROLES.EDITOR);
export const isApiUser = (user: AuthUser): boolean => hasRole(user, ROLES.API_USER);
export const isCompanyAdminOnly = (user: AuthUser): boolean =>
  hasRole(user, ROLES.COMPANY_ADMIN) && !isSupervisor(user) && !isTenantAdmin(user);

/** Supervisor and tenant admin: the roles that manage a tenant's configuration, catalogue and contracts. */
export const managesTenant = (user: AuthUser): boolean => isSupervisor(user) || isTenantAdmin(user);
