import { ROLES } from '../../../../contract/index.js';
import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import type { Operation } from './define.js';

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

/** List and read: the operations that change nothing. */
export const isRead = (operation: Operation): boolean => operation === 'list' || operation === 'read';

/** The rights of a type whose readers and writers are two rules: `reads` for list and read, `writes` for the rest. */
export const readsAndWrites =
  (reads: (user: AuthUser) => boolean, writes: (user: AuthUser) => boolean) =>
  (user: AuthUser, operation: Operation): boolean =>
    isRead(operation) ? reads(user) : writes(user);
