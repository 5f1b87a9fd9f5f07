import { expressionBuilder, sql, type SqlBool } from 'kysely';
import { filterParam, ROLES, type User, type UserInput, userBody, RESOURCES } from '../../../../contract/index.js';
import { isCompanyAdmin, isSupervisor, isTenantAdmin, rolesOf, type AuthUser } from '../../auth/plugin.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database } from '../../db/schema.js';
import { single } from '../../hydra/query.js';
import { mayEditUser, managesUsers } from './edit-rights.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource } from '../engine/define.js';
import { serializeUsers } from './users-serialize.js';
import { userToInsert, userToUpdate, writeUserApplications } from './users-write.js';
import { specsFor } from '../engine/filter-specs.js';

const users = expressionBuilder<Database, 'users'>();

/** Roles are stored as a JSON list; matching the quoted name avoids ROLE_X matching ROLE_X_Y. */
const holdsRole = (role: string) => sql<SqlBool>`${sql.ref('users.roles')} like ${`%"${role}"%`}`;

/**
 * Users a caller may see: supervisor all; tenant admin its tenant's, never supervisors;
 * company admin its company's; everybody else only itself.
 */
export function userScope(user: AuthUser) {
  if (isSupervisor(user)) return null;
  if (isTenantAdmin(user)) {
    return user.tenantId === null
      ? NO_ROWS
      : users.and([users('users.tenant_id', '=', user.tenantId), users.not(holdsRole(ROLES.SUPERVISOR))]);
  }
  if (isCompanyAdmin(user) && user.companyId !== null) return users('users.company_id', '=', user.companyId);
  return users('users.id', '=', user.id);
}

export const userResource = defineResource<'users', User, UserInput>({
  ...RESOURCES.users,
  csvComputed: { fullName: (user) => [user.givenName, user.familyName].filter(Boolean).join(' ') },
  table: 'users',
  // The spec's one unpaginated list: users not in a company (bounded by MAX_UNPAGINATED_ITEMS).
  pagination: { unpaginatedWhen: (query) => single(query, filterParam(RESOURCES.users, 'company')) === 'false' },
  filterSpecs: specsFor(RESOURCES.users, {
    userName: { kind: 'exact', column: 'users.user_name', value: 'string' },
    company: { kind: 'notNull', column: 'users.company_id' },
    activity: { kind: 'boolean', column: 'users.activity' },
    orSearch_name: {
      kind: 'orSearch',
      columns: ['users.user_name', 'users.given_name', 'users.family_name', 'users.email'],
    },
  }),
  order: {
    userName: 'users.user_name',
    id: 'users.id',
    givenName: 'users.given_name',
    familyName: 'users.family_name',
  },
  defaultOrder: [{ column: 'users.id', direction: 'asc' }],
  schemas: { create: userBody },
  allows: (user, operation) => operation === 'list' || operation === 'read' || managesUsers(user),
  scope: ({ user }) => userScope(user),
  conditions: ({ query }) => {
    // The console filters by the company's id, which is its uuid on the wire.
    const company = single(query, 'company.id');
    if (company === undefined) return [];
    const uuid = company.startsWith('/api/companies/') ? company.slice('/api/companies/'.length) : company;
    return [
      users(
        'users.company_id',
        'in',
        users.selectFrom('companies').select('companies.id').where('companies.uuid', '=', uuid),
      ),
    ];
  },
  serialize: serializeUsers,
  canChange: (row, { user }, operation) => {
    // Deleting oneself would lock the caller out mid-session; someone else must do it.
    if (operation === 'delete' && row.id === user.id) return false;
    return mayEditUser(user, rolesOf(row.roles));
  },
  toInsert: userToInsert,
  toUpdate: userToUpdate,
  afterWrite: async (id, body, context, operation) => {
    await writeUserApplications(id, body, context, operation === 'create');
    // A deactivation ends the user's sessions: reactivated, they sign in again (streams end at delivery, events.ts).
    if (operation === 'update' && body.activity === false) await revokeUserSessions(context.db, id);
  },
  uniqueProperty: 'userName',
});
