import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { parseJsonList } from '../db/portable.js';
import type { Database } from '../db/schema.js';
import type { Role } from '../../../contract/index.js';
import type { AuditChanges } from './changes.js';
import { appendAudit, auditWho } from './trail.js';

/** Sign-ins, sign-outs, refused sign-ins and account locks: entries about a user account. */
export type AccountAction = 'sign-in' | 'sign-out' | 'sign-in-refused' | 'account-locked';

/**
 * Appends the entries of an account event, inside `db` (the event's own transaction where it has
 * one). They are filed under the account's user (resource `users`, its id) and its tenant, and
 * name it as who, since nobody else is signed in; an unknown user name has no user and lands in
 * the platform chain, the name tried kept as `userName`. Never a password or token.
 */
export async function auditAccount(
  db: Kysely<Database>,
  request: FastifyRequest,
  account: { userId: number } | { userName: string },
  actions: readonly AccountAction[],
  changes: AuditChanges = {},
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'user_name', 'roles', 'tenant_id', 'company_id'])
    .where((eb) => ('userId' in account ? eb('id', '=', account.userId) : eb('user_name', '=', account.userName)))
    .executeTakeFirst();
  const user = row && {
    id: row.id,
    userName: row.user_name,
    roles: parseJsonList(row.roles) as Role[],
    tenantId: row.tenant_id,
    companyId: row.company_id,
  };
  const tried: AuditChanges =
    !row && 'userName' in account ? { userName: { before: null, after: account.userName } } : {};
  await appendAudit(
    db,
    auditWho(request, user ?? null),
    actions.map((action) => ({
      resource: 'users',
      resourceId: row ? String(row.id) : null,
      action,
      tenantId: row?.tenant_id ?? null,
      companyId: row?.company_id ?? null,
      changes: { ...tried, ...changes },
    })),
  );
}
