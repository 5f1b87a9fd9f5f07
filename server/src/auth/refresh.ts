import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/connection.js';
import { nowIso } from '../db/portable.js';

/**
 * Refresh tokens: random, stored as sha256 only, single use. Each sign-in starts a family; every
 * rotation adds one token to it with the family's original absolute expiry, so rotation never
 * extends a session. Presenting a spent token again means it leaked: the whole family is revoked.
 */

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(48).toString('base64url');

export type RotationResult =
  | { ok: true; userId: number; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'concurrent' };

/** Starts a new family for a fresh sign-in. */
export async function issueRefreshToken(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const token = newToken();
  await db.kysely
    .insertInto('refresh_tokens')
    .values({
      token_hash: hashOf(token),
      user_id: userId,
      family_id: randomUUID(),
      expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: nowIso(),
    })
    .execute();
  return token;
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db.kysely
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Spends the presented token and hands out its successor in the same family. */
export async function rotateRefreshToken(db: Db, presented: string): Promise<RotationResult> {
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashOf(presented))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at !== null) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused' };
  }
  if (Date.parse(row.expires_at) <= Date.now()) return { ok: false, reason: 'expired' };

  return db.kysely.transaction().execute(async (trx): Promise<RotationResult> => {
    const now = nowIso();
    // Conditional on "still unused": of two parallel uses exactly one sees a row updated.
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    // The loser of a race that started before the winner finished is a concurrent request of the
    // same client (two tabs), not a replay: refuse it without tearing down the winner's session.
    if (spent.numUpdatedRows !== 1n) return { ok: false, reason: 'concurrent' };
    const refreshToken = newToken();
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashOf(refreshToken),
        user_id: row.user_id,
        family_id: row.family_id,
        expires_at: row.expires_at,
        used_at: null,
        revoked_at: null,
        created_at: now,
      })
      .execute();
    return { ok: true, userId: row.user_id, refreshToken };
  });
}

/** Revokes the family the token belongs to; unknown tokens are ignored (invalidate is idempotent). */
export async function revokeRefreshTokenFamily(db: Db, presented: string): Promise<void> {
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashOf(presented))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}

/** Signs a user out everywhere (used when only a bearer token identifies the caller). */
export async function revokeAllRefreshTokens(db: Db, userId: number): Promise<void> {
  await db.kysely
    .updateTable('refresh_tokens')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
