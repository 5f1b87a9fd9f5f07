import { type AuditAction, type AuditChanges, type AuditEntry, RESOURCES } from '../../../../contract/index.js';
import { sql, type SqlBool } from 'kysely';
import { isCompanyAdmin, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { parseJsonList } from '../../db/portable.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext, type RowOf } from '../engine/define.js';
import { isCompanyAdminOnly } from '../engine/roles.js';
import { tenantIri } from '../engine/tenant-owned.js';
import { specsFor } from '../engine/filter-specs.js';

/** Those who administer something read its trail: supervisor, tenant admin, company admin. */
export const readsAudit = (user: AuthUser): boolean =>
  isSupervisor(user) || isTenantAdmin(user) || isCompanyAdmin(user);

/** Supervisor: every entry; tenant admin: its tenant's; company admin: its company's records'. */
export function auditScope({ user }: Pick<ResourceContext, 'user'>) {
  if (isSupervisor(user)) return null;
  if (isCompanyAdminOnly(user))
    return user.companyId === null ? NO_ROWS : sql<SqlBool>`${sql.ref('audit_entries.company_id')} = ${user.companyId}`;
  return user.tenantId === null ? NO_ROWS : sql<SqlBool>`${sql.ref('audit_entries.tenant_id')} = ${user.tenantId}`;
}

async function serializeAuditEntries(rows: RowOf<'audit_entries'>[], { db }: ResourceContext): Promise<AuditEntry[]> {
  // Companies are named by uuid on the wire; entries keep the integer id (it outlives a rename).
  const companyIds = [...new Set(rows.map((row) => row.company_id).filter((id): id is number => id !== null))];
  const uuids = new Map(
    companyIds.length === 0
      ? []
      : (await db.selectFrom('companies').select(['id', 'uuid']).where('id', 'in', companyIds).execute()).map(
          (company) => [company.id, company.uuid] as const,
        ),
  );
  return rows.map((row) => {
    const uuid = row.company_id === null ? undefined : uuids.get(row.company_id);
    return hydraItem(RESOURCES.auditEntries, row.id, {
      id: row.id,
      createdAt: row.created_at,
      user: row.user_id === null ? null : iriOf('users', row.user_id),
      userName: row.user_name,
      roles: parseJsonList(row.user_roles),
      tenant: tenantIri(row.tenant_id),
      company: uuid === undefined ? null : iriOf('companies', uuid),
      action: row.action as AuditAction,
      resource: row.resource,
      resourceId: row.resource_id,
      changes: (row.changes ? JSON.parse(row.changes) : {}) as AuditChanges,
      address: row.address,
      userAgent: row.user_agent,
      requestId: row.request_id,
      previousHash: row.previous_hash,
      hash: row.hash,
    });
  });
}

/**
 * The audit trail (docs/decisions.md "Audit trail"), read only: entries are appended by the
 * writes themselves (engine/audit.ts) and no route changes or deletes one (POST, PATCH, DELETE: 405).
 */
export const auditEntryResource = defineResource<'audit_entries', AuditEntry>({
  ...RESOURCES.auditEntries,
  table: 'audit_entries',
  operations: ['list', 'read'],
  filterSpecs: specsFor(RESOURCES.auditEntries, {
    resource: { kind: 'exact', column: 'audit_entries.resource', value: 'string' },
    resourceId: { kind: 'exact', column: 'audit_entries.resource_id', value: 'string' },
    action: { kind: 'exact', column: 'audit_entries.action', value: 'string' },
    user: { kind: 'exact', column: 'audit_entries.user_id', value: 'int', iriPath: 'users' },
    createdAt: { kind: 'date', column: 'audit_entries.created_at' },
  }),
  order: { id: 'audit_entries.id', createdAt: 'audit_entries.created_at' },
  defaultOrder: [
    { column: 'audit_entries.created_at', direction: 'desc' },
    { column: 'audit_entries.id', direction: 'desc' },
  ],
  allows: (user, operation) => (operation === 'list' || operation === 'read') && readsAudit(user),
  scope: auditScope,
  serialize: serializeAuditEntries,
});
