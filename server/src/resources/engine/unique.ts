import { sql, type Expression, type SqlBool } from 'kysely';
import { MESSAGES, unprocessable } from '../../hydra/errors.js';
import type { ResourceContext, TableName } from './define.js';
import { Violations } from './violations.js';
import { dynamic } from '../../db/dynamic.js';

/**
 * Names that must be unique (tenant names, user names, a tenant's origins, locales, country tags,
 * company names) are checked before the write, so the form shows a 422 on the field instead of a
 * database error. The unique indexes stay as the last word for two requests racing.
 */

/** One uniqueness rule, as data. */
export interface Uniqueness {
  table: TableName;
  column: string;
  /** Wire name of the field the violation points at. */
  property: string;
  /** Hosts, locales and tenant names are the same whatever their case. */
  caseInsensitive?: boolean;
  /** Rows that take part; e.g. a deleted company frees its name. */
  among?: readonly Expression<SqlBool>[];
}

/**
 * Which other rows the value must differ from: `tenantId` undefined = platform-wide, null = the
 * platform's own rows (no tenant), a number = that tenant's; `ownId` = the row being changed.
 */
export interface UniqueWithin {
  tenantId?: number | null;
  ownId: number | null;
}

/** Whether another row already holds the value. */
export async function isTaken(
  context: ResourceContext,
  rule: Uniqueness,
  value: string,
  within: UniqueWithin,
): Promise<boolean> {
  let query = dynamic(context.db)
    .selectFrom(rule.table)
    .select('id')
    .where(
      rule.caseInsensitive
        ? sql<SqlBool>`lower(${sql.ref(rule.column)}) = ${value.toLowerCase()}`
        : sql<SqlBool>`${sql.ref(rule.column)} = ${value}`,
    );
  for (const condition of rule.among ?? []) query = query.where(condition);
  if (within.tenantId !== undefined)
    query = query.where(
      within.tenantId === null ? sql<SqlBool>`tenant_id is null` : sql<SqlBool>`tenant_id = ${within.tenantId}`,
    );
  if (within.ownId !== null) query = query.where('id', '!=', within.ownId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A body's value (undefined = not sent), its rule, where it must be unique and what makes it malformed. */
type UniqueCheck = [
  rule: Uniqueness,
  raw: string | undefined,
  within: UniqueWithin,
  problem?: (value: string) => string | undefined,
];

/**
 * A unique text from a body (undefined = not sent, stays undefined): trimmed; blank, malformed
 * (`problem` names what is wrong with it) or already used adds a violation and gives undefined.
 */
export async function uniqueText(
  context: ResourceContext,
  violations: Violations,
  ...[rule, raw, within, problem]: UniqueCheck
): Promise<string | undefined> {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value === '') return violations.add(rule.property, MESSAGES.blank);
  const malformed = problem?.(value);
  if (malformed !== undefined) return violations.add(rule.property, malformed);
  if (await isTaken(context, rule, value, within)) return violations.add(rule.property, MESSAGES.used);
  return value;
}

/** uniqueText for a body with one such value: its problem answers 422 at once. */
export async function uniqueValue(context: ResourceContext, ...check: UniqueCheck): Promise<string | undefined> {
  const violations = new Violations();
  const value = await uniqueText(context, violations, ...check);
  violations.throwIfAny();
  return value;
}

/**
 * A link between two rows (customer ↔ contract, company ↔ template, version ↔ file) exists once:
 * a second one is a 422 on `property`, not a database error. `ownId` is the link being changed.
 */
export async function checkNewLink(
  context: ResourceContext,
  table: TableName,
  link: Readonly<Record<string, number>>,
  property: string,
  ownId: number | null = null,
): Promise<void> {
  let query = dynamic(context.db).selectFrom(table).select('id');
  for (const [column, id] of Object.entries(link)) query = query.where(column, '=', id);
  if (ownId !== null) query = query.where('id', '!=', ownId);
  if (await query.executeTakeFirst()) throw unprocessable([{ propertyPath: property, message: MESSAGES.used }]);
}
