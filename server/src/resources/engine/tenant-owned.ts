import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Iri, ResourcePath } from '../../../../contract/index.js';
import { hasRole, isSupervisor, type AuthUser } from '../../auth/plugin.js';
import { accessDenied, invalidIri, MESSAGES, unprocessable } from '../../hydra/errors.js';
import { intIdFromIri, iriOf } from '../../hydra/serialize.js';
import type { Database } from '../../db/schema.js';
import { NO_ROWS } from './item.js';
import type { Operation, ResourceContext } from './define.js';
import { resolveLink, type LinkableTable } from './links.js';
import { isRead, managesTenant } from './roles.js';

/**
 * Shared rules of resources that belong to one tenant (catalogue and configuration): who may use
 * them, which rows a caller sees, and which tenant a write lands in.
 */

/** Read for the given roles (besides the managers), every other operation for the managers only. */
export function readableBy(...readers: string[]) {
  return (user: AuthUser, operation: Operation): boolean =>
    managesTenant(user) || (isRead(operation) && readers.some((role) => hasRole(user, role)));
}

/** `<column> = caller's tenant`, nothing for a caller without one, everything for a supervisor. */
export function sameTenant(user: AuthUser, column: string): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  return user.tenantId === null ? NO_ROWS : sql<SqlBool>`${sql.ref(column)} = ${user.tenantId}`;
}

/**
 * Rows that belong to a tenant through their parent (a file's variants, a template's versions):
 * those whose `column` names a row of `parentTable` in the caller's tenant; a supervisor: all.
 */
export function parentInTenant(user: AuthUser, column: string, parentTable: string): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (user.tenantId === null) return NO_ROWS;
  return sql<SqlBool>`${sql.ref(column)} in (select ${sql.ref(`${parentTable}.id`)} from ${sql.table(parentTable)} where ${sql.ref(`${parentTable}.tenant_id`)} = ${user.tenantId})`;
}

/**
 * The row an IRI of `path` names, as `select` reads it by its id, when it is of the caller's tenant
 * (`tenantColumn`; a supervisor: any tenant's). Anything else is a link the caller may not make (400).
 */
export async function rowOfOwnTenant<TB extends keyof Database, Row>(
  context: ResourceContext,
  iri: unknown,
  path: ResourcePath,
  select: (id: number) => SelectQueryBuilder<Database, TB, Row>,
  tenantColumn = 'tenant_id',
): Promise<Row> {
  const id = intIdFromIri(iri, path);
  if (id === null) throw invalidIri();
  let query = select(id);
  if (!isSupervisor(context.user))
    query = query.where(sql<SqlBool>`${sql.ref(tenantColumn)} = ${context.user.tenantId ?? -1}`);
  const found = await query.executeTakeFirst();
  if (!found) throw invalidIri();
  return found;
}

/** Supervisor: every row; anyone else: its own tenant's rows (none without a tenant). */
export function tenantRows(column: string) {
  return ({ user }: Pick<ResourceContext, 'user'>): Expression<SqlBool> | null => sameTenant(user, column);
}

export const tenantIri = (tenantId: number | null): Iri | null =>
  tenantId === null ? null : iriOf('tenants', tenantId);

/**
 * The tenant a new row belongs to. Only a supervisor's `tenant` is honoured (it must name an
 * existing tenant); anyone else writes into its own tenant, and naming another one is a 400.
 * `required` makes a supervisor's missing tenant a 422 for tables whose rows need one.
 */
export async function tenantForCreate(
  context: ResourceContext,
  iri: Iri | null | undefined,
  required: boolean,
): Promise<number | null> {
  const { user } = context;
  if (!isSupervisor(user)) {
    if (iri !== undefined && iri !== null && intIdFromIri(iri, 'tenants') !== user.tenantId) throw invalidIri(iri);
    if (user.tenantId === null) throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
    return user.tenantId;
  }
  if (iri === undefined || iri === null) {
    if (required) throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
    return null;
  }
  return resolveLink(context, iri, 'tenants');
}

/** A PATCH may move a row to another tenant only when a supervisor asks; others may only repeat their own. */
export async function tenantForUpdate(
  context: ResourceContext,
  iri: Iri | null | undefined,
  current: number | null,
  required: boolean,
): Promise<number | null | undefined> {
  if (iri === undefined) return undefined;
  if (!isSupervisor(context.user)) {
    if (iri === null || intIdFromIri(iri, 'tenants') !== current) throw invalidIri(iri);
    return undefined;
  }
  if (iri === null) {
    if (required) throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
    return null;
  }
  return resolveLink(context, iri, 'tenants');
}

/**
 * The id of a row an IRI names, checked against the caller's view and, when the row belongs to
 * a tenant, against the tenant of what is written (a link never crosses tenants). 400 otherwise.
 */
export async function linkedId(
  context: ResourceContext,
  iri: Iri,
  target: { path: ResourcePath; table: LinkableTable },
  tenantId: number | null,
): Promise<number> {
  const id = intIdFromIri(iri, target.path);
  if (id === null) throw invalidIri(iri);
  const row = await context.db.selectFrom(target.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw invalidIri(iri);
  if ('tenant_id' in row) {
    const owner = row.tenant_id;
    if (!isSupervisor(context.user) && owner !== context.user.tenantId) throw invalidIri(iri);
    if (owner !== null && tenantId !== null && owner !== tenantId) throw invalidIri(iri);
  }
  return id;
}

/**
 * The tenant a written row belongs to. Only a supervisor chooses it (any existing tenant); anyone
 * else always writes into its own tenant, and naming another one is an IRI it may not use (400).
 */
export async function tenantForWrite(
  context: ResourceContext,
  iri: string | null | undefined,
  current: number | null,
): Promise<number> {
  const { user } = context;
  if (!isSupervisor(user)) {
    if (user.tenantId === null) throw accessDenied();
    if (iri !== undefined && intIdFromIri(iri, 'tenants') !== user.tenantId) throw invalidIri(iri);
    return user.tenantId;
  }
  if (iri === undefined || iri === null) {
    if (current !== null && iri === undefined) return current;
    throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
  }
  return resolveLink(context, iri, 'tenants');
}

/** The id named by a query parameter: a plain id or an IRI of `path`; null when malformed. */
export function queryId(raw: string, path: ResourcePath): number | null {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : intIdFromIri(raw, path);
}
