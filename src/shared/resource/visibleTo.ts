/**
 * Columns and fields that only some roles see (e.g. a tenant column for supervisors): filtered
 * by the signed-in caller's roles, read from the access token like the menu is.
 */
import { useMemo } from 'react';
import { hasAnyRole } from '../../access/roles';
import type { Role } from '../../../contract';
import { useAppSelector } from '../../store/hooks';
import { selectRoles } from '../../session/sessionSlice';

interface RoleRestricted {
  visibleTo?: readonly Role[];
}

export function visibleToRoles<X extends RoleRestricted>(items: readonly X[], roles: readonly Role[]): X[] {
  return items.filter((item) => !item.visibleTo || hasAnyRole(roles, item.visibleTo));
}

export function useVisibleToCaller<X extends RoleRestricted>(items: readonly X[]): X[] {
  const roles = useAppSelector(selectRoles);
  return useMemo(() => visibleToRoles(items, roles), [items, roles]);
}
