import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { AuditEntryTable } from '../db/schema-audit.js';

/** What an entry's hash covers: everything it says, in a fixed order, and the hash before it. */
export type HashedContent = Omit<Insertable<AuditEntryTable>, 'id' | 'hash'> | Omit<Selectable<AuditEntryTable>, 'id'>;

/**
 * SHA-256 (hex) over the entry's canonical content and the previous entry's hash: a JSON array of
 * its columns in a fixed order. The row's id is not covered (PostgreSQL hands it out at insert);
 * the chain's order is its ids' order, which the chain lock makes the order of appending.
 */
export function entryHash(entry: HashedContent): string {
  const content = [
    entry.chain,
    entry.created_at,
    entry.tenant_id ?? null,
    entry.company_id ?? null,
    entry.user_id ?? null,
    entry.user_name ?? null,
    entry.user_roles,
    entry.user_tenant_id ?? null,
    entry.user_company_id ?? null,
    entry.address ?? null,
    entry.user_agent ?? null,
    entry.request_id ?? null,
    entry.resource,
    entry.resource_id ?? null,
    entry.action,
    entry.changes ?? null,
    entry.previous_hash ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/** The chain an entry of this tenant joins: the tenant's id, 0 for the platform's own. */
export const chainOf = (tenantId: number | null): number => tenantId ?? 0;
