import { sql } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';

/**
 * Sign-in throttling, per account and per client address, kept in the database so every instance
 * counts the same failures. A few failures are free; each further one blocks that key for a
 * doubling delay (1 s, 2 s, 4 s…); at the lock threshold the key is locked for lockSeconds.
 * Unknown accounts count exactly like known ones, so the answers tell nothing about existence.
 */

export interface ThrottleKeys {
  account: string;
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; locked: boolean; retryAfterSeconds: number };

export interface FailureCount {
  accountFailures: number;
  addressFailures: number;
  /** Set when this failure locked the account or the address. */
  locked: boolean;
}

type Limits = Pick<
  ServerConfig,
  'signInFreeFailures' | 'signInLockAfter' | 'signInAddressLockAfter' | 'signInLockSeconds'
>;

export const throttleKeys = (userName: string, clientAddress: string): ThrottleKeys => ({
  account: `account:${userName.trim().toLowerCase()}`,
  address: `address:${clientAddress}`,
});

export function signInThrottle(db: Db, limits: Limits) {
  const lockAfter = (key: string) =>
    key.startsWith('address:') ? limits.signInAddressLockAfter : limits.signInLockAfter;

  /** How long a key is blocked after its n-th failure, in seconds (0: not at all). */
  function blockSeconds(key: string, failures: number): number {
    if (failures >= lockAfter(key)) return limits.signInLockSeconds;
    if (failures <= limits.signInFreeFailures) return 0;
    return Math.min(2 ** (failures - limits.signInFreeFailures - 1), limits.signInLockSeconds);
  }

  async function fail(key: string, now: Date): Promise<number> {
    // Failures older than one lock period are forgotten: a user who mistypes once a week never waits.
    const forgetBefore = new Date(now.getTime() - limits.signInLockSeconds * 1000).toISOString();
    const row = await db.kysely
      .insertInto('sign_in_throttles')
      .values({ key, failures: 1, blocked_until: null, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when sign_in_throttles.updated_at < ${forgetBefore} then 1 else sign_in_throttles.failures + 1 end`,
          updated_at: now.toISOString(),
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const seconds = blockSeconds(key, row.failures);
    if (seconds > 0)
      await db.kysely
        .updateTable('sign_in_throttles')
        .set({ blocked_until: new Date(now.getTime() + seconds * 1000).toISOString() })
        .where('key', '=', key)
        .execute();
    return row.failures;
  }

  return {
    /** Whether a sign-in under these keys may be tried now. */
    async check(keys: ThrottleKeys): Promise<ThrottleVerdict> {
      const now = new Date();
      const blocked = await db.kysely
        .selectFrom('sign_in_throttles')
        .select(['key', 'failures', 'blocked_until'])
        .where('key', 'in', [keys.account, keys.address])
        .where('blocked_until', '>', now.toISOString())
        .execute();
      if (blocked.length === 0) return { allowed: true };
      const until = Math.max(...blocked.map((row) => Date.parse(row.blocked_until ?? '')));
      return {
        allowed: false,
        locked: blocked.some((row) => row.failures >= lockAfter(row.key)),
        retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      };
    },

    async recordFailure(keys: ThrottleKeys): Promise<FailureCount> {
      const now = new Date();
      const accountFailures = await fail(keys.account, now);
      const addressFailures = await fail(keys.address, now);
      return {
        accountFailures,
        addressFailures,
        locked: accountFailures >= lockAfter(keys.account) || addressFailures >= lockAfter(keys.address),
      };
    },

    /** A successful sign-in clears its account's count; the address keeps its own (one good account must not launder a spray). */
    async recordSuccess(keys: ThrottleKeys): Promise<void> {
      await db.kysely.deleteFrom('sign_in_throttles').where('key', '=', keys.account).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
