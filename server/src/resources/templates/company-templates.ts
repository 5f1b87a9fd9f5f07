import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import { companyTemplateBody, companyTemplatePatchBody, RESOURCES } from '../../../../contract/index.js';
import { isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import { fromBool, toBool } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { invalidIri } from '../../hydra/errors.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { companyInTenant, companyIrisOf } from '../companies/index.js';
import { isCompanyAdminOnly, managesTenant, readsAndWrites } from '../engine/roles.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { companyFilter, resolveLink } from '../engine/links.js';
import { parentInTenant } from '../engine/tenant-owned.js';
import { checkNewLink } from '../engine/unique.js';

const links = expressionBuilder<Database, 'company_mediate_contract_templates'>();

/** Template activation is managed by supervisors and tenant admins; a company admin reads its company's. */
export const readsActivations = (user: AuthUser): boolean => managesTenant(user) || isCompanyAdminOnly(user);

/** Links of the companies of the caller's tenant: the ones whose existence it may know. */
export const tenantCompanyTemplates = (user: AuthUser): Expression<SqlBool> | null =>
  parentInTenant(user, 'company_mediate_contract_templates.company_id', 'companies');

export function companyTemplateScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user) || isTenantAdmin(user)) return tenantCompanyTemplates(user);
  if (isCompanyAdminOnly(user) && user.companyId !== null)
    return links('company_mediate_contract_templates.company_id', '=', user.companyId);
  return NO_ROWS;
}

/** The company a link names, among those the caller manages (uuid in the IRI); else 400. */
export async function managedCompany(
  context: ResourceContext,
  iri: unknown,
): Promise<{ id: number; tenantId: number }> {
  const id = await companyInTenant(context, iri, null);
  const found = await context.db
    .selectFrom('companies')
    .select('tenant_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (found.tenant_id === null) throw invalidIri();
  return { id, tenantId: found.tenant_id };
}

/** A template of the company's own tenant; another tenant's template cannot be offered (400). */
export const templateForCompany = (context: ResourceContext, iri: unknown, tenantId: number): Promise<number> =>
  resolveLink(context, iri, 'contract_templates', tenantId);

export const companyTemplateResource = defineResource('companyMediateContractTemplates', {
  table: 'company_mediate_contract_templates',
  filterSpecs: {
    contractTemplate: {
      kind: 'exact',
      column: 'company_mediate_contract_templates.contract_template_id',
      value: 'int',
      iriPath: 'contract_templates',
    },
    activity: { kind: 'boolean', column: 'company_mediate_contract_templates.activity' },
    approved: { kind: 'boolean', column: 'company_mediate_contract_templates.approved' },
  },
  order: { id: 'id' },
  schemas: { create: companyTemplateBody, update: companyTemplatePatchBody },
  allows: readsAndWrites(readsActivations, managesTenant),
  scope: ({ user }) => companyTemplateScope(user),
  known: ({ user }) => tenantCompanyTemplates(user),
  ...companyFilter('company_mediate_contract_templates.company_id', 'company', 'company.id'),
  serialize: async (rows, context) => {
    const companyOf = await companyIrisOf(context.db, rows);
    return rows.map((row) =>
      hydraItem(RESOURCES.companyMediateContractTemplates, row.id, {
        id: row.id,
        company: companyOf(row.company_id),
        contractTemplate: iriOf('contract_templates', row.contract_template_id),
        activity: toBool(row.activity),
        approved: toBool(row.approved),
      }),
    );
  },
  toInsert: async (body, context) => {
    const company = await managedCompany(context, body.company);
    const templateId = await templateForCompany(context, body.contractTemplate, company.tenantId);
    await checkNewLink(
      context,
      'company_mediate_contract_templates',
      { company_id: company.id, contract_template_id: templateId },
      'contractTemplate',
    );
    return {
      company_id: company.id,
      contract_template_id: templateId,
      activity: fromBool(body.activity ?? true),
      // Approval is the company's answer to the offer: a new offer starts unapproved.
      approved: fromBool(body.approved ?? false),
    };
  },
  toUpdate: async (body) => ({
    ...(body.activity === undefined ? {} : { activity: fromBool(body.activity) }),
    ...(body.approved === undefined ? {} : { approved: fromBool(body.approved) }),
  }),
  uniqueProperty: 'contractTemplate',
});
