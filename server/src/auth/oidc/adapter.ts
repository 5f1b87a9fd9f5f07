import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

/**
 * oidc-provider's storage (sessions, grants, interactions, codes) in the platform database, so
 * any instance behind a load balancer, and an instance after a restart, knows every sign-in.
 * Same contract as the library's memory adapter: expiry with clock tolerance, `consumed` as
 * epoch seconds, revokeByGrantId removing everything issued under a grant.
 */

type Payload = Record<string, unknown>;

/** Expired rows are deleted now and then, so the table does not grow with every sign-in. */
const SWEEP_EVERY = 100;

export function databaseAdapter(db: Db, clockToleranceSeconds: number) {
  let writes = 0;
  const live = () => sql<boolean>`(expires_at is null or expires_at > ${new Date().toISOString()})`;

  async function sweep() {
    await db.kysely.deleteFrom('identity_store').where('expires_at', '<', new Date().toISOString()).execute();
  }

  function toPayload(row: { payload: string; consumed_at: string | null } | undefined): Payload | undefined {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as Payload;
    if (row.consumed_at) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
    return payload;
  }

  return (model: string) => ({
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const expires =
        typeof expiresIn === 'number'
          ? new Date(Date.now() + (expiresIn + clockToleranceSeconds) * 1000).toISOString()
          : null;
      const values = {
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expires,
      };
      await db.kysely
        .insertInto('identity_store')
        .values({ model, id, ...values, consumed_at: null })
        .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(values))
        .execute();
      if ((writes = (writes + 1) % SWEEP_EVERY) === 0) await sweep();
    },

    async find(id: string) {
      return toPayload(
        await db.kysely
          .selectFrom('identity_store')
          .select(['payload', 'consumed_at'])
          .where('model', '=', model)
          .where('id', '=', id)
          .where(live())
          .executeTakeFirst(),
      );
    },

    async findByUid(uid: string) {
      return toPayload(
        await db.kysely
          .selectFrom('identity_store')
          .select(['payload', 'consumed_at'])
          .where('model', '=', model)
          .where('uid', '=', uid)
          .where(live())
          .executeTakeFirst(),
      );
    },

    async findByUserCode(userCode: string) {
      return toPayload(
        await db.kysely
          .selectFrom('identity_store')
          .select(['payload', 'consumed_at'])
          .where('model', '=', model)
          .where('user_code', '=', userCode)
          .where(live())
          .executeTakeFirst(),
      );
    },

    async consume(id: string) {
      await db.kysely
        .updateTable('identity_store')
        .set({ consumed_at: new Date().toISOString() })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute();
    },

    async destroy(id: string) {
      await db.kysely.deleteFrom('identity_store').where('model', '=', model).where('id', '=', id).execute();
    },

    async revokeByGrantId(grantId: string) {
      await db.kysely.deleteFrom('identity_store').where('grant_id', '=', grantId).execute();
    },
  });
}
