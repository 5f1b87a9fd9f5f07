/**
 * Roles a caller may hand out, as the platform checks them (a company admin only within its
 * company's reach, a tenant admin anything but supervisor); the form offers no others.
 */
import { ROLES, type Role } from '../../../contract';

/** Roles a user can hold; ROLE_ADMIN is named by the menu table only and never granted. */
export const USER_ROLES: readonly Role[] = Object.values(ROLES).filter((role) => role !== ROLES.ADMIN);

const COMPANY_ADMIN_GRANTS: readonly Role[] = [ROLES.COMPANY_ADMIN, ROLES.CUSTOMER, ROLES.USER];

export function grantableRoles(callerRoles: readonly Role[]): Role[] {
  if (callerRoles.includes(ROLES.SUPERVISOR)) return [...USER_ROLES];
  if (callerRoles.includes(ROLES.TENANT_ADMIN)) return USER_ROLES.filter((role) => role !== ROLES.SUPERVISOR);
  if (callerRoles.includes(ROLES.COMPANY_ADMIN)) return [...COMPANY_ADMIN_GRANTS];
  return [];
}
