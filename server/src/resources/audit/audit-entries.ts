import { sql, type SqlBool } from 'kysely';
import { isCompanyAdmin, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { isCompanyAdminOnly, isRead } from '../engine/roles.js';
import { sameTenant } from '../engine/tenant-owned.js';
import { serializeAuditEntries } from './audit-serialize.js';

/** Those who administer something read its trail: supervisor, tenant admin, company admin. */
export const readsAudit = (user: AuthUser): boolean =>
  isSupervisor(user) || isTenantAdmin(user) || isCompanyAdmin(user);

/** Supervisor: every entry; tenant admin: its tenant's; company admin: its company's records'. */
export function auditScope({ user }: Pick<ResourceContext, 'user'>) {
  if (isCompanyAdminOnly(user))
    return user.companyId === null ? NO_ROWS : sql<SqlBool>`${sql.ref('audit_entries.company_id')} = ${user.companyId}`;
  return sameTenant(user, 'audit_entries.tenant_id');
}

/**
 * The audit trail (docs/decisions.md "Audit trail"), read only: entries are appended by the
 * writes themselves (engine/audit.ts) and no route changes or deletes one (POST, PATCH, DELETE: 405).
 */
export const auditEntryResource = defineResource('auditEntries', {
  table: 'audit_entries',
  operations: ['list', 'read'],
  filterSpecs: {
    resource: { kind: 'exact', column: 'audit_entries.resource', value: 'string' },
    resourceId: { kind: 'exact', column: 'audit_entries.resource_id', value: 'string' },
    action: { kind: 'exact', column: 'audit_entries.action', value: 'string' },
    user: { kind: 'exact', column: 'audit_entries.user_id', value: 'int', iriPath: 'users' },
    createdAt: { kind: 'date', column: 'audit_entries.created_at' },
  },
  order: { id: 'id', createdAt: 'created_at' },
  defaultOrder: [
    { column: 'audit_entries.created_at', direction: 'desc' },
    { column: 'audit_entries.id', direction: 'desc' },
  ],
  allows: (user, operation) => isRead(operation) && readsAudit(user),
  scope: auditScope,
  serialize: serializeAuditEntries,
});
