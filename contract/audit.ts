import type { HydraItem, Iri } from './core';

/** Every action the trail records; the console words each one (a new action fails its type check). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'translate',
  'upload',
  'rename',
  'publish',
  'sign',
  'view',
  'certificate',
  'disable',
  'sign-in',
  'sign-out',
  'sign-in-refused',
  'account-locked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What one write changed: `{field: {before, after}}`; secrets and file bytes never appear. */
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * One entry of the audit trail (GET /api/audit_entries): a write through the API, a sign-in, a
 * sign-out, a refused sign-in or an account lock. Read only; hash-chained per tenant.
 */
export interface AuditEntry extends HydraItem {
  id: number;
  createdAt: string;
  /** The caller; null for a refused sign-in of an unknown user name. */
  user: Iri | null;
  userName: string | null;
  /** The caller's roles at the time. */
  roles: string[];
  /** The tenant and company of the record written (they decide who may read the entry). */
  tenant: Iri | null;
  company: Iri | null;
  action: AuditAction;
  /** The wire resource's collection path ('companies'), or 'sessions' for sign-ins and sign-outs. */
  resource: string;
  resourceId: string | null;
  changes: AuditChanges;
  address: string | null;
  userAgent: string | null;
  requestId: string | null;
  /** SHA-256 (hex) of the previous entry of its chain; null for a chain's first. */
  previousHash: string | null;
  hash: string;
}

/** GET /api/audit_entries/verify: whether every chain the caller may check holds. */
export interface AuditVerification {
  valid: boolean;
  /** Chains checked: tenant ids, 0 for the platform's own. */
  chains: number[];
  entries: number;
  /** The first broken link, if any. */
  broken: { chain: number; entryId: number | null; entry: Iri | null; reason: string; message: string } | null;
}

export const AUDIT_VERIFY_PATH = 'audit_entries/verify';
