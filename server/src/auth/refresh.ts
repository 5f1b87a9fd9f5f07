import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TokenPair } from '../../../contract/index.js';
import type { Db } from '../db/connection.js';
import { nowIso } from '../db/portable.js';
import type { Database, RefreshTokenTable } from '../db/schema.js';
import type { Kysely } from 'kysely';
import { openSession, revokeSession } from './sessions.js';

/**
 * Refresh tokens: random, stored as sha256 only, single use. Each sign-in starts a family; every
 * rotation adds one token to it with the family's original absolute expiry, so rotation never
 * extends a session. Presenting a spent token again within the grace window (parallel tabs, an
 * answer lost on the way) gets the same new pair; later, it means the token leaked and the whole
 * family is revoked.
 */

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(48).toString('base64url');

/** A fresh sign-in: a new session and the first refresh token of its family (family_id = the session's id). */
export async function openRefreshSession(
  db: Db,
  userId: number,
  ttlSeconds: number,
  /** More writes of the sign-in in its transaction (its audit entry). */
  within?: (trx: Kysely<Database>) => Promise<void>,
): Promise<{ sessionId: string; refreshToken: string }> {
  const token = newToken();
  const sessionId = await db.kysely.transaction().execute(async (trx) => {
    const id = await openSession(trx, userId, ttlSeconds);
    const session = await trx
      .selectFrom('sessions')
      .select('expires_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashOf(token),
        user_id: userId,
        family_id: id,
        expires_at: session.expires_at,
        used_at: null,
        revoked_at: null,
        created_at: nowIso(),
        successor: null,
      })
      .execute();
    await within?.(trx);
    return id;
  });
  return { sessionId, refreshToken: token };
}

export type RotationResult =
  | { ok: true; userId: number; sessionId: string; pair: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' }
  /** The session was revoked earlier (its user may since have been deactivated) or is revoked now (reuse). */
  | { ok: false; reason: 'revoked' | 'reused'; userId: number; sessionId: string };

export interface RotationOptions {
  graceSeconds: number;
  /** Encrypts the successor pair at rest (SigningKeys.secretKey). */
  secretKey: Buffer;
  /** The access token for the token's user in its session, or null when the user is gone. */
  accessToken(userId: number, sessionId: string): Promise<string | null>;
}

function seal(key: Buffer, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(key: Buffer, text: string): TokenPair | null {
  try {
    const raw = Buffer.from(text, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
    ) as TokenPair;
  } catch {
    return null; // another key (rotated) or tampered: no grace
  }
}

type TokenRow = Pick<RefreshTokenTable, 'user_id' | 'family_id' | 'used_at' | 'successor'>;

/** A spent token presented again: the same pair within the grace window, else the family is revoked. */
async function replay(db: Db, row: TokenRow, options: RotationOptions): Promise<RotationResult> {
  const age = Date.now() - Date.parse(row.used_at ?? '');
  const pair = row.successor && age <= options.graceSeconds * 1000 ? unseal(options.secretKey, row.successor) : null;
  if (pair) return { ok: true, userId: row.user_id, sessionId: row.family_id, pair };
  await revokeSession(db.kysely, row.family_id);
  return { ok: false, reason: 'reused', userId: row.user_id, sessionId: row.family_id };
}

const findToken = (db: Db, presented: string) =>
  db.kysely.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashOf(presented)).executeTakeFirst();

/** Spends the presented token and hands out its successor in the same family. */
export async function rotateRefreshToken(db: Db, presented: string, options: RotationOptions): Promise<RotationResult> {
  const row = await findToken(db, presented);
  if (!row) return { ok: false, reason: 'unknown' };
  const revoked = { ok: false, reason: 'revoked', userId: row.user_id, sessionId: row.family_id } as const;
  if (row.revoked_at !== null) return revoked;
  if (row.used_at !== null) return replay(db, row, options);
  if (Date.parse(row.expires_at) <= Date.now()) return { ok: false, reason: 'expired' };

  const token = await options.accessToken(row.user_id, row.family_id);
  if (token === null) return { ok: false, reason: 'unknown' };
  const pair: TokenPair = { token, refresh_token: newToken() };
  const won = await db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    // Conditional on "still unused": of two parallel uses exactly one spends the token.
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now, successor: seal(options.secretKey, pair) })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (spent.numUpdatedRows !== 1n) return false;
    await trx
      .insertInto('refresh_tokens')
      .values({
        token_hash: hashOf(pair.refresh_token),
        user_id: row.user_id,
        family_id: row.family_id,
        expires_at: row.expires_at,
        used_at: null,
        revoked_at: null,
        created_at: now,
        successor: null,
      })
      .execute();
    return true;
  });
  if (won) return { ok: true, userId: row.user_id, sessionId: row.family_id, pair };
  // A parallel request spent it first (its transaction has committed): answer its pair.
  const spent = await findToken(db, presented);
  if (!spent || spent.revoked_at !== null) return revoked;
  return replay(db, spent, options);
}

/** Revokes the session the token belongs to and returns its id; unknown tokens are ignored (invalidate is idempotent). */
export async function revokeRefreshTokenSession(
  db: Db,
  presented: string,
  /** Runs after a session was revoked (its audit entry), with the session's user. */
  revoked?: (userId: number) => Promise<void>,
): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashOf(presented))
    .executeTakeFirst();
  // Not one transaction with the entry: each statement's own commit tells the other instances at
  // once (cluster-bus.ts), which a sign-out relies on; its entry follows right after.
  if (row && (await revokeSession(db.kysely, row.family_id)) > 0) await revoked?.(row.user_id);
  return row?.family_id;
}
