import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { type Iri, contractBody, contractStateOf } from '../../../../contract/index.js';
import { isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { badRequest, invalidIri, unprocessable } from '../../hydra/errors.js';
import { parseBoolean, single, type QueryParams } from '../../hydra/query.js';
import { idFromIri } from '../../hydra/serialize.js';
import { companyInTenant } from '../companies/index.js';
import { isApiUser, isCompanyAdminOnly, isRead, managesTenant } from '../engine/roles.js';
import { rowOfOwnTenant, tenantForWrite } from '../engine/tenant-owned.js';
import { contractRelated, serializeContracts } from './contracts-serialize.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { ofCompany } from '../engine/links.js';

const contracts = expressionBuilder<Database, 'contracts'>();

/** Contracts with a row of `table` (versions, associations) that names the caller in `column`. */
const namingMe = (table: 'contract_versions' | 'customer_associations', column: string, user: AuthUser) =>
  sql<SqlBool>`exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.contract_id`)} = ${sql.ref('contracts.id')} and ${sql.ref(`${table}.${column}`)} = ${user.id})`;

/**
 * Contracts a caller may see: supervisor all; tenant admin and API user their tenant's; company
 * admin those sent to its company; everybody else ("My Contracts") those with a version addressed
 * to them or an association naming them.
 */
export function contractScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (user.tenantId === null) return NO_ROWS;
  const tenant = contracts('contracts.tenant_id', '=', user.tenantId);
  if (isTenantAdmin(user) || isApiUser(user)) return tenant;
  const own: Expression<SqlBool>[] = [
    namingMe('contract_versions', 'recipient_user_id', user),
    namingMe('customer_associations', 'customer_user_id', user),
  ];
  if (isCompanyAdminOnly(user) && user.companyId !== null)
    own.push(contracts('contracts.recipient_company_id', '=', user.companyId));
  return contracts.and([tenant, contracts.or(own)]);
}

/**
 * `not_null[versions.signedAt]=true`: contracts with a signed version; `=false`: contracts with a
 * version still waiting for its signature (or none sent yet), as API Platform's exists filter
 * over the joined versions answers. Both facts are kept on the contract by triggers on
 * contract_versions (migration 2026-11-23T0300_list_shapes), so the filter is an index range.
 */
function signedCondition(query: QueryParams): Expression<SqlBool>[] {
  const raw = single(query, 'not_null[versions.signedAt]');
  if (raw === undefined) return [];
  return parseBoolean(raw, 'not_null[versions.signedAt]')
    ? [contracts('contracts.has_signed_version', '=', 1)]
    : [contracts('contracts.awaits_signature', '=', 1)];
}

/** `recipientCompany=<IRI|uuid>`: the console filters by the company's IRI, which carries its uuid. */
function companyCondition(query: QueryParams): Expression<SqlBool>[] {
  const raw = single(query, 'recipientCompany') ?? single(query, 'recipientCompany.id');
  if (raw === undefined || raw === '') return [];
  const uuid = raw.startsWith('/') ? idFromIri(raw, 'companies') : raw;
  if (uuid === null) throw badRequest('recipientCompany should be a company IRI or uuid');
  return [ofCompany('contracts.recipient_company_id', uuid)];
}

/** Stored as full ISO-8601 UTC text, so text comparison is time order on both databases. */
function toTimestamp(value: string, propertyPath: string): string {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(time)) throw unprocessable([{ propertyPath, message: 'This value is not a valid date.' }]);
  return new Date(time).toISOString();
}

function checkEnd(start: string, realEnd: string | null): void {
  if (realEnd !== null && realEnd < start)
    throw unprocessable([{ propertyPath: 'realEnd', message: 'The end should not be before the start.' }]);
}

/** The template a contract follows; it decides the contract's tenant. */
const templateOf = (context: ResourceContext, iri: Iri) =>
  rowOfOwnTenant(context, iri, 'contract_templates', (id) =>
    context.db.selectFrom('contract_templates').select(['id', 'tenant_id']).where('id', '=', id),
  );

async function recipientCompanyId(context: ResourceContext, iri: Iri | null | undefined, tenantId: number) {
  if (iri === undefined || iri === null) return iri;
  return companyInTenant(context, iri, tenantId);
}

export const contractResource = defineResource('contracts', {
  csvComputed: { state: (contract) => contractStateOf(contract.versions) },
  table: 'contracts',
  filterSpecs: {
    start: { kind: 'date', column: 'contracts.start' },
    realEnd: { kind: 'date', column: 'contracts.real_end' },
    template: { kind: 'exact', column: 'contracts.template_id', value: 'int', iriPath: 'contract_templates' },
  },
  order: { start: 'start', realEnd: 'real_end', createdAt: 'created_at', id: 'id' },
  defaultOrder: [
    { column: 'contracts.start', direction: 'desc' },
    { column: 'contracts.id', direction: 'desc' },
  ],
  schemas: { create: contractBody },
  allows: (user, operation) => isRead(operation) || managesTenant(user),
  scope: ({ user }) => contractScope(user),
  conditions: ({ query }) => [...signedCondition(query), ...companyCondition(query)],
  serialize: (rows, context) => serializeContracts(context.db, rows),
  related: ({ db }) => contractRelated(db),
  toInsert: async (body, context) => {
    const template = await templateOf(context, body.template);
    const tenantId = await tenantForWrite(context, body.tenant ?? undefined, template.tenant_id);
    if (tenantId !== template.tenant_id) throw invalidIri();
    // Spec section 7: a contract starts when it is created.
    const start = nowIso();
    const realEnd = body.realEnd ? toTimestamp(body.realEnd, 'realEnd') : null;
    checkEnd(start, realEnd);
    return {
      tenant_id: tenantId,
      template_id: template.id,
      recipient_company_id: (await recipientCompanyId(context, body.recipientCompany, tenantId)) ?? null,
      start,
      real_end: realEnd,
      created_at: start,
    };
  },
  toUpdate: async (body, row, context) => {
    if (body.tenant !== undefined && (await tenantForWrite(context, body.tenant, row.tenant_id)) !== row.tenant_id)
      throw invalidIri();
    const changes: { template_id?: number; recipient_company_id?: number | null; real_end?: string | null } = {};
    if (body.template !== undefined) {
      const template = await templateOf(context, body.template);
      if (template.tenant_id !== row.tenant_id) throw invalidIri();
      changes.template_id = template.id;
    }
    const company = await recipientCompanyId(context, body.recipientCompany, row.tenant_id);
    if (company !== undefined) changes.recipient_company_id = company;
    if (body.realEnd !== undefined) {
      changes.real_end = body.realEnd === null ? null : toTimestamp(body.realEnd, 'realEnd');
      checkEnd(row.start, changes.real_end);
    }
    return changes;
  },
  remove: async (row, context) => {
    // A signature is evidence: a contract anyone signed stays, and is ended with realEnd instead.
    const signed = await context.db
      .selectFrom('contract_versions')
      .select('id')
      .where('contract_id', '=', row.id)
      .where('signed_at', 'is not', null)
      .executeTakeFirst();
    if (signed)
      throw unprocessable([
        { propertyPath: '', message: 'A signed contract cannot be deleted; set its realEnd instead.' },
      ]);
    await context.db.deleteFrom('contracts').where('id', '=', row.id).execute();
  },
});
