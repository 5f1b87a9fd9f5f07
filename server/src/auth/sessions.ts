import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/portable.js';
import type { Database } from '../db/schema.js';

/**
 * Sign-in sessions (docs/security.md "Sign-out ends access"). A sign-in opens one; its refresh
 * tokens are one family of the same id and every access token it issues carries the id as `sid`.
 * Revoking it (sign-out, a deactivation, a reused refresh token) revokes the family too, and the
 * API refuses the session's access tokens from the next request on (requireUser reads the session
 * beside the caller's row); its event streams end at once (the stream hub).
 */

export async function openSession(db: Kysely<Database>, userId: number, ttlSeconds: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      created_at: nowIso(),
      expires_at: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return id;
}

/** Revokes the open sessions of `who` (one session, or every session of a user) and their refresh tokens; returns their ids. */
async function revoke(db: Kysely<Database>, who: { sessionId: string } | { userId: number }): Promise<string[]> {
  const now = nowIso();
  const open = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where((eb) => ('sessionId' in who ? eb('id', '=', who.sessionId) : eb('user_id', '=', who.userId)))
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where((eb) => ('sessionId' in who ? eb('family_id', '=', who.sessionId) : eb('user_id', '=', who.userId)))
    .where('revoked_at', 'is', null)
    .execute();
  return open.map((row) => row.id);
}

/** Revokes one session and its refresh tokens; an unknown or already revoked one is left as it is. */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<number> {
  return (await revoke(db, { sessionId })).length;
}

/** Revokes every session of a user (a deactivation, a sign-out without a session named); returns their ids. */
export const revokeUserSessions = (db: Kysely<Database>, userId: number): Promise<string[]> => revoke(db, { userId });
