/** Role rules of spec section 6: highest role and the edit-rights rule (actor on target). */
import { ROLES, type Role } from '../../contract';

const RANKED: readonly Role[] = [ROLES.SUPERVISOR, ROLES.TENANT_ADMIN, ROLES.COMPANY_ADMIN];

/** Supervisor, then tenant admin, then company admin, else the first listed role (ROLE_USER if none). */
export function highestRole(roles: readonly Role[]): Role {
  return RANKED.find((role) => roles.includes(role)) ?? roles[0] ?? ROLES.USER;
}

/** Roles a company admin may never act on: anyone holding one of them is above or beside it. */
const OUT_OF_COMPANY_ADMIN_REACH: readonly Role[] = [
  ROLES.SUPERVISOR,
  ROLES.TENANT_ADMIN,
  ROLES.EDITOR,
  ROLES.API_USER,
];

export function canEdit(actorRoles: readonly Role[], targetRoles: readonly Role[]): boolean {
  if (actorRoles.includes(ROLES.SUPERVISOR)) return true;
  if (actorRoles.includes(ROLES.TENANT_ADMIN)) return !targetRoles.includes(ROLES.SUPERVISOR);
  if (actorRoles.includes(ROLES.COMPANY_ADMIN)) {
    return !targetRoles.some((role) => OUT_OF_COMPANY_ADMIN_REACH.includes(role));
  }
  return false;
}

export function hasAnyRole(roles: readonly Role[], wanted: readonly Role[]): boolean {
  return wanted.some((role) => roles.includes(role));
}
