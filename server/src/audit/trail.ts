import type { AuditAction } from '../../../contract/index.js';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { AuthUser } from '../auth/plugin.js';
import { nowIso } from '../db/portable.js';
import type { AuditEntryTable } from '../db/schema-audit.js';
import type { Database } from '../db/schema.js';
import { chainOf, entryHash } from './chain.js';
import type { AuditChanges } from './changes.js';

/** Who wrote and from where: the caller (null when nobody is signed in) and its request. */
export interface AuditWho {
  user: Pick<AuthUser, 'id' | 'userName' | 'roles' | 'tenantId' | 'companyId'> | null;
  address: string | null;
  userAgent: string | null;
  requestId: string | null;
}

/** One record written: which, what was done to it, whose it is, what changed. */
export interface AuditRecord {
  /** The wire resource's collection path ('companies'), or 'sessions' for sign-ins and sign-outs. */
  resource: string;
  resourceId: string | null;
  action: AuditAction;
  /** The record's tenant and company (they choose the chain and who may read the entry). */
  tenantId: number | null;
  companyId: number | null;
  changes?: AuditChanges | null;
}

/** The caller of `request` (or `user`, for a sign-in that has no caller yet) and where it calls from. */
export function auditWho(request: FastifyRequest, user: AuditWho['user'] = request.user ?? null): AuditWho {
  const agent = request.headers['user-agent'];
  return {
    user,
    address: request.ip ?? null,
    // Bounded: the header is the client's to choose.
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null,
    requestId: String(request.id),
  };
}

/**
 * Appends one entry per record to the audit trail, inside `db` — the write's own transaction, so
 * an entry exists exactly when its change committed. Call it once per transaction, after the
 * transaction's last row write: it locks the chain heads of the records' tenants until commit
 * (audit_chain_heads; in ascending chain order, so two writes never wait on each other in a
 * circle), which makes concurrent writes of one tenant append one after the other, never forking
 * the chain. Three statements whatever the number of records: lock and read the heads, insert the
 * entries, move the heads.
 */
export async function appendAudit(db: Kysely<Database>, who: AuditWho, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const chains = [...new Set(records.map((record) => chainOf(record.tenantId)))].sort((a, b) => a - b);
  // An upsert that changes nothing: it creates a missing head and locks it (PostgreSQL: until
  // commit; it reads the latest committed head even if this transaction's snapshot is older).
  const heads = await db
    .insertInto('audit_chain_heads')
    .values(chains.map((chain) => ({ chain, hash: null })))
    .onConflict((conflict) =>
      conflict.column('chain').doUpdateSet((eb) => ({ hash: eb.ref('audit_chain_heads.hash') })),
    )
    .returning(['chain', 'hash'])
    .execute();
  const last = new Map(heads.map((head) => [Number(head.chain), head.hash]));
  const createdAt = nowIso();
  const { user } = who;
  const entries = records.map((record): Insertable<AuditEntryTable> => {
    const chain = chainOf(record.tenantId);
    const entry: Omit<Insertable<AuditEntryTable>, 'hash'> = {
      created_at: createdAt,
      chain,
      tenant_id: record.tenantId,
      company_id: record.companyId,
      user_id: user?.id ?? null,
      user_name: user?.userName ?? null,
      user_roles: JSON.stringify(user?.roles ?? []),
      user_tenant_id: user?.tenantId ?? null,
      user_company_id: user?.companyId ?? null,
      address: who.address,
      user_agent: who.userAgent,
      request_id: who.requestId,
      resource: record.resource,
      resource_id: record.resourceId,
      action: record.action,
      changes: record.changes ? JSON.stringify(record.changes) : null,
      previous_hash: last.get(chain) ?? null,
    };
    const hash = entryHash(entry);
    last.set(chain, hash);
    return { ...entry, hash };
  });
  await db.insertInto('audit_entries').values(entries).execute();
  for (const chain of chains)
    await db
      .updateTable('audit_chain_heads')
      .set({ hash: last.get(chain) ?? null })
      .where('chain', '=', chain)
      .execute();
}
