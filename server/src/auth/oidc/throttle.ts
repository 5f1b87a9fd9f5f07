import { sql } from 'kysely';
import type { ServerConfig } from '../../config.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

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

export type ThrottleRefusal = { allowed: false; locked: boolean; retryAfterSeconds: number };

export interface FailureCount {
  accountFailures: number;
  addressFailures: number;
  /** Set when this failure locked the account or the address. */
  locked: boolean;
}

/** An attempt let through (and already counted), or refused uncounted. */
export type ThrottleVerdict = ({ allowed: true } & FailureCount) | ThrottleRefusal;

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

  /**
   * Counts one attempt under `key` before its password is checked, unless the key is blocked now:
   * the conditional upsert answers no row then, and the attempt is refused uncounted. Counting up
   * front makes a burst of parallel attempts queue on the key's row (one transaction, see attempt),
   * so the delay and the lock hold for them too: checking first and counting after the ~80 ms hash
   * let every attempt of a burst through.
   */
  async function count(trx: Transaction<Database>, key: string, now: Date): Promise<number | undefined> {
    // Failures older than one lock period are forgotten: a user who mistypes once a week never waits.
    const forgetBefore = new Date(now.getTime() - limits.signInLockSeconds * 1000).toISOString();
    const row = await trx
      .insertInto('sign_in_throttles')
      .values({ key, failures: 1, blocked_until: null, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            failures: sql<number>`case when sign_in_throttles.updated_at < ${forgetBefore} then 1 else sign_in_throttles.failures + 1 end`,
            updated_at: now.toISOString(),
          })
          .where((eb) =>
            eb.or([
              eb('sign_in_throttles.blocked_until', 'is', null),
              eb('sign_in_throttles.blocked_until', '<=', now.toISOString()),
            ]),
          ),
      )
      .returning('failures')
      .executeTakeFirst();
    if (!row) return undefined;
    const seconds = blockSeconds(key, row.failures);
    await trx
      .updateTable('sign_in_throttles')
      .set({ blocked_until: seconds > 0 ? new Date(now.getTime() + seconds * 1000).toISOString() : null })
      .where('key', '=', key)
      .execute();
    return row.failures;
  }

  /** The refusal for keys blocked now: until when, and whether it is a lock rather than a delay. */
  async function refusal(keys: ThrottleKeys, now: Date): Promise<ThrottleRefusal> {
    const blocked = await db.kysely
      .selectFrom('sign_in_throttles')
      .select(['key', 'failures', 'blocked_until'])
      .where('key', 'in', [keys.account, keys.address])
      .where('blocked_until', '>', now.toISOString())
      .execute();
    const until = Math.max(now.getTime() + 1000, ...blocked.map((row) => Date.parse(row.blocked_until ?? '')));
    return {
      allowed: false,
      locked: blocked.some((row) => row.failures >= lockAfter(row.key)),
      retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
    };
  }

  return {
    /**
     * Whether a sign-in under these keys may be tried now; if so, it is already counted as a
     * failure of both keys (a success gives it back, recordSuccess) and the answer says whether
     * this attempt, should its password be wrong, locks them.
     */
    async attempt(keys: ThrottleKeys): Promise<ThrottleVerdict> {
      const now = new Date();
      const counted = await db.kysely
        .transaction()
        .execute(async (trx) => {
          const accountFailures = await count(trx, keys.account, now);
          const addressFailures = accountFailures === undefined ? undefined : await count(trx, keys.address, now);
          // A blocked key refuses the attempt; throwing rolls back the other key's count too.
          if (accountFailures === undefined || addressFailures === undefined) throw new Blocked();
          return { accountFailures, addressFailures };
        })
        .catch((error: unknown) => {
          if (error instanceof Blocked) return undefined;
          throw error;
        });
      if (!counted) return refusal(keys, now);
      return {
        allowed: true,
        ...counted,
        locked:
          counted.accountFailures >= lockAfter(keys.account) || counted.addressFailures >= lockAfter(keys.address),
      };
    },

    /**
     * A successful sign-in clears its account's count and gives the address back the attempt it
     * counted; the address keeps the rest (one good account must not launder a spray).
     */
    async recordSuccess(keys: ThrottleKeys): Promise<void> {
      await db.kysely.transaction().execute(async (trx) => {
        await trx.deleteFrom('sign_in_throttles').where('key', '=', keys.account).execute();
        await trx
          .updateTable('sign_in_throttles')
          .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
          .where('key', '=', keys.address)
          .execute();
      });
    },
  };
}

class Blocked extends Error {}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
