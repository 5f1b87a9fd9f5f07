import { type AuditAction, type AuditChanges, type AuditEntry, RESOURCES } from '../../../../contract/index.js';
import { parseJsonList } from '../../db/portable.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { tenantIri } from '../engine/tenant-owned.js';
import { companyIrisOf } from '../companies/index.js';

/** Entries as JSON-LD; the companies they name are looked up in one query for the whole batch. */
export async function serializeAuditEntries(
  rows: RowOf<'audit_entries'>[],
  { db }: ResourceContext,
): Promise<AuditEntry[]> {
  // Companies are named by uuid on the wire; entries keep the integer id (it outlives a rename).
  const companyOf = await companyIrisOf(db, rows);
  return rows.map((row) =>
    hydraItem(RESOURCES.auditEntries, row.id, {
      id: row.id,
      createdAt: row.created_at,
      user: row.user_id === null ? null : iriOf('users', row.user_id),
      userName: row.user_name,
      roles: parseJsonList(row.user_roles),
      tenant: tenantIri(row.tenant_id),
      company: companyOf(row.company_id),
      action: row.action as AuditAction,
      resource: row.resource,
      resourceId: row.resource_id,
      changes: (row.changes ? JSON.parse(row.changes) : {}) as AuditChanges,
      address: row.address,
      userAgent: row.user_agent,
      requestId: row.request_id,
      previousHash: row.previous_hash,
      hash: row.hash,
    }),
  );
}
