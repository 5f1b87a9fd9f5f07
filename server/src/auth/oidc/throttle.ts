import { sql, type Transaction } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

/**
 * Sign-in throttling that an attacker cannot turn against an account's owner (OWASP's advice on
 * lock-out denial of service). Guesses are refused only where they come from: per (account, client
 * address) pair and per client address, a few failures are free, each further one blocks that key
 * for a doubling delay (1 s, 2 s, 4 s…), and at the lock threshold for lockSeconds. Per account,
 * from every address, failures only slow: past signInAccountSlowAfter each attempt is held before
 * its password is checked, never refused. Counts live in the database so every instance shares
 * them; unknown accounts count exactly like known ones, so the answers tell nothing about existence.
 */

export interface ThrottleKeys {
  account: string;
  pair: string;
  address: string;
}

interface SourceFailures {
  pairFailures: number;
  addressFailures: number;
}

/** Refused because its pair or address is blocked; counted all the same, which extends that block. */
export type ThrottleRefusal = { allowed: false; locked: boolean; retryAfterSeconds: number } & SourceFailures;

/** Let through and already counted as a failure; holdSeconds is how long to wait before checking it. */
export type ThrottleAllowance = {
  allowed: true;
  accountFailures: number;
  /** Set when this attempt, should its password be wrong, locked its pair or its address. */
  locked: boolean;
  holdSeconds: number;
} & SourceFailures;

export type ThrottleVerdict = ThrottleAllowance | ThrottleRefusal;

type AccountLimits = Pick<ServerConfig, 'signInAccountSlowAfter' | 'signInAccountMaxDelaySeconds'>;
type Limits = AccountLimits &
  Pick<ServerConfig, 'signInFreeFailures' | 'signInLockAfter' | 'signInAddressLockAfter' | 'signInLockSeconds'>;

/** Keys of one attempt; a client address holds no '|', so no user name makes a pair key collide. */
export function throttleKeys(userName: string, clientAddress: string): ThrottleKeys {
  const name = userName.trim().toLowerCase();
  return { account: `account:${name}`, pair: `pair:${clientAddress}|${name}`, address: `address:${clientAddress}` };
}

/** How long an attempt on an account with this many earlier failures is held: 0, then 1 s, 2 s, 4 s… up to the cap. */
export function accountHoldSeconds(earlierFailures: number, limits: AccountLimits): number {
  if (earlierFailures < limits.signInAccountSlowAfter) return 0;
  return Math.min(2 ** (earlierFailures - limits.signInAccountSlowAfter), limits.signInAccountMaxDelaySeconds);
}

export function signInThrottle(db: Db, limits: Limits) {
  const lockAfter = (key: string) =>
    key.startsWith('address:') ? limits.signInAddressLockAfter : limits.signInLockAfter;

  /** How long a pair or address key is blocked after its n-th failure, in seconds (0: not at all). */
  function blockSeconds(key: string, failures: number): number {
    if (failures >= lockAfter(key)) return limits.signInLockSeconds;
    if (failures <= limits.signInFreeFailures) return 0;
    return Math.min(2 ** (failures - limits.signInFreeFailures - 1), limits.signInLockSeconds);
  }

  /**
   * Adds one failure under `key` and answers the new count with the key's block as it was before.
   * The upsert takes the key's row lock until the transaction ends, so a burst of parallel attempts
   * queues on it and each attempt sees the counts of those before it.
   */
  async function countFailure(trx: Transaction<Database>, key: string, now: Date) {
    // Failures older than one lock period are forgotten: a user who mistypes once a week never waits.
    const forgetBefore = new Date(now.getTime() - limits.signInLockSeconds * 1000).toISOString();
    return trx
      .insertInto('sign_in_throttles')
      .values({ key, failures: 1, blocked_until: null, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when sign_in_throttles.updated_at < ${forgetBefore} then 1 else sign_in_throttles.failures + 1 end`,
          updated_at: now.toISOString(),
        }),
      )
      .returning(['failures', 'blocked_until'])
      .executeTakeFirstOrThrow();
  }

  /**
   * Counts an attempt from a source (pair or address key), blocked or not: hammering a blocked key
   * extends its own block. Answers whether it was blocked before this attempt, and until when it is now.
   */
  async function countSource(trx: Transaction<Database>, key: string, now: Date) {
    const { failures, blocked_until: before } = await countFailure(trx, key, now);
    const wasBlocked = before !== null && before > now.toISOString();
    const seconds = blockSeconds(key, failures);
    const extended = seconds > 0 ? new Date(now.getTime() + seconds * 1000).toISOString() : null;
    const until = wasBlocked && (extended === null || before > extended) ? before : extended;
    if (until !== before) {
      await trx.updateTable('sign_in_throttles').set({ blocked_until: until }).where('key', '=', key).execute();
    }
    return { failures, wasBlocked, until, locked: failures >= lockAfter(key) };
  }

  return {
    /**
     * Counts a sign-in attempt before its password is checked, in one transaction: under its pair
     * and its address always, under its account only when it is let through (a refused attempt
     * tries no password, so the owner is not slowed for it). A device the account's owner signed
     * in from before (trustedDevice) is not held.
     */
    async attempt(keys: ThrottleKeys, options: { trustedDevice?: boolean } = {}): Promise<ThrottleVerdict> {
      const now = new Date();
      return db.kysely.transaction().execute(async (trx): Promise<ThrottleVerdict> => {
        const pair = await countSource(trx, keys.pair, now);
        const address = await countSource(trx, keys.address, now);
        const sources = { pairFailures: pair.failures, addressFailures: address.failures };
        if (pair.wasBlocked || address.wasBlocked) {
          const blocked = [pair, address].filter((source) => source.until !== null && source.until > now.toISOString());
          const until = Math.max(now.getTime() + 1000, ...blocked.map((source) => Date.parse(source.until ?? '')));
          return {
            allowed: false,
            ...sources,
            locked: blocked.some((source) => source.locked),
            retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
          };
        }
        const { failures: accountFailures } = await countFailure(trx, keys.account, now);
        return {
          allowed: true,
          ...sources,
          accountFailures,
          locked: pair.locked || address.locked,
          holdSeconds: options.trustedDevice ? 0 : accountHoldSeconds(accountFailures - 1, limits),
        };
      });
    },

    /**
     * A successful sign-in clears its pair and gives its account and address back the attempt it
     * counted; they keep the rest (the owner's success must not launder an attacker's failures, nor
     * one good account a spray from that address).
     */
    async recordSuccess(keys: ThrottleKeys): Promise<void> {
      await db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('sign_in_throttles').where('key', '=', keys.pair).execute();
        await trx
          .updateTable('sign_in_throttles')
          .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
          .where('key', 'in', [keys.account, keys.address])
          .execute();
      });
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
