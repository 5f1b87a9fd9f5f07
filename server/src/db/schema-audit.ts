import type { Generated } from 'kysely';

/** The audit trail (server/src/audit/): append-only, hash-chained per tenant. */
export interface AuditEntryTable {
  id: Generated<number>;
  created_at: string;
  /** The chain the entry belongs to: its tenant's id, 0 for entries without a tenant. */
  chain: number;
  /** The tenant and company of the record written (the caller's when the record has none). */
  tenant_id: number | null;
  company_id: number | null;
  /** Who: the caller (null for a refused sign-in of an unknown user name). */
  user_id: number | null;
  user_name: string | null;
  /** JSON array of the caller's roles at the time. */
  user_roles: string;
  user_tenant_id: number | null;
  user_company_id: number | null;
  /** From where: the client's address, its user agent, the request id of the log lines. */
  address: string | null;
  user_agent: string | null;
  request_id: string | null;
  /** The wire resource (its collection path, e.g. 'companies'), or 'sessions' for sign-ins and sign-outs. */
  resource: string;
  /** The record's key as its IRI carries it (companies: uuid). */
  resource_id: string | null;
  action: string;
  /** JSON `{field: {before, after}}`; secrets and bytes never appear. */
  changes: string | null;
  /** The hash of the previous entry of the chain; null for its first. */
  previous_hash: string | null;
  /** SHA-256 over the entry's canonical content and previous_hash (audit/chain.ts). */
  hash: string;
}

export interface AuditChainHeadTable {
  chain: number;
  /** The hash of the chain's last entry; null before its first. */
  hash: string | null;
}

export interface AuditTables {
  audit_entries: AuditEntryTable;
  audit_chain_heads: AuditChainHeadTable;
}
