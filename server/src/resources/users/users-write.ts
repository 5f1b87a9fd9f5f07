import type { Insertable, Updateable } from 'kysely';
import { type Iri, type Role, ROLES, type UserInput } from '../../../../contract/index.js';
import { isCompanyAdmin, isSupervisor, isTenantAdmin } from '../../auth/plugin.js';
import { fromBool, nowIso, toBool } from '../../db/portable.js';
import type { UserTable } from '../../db/schema.js';
import { accessDenied, MESSAGES } from '../../hydra/errors.js';
import { mayGrantRole } from './edit-rights.js';
import { applicationIdFromIri } from '../applications/index.js';
import { companyTenantOf, visibleCompany } from '../companies/index.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { uniqueText, type Uniqueness } from '../engine/unique.js';
import { Violations } from '../engine/violations.js';

const UNIQUE_USER_NAME: Uniqueness = { table: 'users', column: 'user_name', property: 'userName' };

const checkUserName = (
  context: ResourceContext,
  userName: string | undefined,
  ownId: number | null,
  violations: Violations,
) => uniqueText(context, violations, UNIQUE_USER_NAME, userName, { ownId });

const KNOWN_ROLES: readonly string[] = Object.values(ROLES);

/** Roles in a body: known names only (422), and honoured only as far as the caller may grant them (403). */
function grantableRoles(context: ResourceContext, roles: Role[]): string {
  const violations = new Violations();
  roles.forEach((role, i) => {
    if (!KNOWN_ROLES.includes(role)) violations.add(`roles[${i}]`, MESSAGES.invalid);
  });
  violations.throwIfAny();
  if (!roles.every((role) => mayGrantRole(context.user, role))) throw accessDenied();
  return JSON.stringify([...new Set(roles)]);
}

/**
 * Nobody changes their own roles or activity: a slip would lock the caller out mid-session, and
 * a raise would need nobody's consent. Someone else with the right does it (sending them unchanged is fine).
 */
function checkOwnAccount(body: Partial<UserInput>, row: RowOf<'users'>, context: ResourceContext): void {
  if (row.id !== context.user.id) return;
  const sameRoles =
    body.roles === undefined ||
    JSON.stringify([...new Set(body.roles)].sort()) === JSON.stringify([...context.user.roles].sort());
  const sameActivity = body.activity === undefined || body.activity === toBool(row.activity);
  if (!sameRoles || !sameActivity) throw accessDenied();
}

/**
 * The tenant a written user belongs to, chosen as a company's is; unlike a company, a user may
 * also be the platform's own (a supervisor's `tenant: null`), as supervisors themselves are.
 */
const tenantOf = (context: ResourceContext, iri: Iri | null | undefined, current: number | null) =>
  iri === null && isSupervisor(context.user) ? Promise.resolve(null) : companyTenantOf(context, iri, current);

/**
 * The company a written user belongs to, checked against the user's tenant. A company admin only
 * ever places users in its own company. Returns the company's tenant too, so a supervisor who
 * names only a company puts the user in that company's tenant.
 */
async function companyOf(context: ResourceContext, iri: Iri | null | undefined, current: number | null) {
  if (isCompanyAdmin(context.user) && !isTenantAdmin(context.user) && !isSupervisor(context.user)) {
    if (iri === null) throw accessDenied();
    if (iri !== undefined) await visibleCompany(context, iri);
    return { id: context.user.companyId, tenantId: context.user.tenantId };
  }
  if (iri === undefined) return { id: current, tenantId: undefined };
  if (iri === null) return { id: null, tenantId: undefined };
  const company = await visibleCompany(context, iri);
  return { id: company.id, tenantId: company.tenant_id };
}

function checkCompanyTenant(
  company: { tenantId: number | null | undefined },
  tenantId: number | null,
  violations: Violations,
): void {
  if (company.tenantId !== undefined && company.tenantId !== tenantId)
    violations.add('company', 'This company belongs to another tenant.');
}

export async function userToInsert(body: UserInput, context: ResourceContext): Promise<Insertable<UserTable>> {
  const violations = new Violations();
  const userName = await checkUserName(context, body.userName, null, violations);
  const roles = grantableRoles(context, body.roles ?? [ROLES.USER]);
  const company = await companyOf(context, body.company, null);
  const tenantId =
    body.tenant === undefined && company.tenantId !== undefined && isSupervisor(context.user)
      ? company.tenantId
      : await tenantOf(context, body.tenant, null);
  checkCompanyTenant(company, tenantId, violations);
  violations.throwIfAny();
  return {
    user_name: userName ?? '',
    // Platform users sign in at the identity service; a password is set there, never through this API.
    password_hash: null,
    given_name: body.givenName ?? null,
    family_name: body.familyName ?? null,
    email: body.email ?? null,
    roles,
    activity: fromBool(body.activity ?? true),
    locale: body.locale ?? null,
    tenant_id: tenantId,
    company_id: company.id,
    keycloak_id: null,
    created_at: nowIso(),
  };
}

export async function userToUpdate(
  body: Partial<UserInput>,
  row: RowOf<'users'>,
  context: ResourceContext,
): Promise<Updateable<UserTable>> {
  checkOwnAccount(body, row, context);
  const violations = new Violations();
  const userName = await checkUserName(context, body.userName ?? undefined, row.id, violations);
  const tenantId = await tenantOf(context, body.tenant, row.tenant_id);
  const company = await companyOf(context, body.company, row.company_id);
  checkCompanyTenant(company, tenantId, violations);
  violations.throwIfAny();
  const changes: Updateable<UserTable> = {};
  if (userName !== undefined) changes.user_name = userName;
  if (body.roles !== undefined) changes.roles = grantableRoles(context, body.roles);
  if (body.givenName !== undefined) changes.given_name = body.givenName;
  if (body.familyName !== undefined) changes.family_name = body.familyName;
  if (body.email !== undefined) changes.email = body.email;
  if (body.locale !== undefined) changes.locale = body.locale;
  if (body.activity !== undefined) changes.activity = fromBool(body.activity);
  if (tenantId !== row.tenant_id) changes.tenant_id = tenantId;
  if (company.id !== row.company_id) changes.company_id = company.id;
  return changes;
}

/**
 * Applications of a user (user_applications). Only supervisors and tenant admins choose them;
 * a new user without a choice gets its tenant's default application, else application 1.
 */
export async function writeUserApplications(
  userId: number,
  body: Partial<UserInput>,
  context: ResourceContext,
  created: boolean,
): Promise<void> {
  let ids: number[];
  if (body.applications !== undefined) {
    if (!isSupervisor(context.user) && !isTenantAdmin(context.user)) throw accessDenied();
    ids = [];
    for (const iri of body.applications) ids.push((await applicationIdFromIri(context, iri)) ?? 0);
  } else if (created) {
    const tenant = await context.db
      .selectFrom('users')
      .leftJoin('tenants', 'tenants.id', 'users.tenant_id')
      .select('tenants.default_application_id')
      .where('users.id', '=', userId)
      .executeTakeFirst();
    ids = [tenant?.default_application_id ?? 1];
  } else {
    return;
  }
  await context.db.deleteFrom('user_applications').where('user_id', '=', userId).execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0)
    await context.db
      .insertInto('user_applications')
      .values(unique.map((id) => ({ user_id: userId, application_id: id })))
      .execute();
}
