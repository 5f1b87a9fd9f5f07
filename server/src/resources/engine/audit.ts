import type { AuditAction } from '../../../../contract/index.js';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { changesBetween, type AuditChanges } from '../../audit/changes.js';
import { appendAudit, auditWho, type AuditRecord } from '../../audit/trail.js';
import type { Database } from '../../db/schema.js';
import type { ParentDefinition } from './define.js';
import { dynamic } from '../../db/dynamic.js';

/** What the audit needs of a resource: its wire path, table, key and the parent whose rows own it. */
export type AuditedDefinition = Pick<ParentDefinition, 'path' | 'table' | 'key' | 'parent'>;

/** One record a write changed: the row before (none for a create) and after (none for a delete). */
export interface AuditedWrite {
  resource: AuditedDefinition;
  action: AuditAction;
  before?: object;
  after?: object;
  /** Fields beside the row's columns (an upload's file hash). */
  extra?: AuditChanges;
}

type Owner = { tenantId: number | null; companyId: number | null };
type Row = Record<string, unknown>;

const intOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The tenant and company a row belongs to, from its own columns; undefined when it has no tenant column. */
function ownerOfRow(table: string, row: Row): Owner | undefined {
  const companyId =
    table === 'companies' ? row.id : (row.company_id ?? row.recipient_company_id ?? row.customer_company_id);
  if (table === 'tenants') return { tenantId: intOrNull(row.id), companyId: null };
  if (!('tenant_id' in row)) return undefined;
  return { tenantId: intOrNull(row.tenant_id), companyId: intOrNull(companyId) };
}

/**
 * A row without a tenant column (a contract version, a template version) belongs to its parent's
 * owner (ResourceDefinition.parent): one look-up of the parent row by its key.
 */
async function ownerOf(db: Kysely<Database>, definition: AuditedDefinition, row: Row): Promise<Owner | undefined> {
  const own = ownerOfRow(definition.table, row);
  // An address is its company's record (the company admin keeps it up to date): the company using it.
  if (own && definition.table === 'addresses' && row.id !== undefined) {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('address_id', '=', Number(row.id))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return { ...own, companyId: company?.id ?? null };
  }
  if (own) return own;
  // A company's link (its template activations): the company's tenant.
  const companyId = intOrNull(row.company_id);
  if (companyId !== null) {
    const company = await db.selectFrom('companies').select('tenant_id').where('id', '=', companyId).executeTakeFirst();
    return company ? { tenantId: company.tenant_id, companyId } : undefined;
  }
  if (!definition.parent) return undefined;
  const { resource: parent, column } = definition.parent();
  const key = row[column];
  if (key === null || key === undefined) return undefined;
  const parentRow = await dynamic(db)
    .selectFrom(parent.table)
    .selectAll()
    .where(sql.ref(`${parent.table}.${parent.key.column}`), '=', key)
    .executeTakeFirst();
  return parentRow ? ownerOf(db, parent, parentRow) : undefined;
}

/**
 * The audit hook of every write through the API (docs/decisions.md "Audit trail"): the engine's
 * create, update and delete call it inside their transaction, and so does every special call with
 * its own (chains, batches, signing, uploads, activation, publish). One entry per record written,
 * all in one insert; a record with no tenant of its own is filed under the caller's.
 */
export async function auditWrites(
  request: FastifyRequest,
  db: Kysely<Database>,
  writes: readonly AuditedWrite[],
): Promise<void> {
  const who = auditWho(request);
  const fallback: Owner = { tenantId: who.user?.tenantId ?? null, companyId: who.user?.companyId ?? null };
  const records: AuditRecord[] = [];
  for (const write of writes) {
    const definition = write.resource;
    const row = (write.after ?? write.before ?? {}) as Row;
    const owner = (await ownerOf(db, definition, row)) ?? fallback;
    const key = row[definition.key.column];
    records.push({
      resource: definition.path,
      resourceId: key === null || key === undefined ? null : String(key),
      action: write.action,
      ...owner,
      changes: { ...changesBetween(write.before, write.after), ...write.extra },
    });
  }
  await appendAudit(db, who, records);
}

/**
 * The entry of an act that changes none of a row's columns (a recipient's first opening, a
 * certificate issued): the row as it is, and the one fact the act adds.
 */
export async function auditAct(
  request: FastifyRequest,
  db: Kysely<Database>,
  resource: AuditedDefinition,
  action: AuditAction,
  row: object,
  field: string,
  value: string,
): Promise<void> {
  await auditWrites(request, db, [
    { resource, action, before: row, after: row, extra: { [field]: { before: null, after: value } } },
  ]);
}
