import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { entryHash } from './chain.js';

export interface BrokenLink {
  chain: number;
  /** The first entry of the chain that does not hold (null: entries are missing after the last one). */
  entryId: number | null;
  reason: 'hash' | 'previousHash' | 'head';
}

export interface ChainReport {
  /** Chains checked: tenant ids, 0 for the platform's. */
  chains: number[];
  entries: number;
  /** The first broken link of the first chain that breaks, if any. */
  broken: BrokenLink | null;
}

const PAGE = 2000;

/**
 * Walks each chain in the order it was appended: every entry's hash must be its content's, its
 * previousHash the hash before it, and the chain's head (audit_chain_heads) the hash of its last
 * entry — so an edited, deleted or inserted row, and a cut-off tail, are all found.
 * `only` limits it to these chains (a tenant admin checks its tenant's).
 */
export async function verifyChains(db: Kysely<Database>, only?: readonly number[]): Promise<ChainReport> {
  const within = only ? (only.length > 0 ? [...only] : [-1]) : null;
  let headRows = db.selectFrom('audit_chain_heads').select(['chain', 'hash']);
  if (within) headRows = headRows.where('chain', 'in', within);
  const heads = new Map((await headRows.execute()).map((head) => [Number(head.chain), head.hash]));
  // A chain whose head row is gone is still checked (and breaks at its end).
  let entryChains = db.selectFrom('audit_entries').select('chain').distinct();
  if (within) entryChains = entryChains.where('chain', 'in', within);
  const chains = new Set([...heads.keys(), ...(await entryChains.execute()).map((row) => Number(row.chain))]);
  const report: ChainReport = { chains: [], entries: 0, broken: null };
  for (const chain of [...chains].sort((a, b) => a - b)) {
    const head = { hash: heads.get(chain) ?? null };
    report.chains.push(chain);
    let previous: string | null = null;
    let afterId = 0;
    for (;;) {
      const rows = await db
        .selectFrom('audit_entries')
        .selectAll()
        .where('chain', '=', chain)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        report.entries += 1;
        const { id, hash, ...content } = row;
        if (content.previous_hash !== previous) report.broken = { chain, entryId: id, reason: 'previousHash' };
        else if (entryHash(content) !== hash) report.broken = { chain, entryId: id, reason: 'hash' };
        if (report.broken) return report;
        previous = hash;
        afterId = id;
      }
      if (rows.length < PAGE) break;
    }
    if (previous !== head.hash) {
      report.broken = { chain, entryId: null, reason: 'head' };
      return report;
    }
  }
  return report;
}

/** One line a person reads: which entry breaks which chain, and how. */
export function describeBroken(broken: BrokenLink): string {
  const chain = broken.chain === 0 ? 'the platform chain' : `the chain of tenant ${broken.chain}`;
  if (broken.entryId === null) return `${chain} ends before its recorded head: its last entries are missing`;
  return broken.reason === 'hash'
    ? `audit entry ${broken.entryId} of ${chain} does not match its hash: it was changed`
    : `audit entry ${broken.entryId} of ${chain} does not follow the entry before it: an entry was removed, inserted or changed`;
}
