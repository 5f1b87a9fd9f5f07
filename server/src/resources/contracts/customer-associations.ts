import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import {
  type Iri,
  ROLES,
  customerAssociationBody,
  customerAssociationPatchBody,
  RESOURCES,
} from '../../../../contract/index.js';
import { hasRole, isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { companyInTenant, companyIrisOf } from '../companies/index.js';
import { isCompanyAdminOnly, managesTenant, readsAndWrites } from '../engine/roles.js';
import { NO_ROWS } from '../engine/crud.js';
import { contractResource } from './contracts.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { companyFilter, resolveLink } from '../engine/links.js';
import { rowOfOwnTenant, sameTenant } from '../engine/tenant-owned.js';
import { checkNewLink } from '../engine/unique.js';

const associations = expressionBuilder<Database, 'customer_associations'>();

/**
 * Associations a caller may see: supervisor all; tenant admin its tenant's; company admin its
 * company's and its own; everybody else only its own.
 */
export function associationScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (user.tenantId === null) return NO_ROWS;
  if (isTenantAdmin(user)) return associations('customer_associations.tenant_id', '=', user.tenantId);
  const mine = associations('customer_associations.customer_user_id', '=', user.id);
  if (isCompanyAdminOnly(user) && user.companyId !== null)
    return associations.or([mine, associations('customer_associations.company_id', '=', user.companyId)]);
  return mine;
}

/** Associations whose existence a caller may know: its tenant's (a supervisor: all). */
const tenantAssociations = (user: AuthUser) => sameTenant(user, 'customer_associations.tenant_id');

/**
 * Who reads associations: the contract managers, and the roles that receive contracts (their own,
 * a company admin also its company's). The editor and the API user have no part in them.
 */
export const readsAssociations = (user: AuthUser): boolean =>
  managesTenant(user) || [ROLES.COMPANY_ADMIN, ROLES.CUSTOMER, ROLES.USER].some((role) => hasRole(user, role));

const managedContract = (context: ResourceContext, contractIri: Iri) =>
  rowOfOwnTenant(context, contractIri, 'contracts', (id) =>
    context.db.selectFrom('contracts').select(['id', 'tenant_id', 'recipient_company_id']).where('id', '=', id),
  );

export const customerAssociationResource = defineResource('customerAssociations', {
  table: 'customer_associations',
  // A contract's list and page show its associations' signatures.
  parent: () => ({ resource: contractResource, column: 'contract_id' }),
  filterSpecs: {
    contract: { kind: 'exact', column: 'customer_associations.contract_id', value: 'int', iriPath: 'contracts' },
    customer: { kind: 'exact', column: 'customer_associations.customer_user_id', value: 'int', iriPath: 'users' },
    signedAt: { kind: 'notNull', column: 'customer_associations.signed_at' },
  },
  order: { createdAt: 'created_at', signedAt: 'signed_at', id: 'id' },
  schemas: { create: customerAssociationBody, update: customerAssociationPatchBody },
  allows: readsAndWrites(readsAssociations, managesTenant),
  scope: ({ user }) => associationScope(user),
  known: ({ user }) => tenantAssociations(user),
  ...companyFilter('customer_associations.company_id', 'company'),
  serialize: async (rows, context) => {
    const companyOf = await companyIrisOf(context.db, rows);
    return rows.map((row) =>
      hydraItem(RESOURCES.customerAssociations, row.id, {
        id: row.id,
        contract: iriOf('contracts', row.contract_id),
        customer: iriOf('users', row.customer_user_id),
        company: companyOf(row.company_id),
        createdAt: row.created_at,
        signedAt: row.signed_at,
      }),
    );
  },
  toInsert: async (body, context) => {
    const contract = await managedContract(context, body.contract);
    const customerId = await resolveLink(context, body.customer, 'users', contract.tenant_id);
    await checkNewLink(
      context,
      'customer_associations',
      { contract_id: contract.id, customer_user_id: customerId },
      'customer',
    );
    const companyId =
      body.company === undefined
        ? contract.recipient_company_id
        : body.company === null
          ? null
          : await companyInTenant(context, body.company, contract.tenant_id);
    return {
      tenant_id: contract.tenant_id,
      contract_id: contract.id,
      customer_user_id: customerId,
      company_id: companyId,
      created_at: nowIso(),
      // Signing is the customer's own act (POST …/sign), never part of creating the association.
      signed_at: null,
    };
  },
  toUpdate: async (body, row, context) => {
    if (body.company === undefined) return {};
    return { company_id: body.company === null ? null : await companyInTenant(context, body.company, row.tenant_id) };
  },
  uniqueProperty: 'customer',
});
