import { filterParam, userBody } from '../../../../contract/index.js';
import { rolesOf } from '../../auth/plugin.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { single } from '../../hydra/query.js';
import { mayEditUser, managesUsers, userScope } from './edit-rights.js';
import { defineResource } from '../engine/define.js';
import { serializeUsers } from './users-serialize.js';
import { userToInsert, userToUpdate, writeUserApplications } from './users-write.js';
import { ofCompany } from '../engine/links.js';
import { isRead } from '../engine/roles.js';

export const userResource = defineResource('users', {
  csvComputed: { fullName: (user) => [user.givenName, user.familyName].filter(Boolean).join(' ') },
  table: 'users',
  // The spec's one unpaginated list: users not in a company (bounded by MAX_UNPAGINATED_ITEMS).
  pagination: { unpaginatedWhen: (query) => single(query, filterParam('users', 'not_null[company]')) === 'false' },
  filterSpecs: {
    userName: { kind: 'exact', column: 'users.user_name', value: 'string' },
    company: { kind: 'notNull', column: 'users.company_id' },
    activity: { kind: 'boolean', column: 'users.activity' },
    orSearch_name: {
      kind: 'orSearch',
      columns: ['users.user_name', 'users.given_name', 'users.family_name', 'users.email'],
    },
  },
  order: { userName: 'user_name', id: 'id', givenName: 'given_name', familyName: 'family_name' },
  schemas: { create: userBody },
  allows: (user, operation) => isRead(operation) || managesUsers(user),
  scope: ({ user }) => userScope(user),
  conditions: ({ query }) => {
    // The console filters by the company's id, which is its uuid on the wire.
    const company = single(query, 'company.id');
    if (company === undefined) return [];
    const uuid = company.startsWith('/api/companies/') ? company.slice('/api/companies/'.length) : company;
    return [ofCompany('users.company_id', uuid)];
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
