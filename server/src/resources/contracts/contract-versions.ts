import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import { contractVersionBody, contractVersionPatchBody, RESOURCES } from '../../../../contract/index.js';
import { isSupervisor, isTenantAdmin, type AuthUser } from '../../auth/plugin.js';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../hydra/errors.js';
import { hydraItem, iriOf } from '../../hydra/serialize.js';
import { isApiUser, isCompanyAdminOnly, isRead, managesTenant } from '../engine/roles.js';
import { contractVersionToInsert, contractVersionToUpdate, signAssociationOf } from './contract-versions-write.js';
import { documentsByTemplateVersion } from './contract-documents.js';
import { NO_ROWS } from '../engine/crud.js';
import { defineResource, type ResourceContext } from '../engine/define.js';
import { auditWrites } from '../engine/audit.js';
import { evidenceOf, fixDocuments, recordSignature } from './contract-evidence.js';
import { contractResource } from './contracts.js';

const versions = expressionBuilder<Database, 'contract_versions'>();

const contractsWhere = (column: 'contracts.tenant_id' | 'contracts.recipient_company_id', value: number) =>
  versions(
    'contract_versions.contract_id',
    'in',
    versions.selectFrom('contracts').select('contracts.id').where(column, '=', value),
  );

/**
 * Versions a caller may see: supervisor all; tenant admin and API user those of their tenant's
 * contracts; company admin those of contracts sent to its company; everybody the ones addressed
 * to them (what they are asked to sign).
 */
export function contractVersionScope(user: AuthUser): Expression<SqlBool> | null {
  if (isSupervisor(user)) return null;
  if (user.tenantId === null) return NO_ROWS;
  if (isTenantAdmin(user) || isApiUser(user)) return contractsWhere('contracts.tenant_id', user.tenantId);
  const mine = versions('contract_versions.recipient_user_id', '=', user.id);
  if (isCompanyAdminOnly(user) && user.companyId !== null)
    return versions.or([mine, contractsWhere('contracts.recipient_company_id', user.companyId)]);
  return mine;
}

/** A signature by PATCH (single or batch): its evidence, and a `sign` entry beside the update's. */
async function auditSignature(context: ResourceContext, id: number): Promise<void> {
  const extra = await recordSignature(context, id);
  const after = await context.db
    .selectFrom('contract_versions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await auditWrites(context.request!, context.db, [
    { resource: contractVersionResource, action: 'sign', before: { ...after, signed_at: null }, after, extra },
  ]);
}

export const contractVersionResource = defineResource('contractVersions', {
  table: 'contract_versions',
  // A contract's list and page show its versions' signatures.
  parent: () => ({ resource: contractResource, column: 'contract_id' }),
  filterSpecs: {
    contract: { kind: 'exact', column: 'contract_versions.contract_id', value: 'int', iriPath: 'contracts' },
    'contract.id': { kind: 'exact', column: 'contract_versions.contract_id', value: 'int', iriPath: 'contracts' },
    recipientUser: { kind: 'exact', column: 'contract_versions.recipient_user_id', value: 'int', iriPath: 'users' },
    senderUser: { kind: 'exact', column: 'contract_versions.sender_user_id', value: 'int', iriPath: 'users' },
    templateVersion: {
      kind: 'exact',
      column: 'contract_versions.template_version_id',
      value: 'int',
      iriPath: 'contract_template_versions',
    },
    signedAt: { kind: 'notNull', column: 'contract_versions.signed_at' },
  },
  order: { createdAt: 'created_at', signedAt: 'signed_at', id: 'id' },
  schemas: { create: contractVersionBody, update: contractVersionPatchBody },
  // A PATCH is for the managers and for the version's recipient (signing); which fields each may
  // change is checked per body (contractVersionToUpdate).
  allows: (user, operation) => isRead(operation) || operation === 'update' || managesTenant(user),
  scope: ({ user }) => contractVersionScope(user),
  // Reading a version is not a right to change it: the API user reads its tenant's versions only.
  canChange: (row, { user }, operation) =>
    managesTenant(user) || (operation === 'update' && row.recipient_user_id === user.id),
  serialize: async (rows, context) => {
    const documents = await documentsByTemplateVersion(
      context.db,
      rows.map((row) => row.template_version_id),
    );
    const evidence = await evidenceOf(context.db, rows);
    return rows.map((row) =>
      hydraItem(RESOURCES.contractVersions, row.id, {
        id: row.id,
        contract: iriOf('contracts', row.contract_id),
        templateVersion:
          row.template_version_id === null ? null : iriOf('contract_template_versions', row.template_version_id),
        senderUser: row.sender_user_id === null ? null : iriOf('users', row.sender_user_id),
        recipientUser: row.recipient_user_id === null ? null : iriOf('users', row.recipient_user_id),
        signedAt: row.signed_at,
        content: row.content,
        createdAt: row.created_at,
        documents: row.template_version_id === null ? [] : (documents.get(row.template_version_id) ?? []),
        evidence: evidence.get(row.id)!,
      }),
    );
  },
  toInsert: contractVersionToInsert,
  toUpdate: contractVersionToUpdate,
  afterWrite: async (id, body, context, operation) => {
    // Sending fixes what is sent; so does sending it with another template version before it is signed.
    if (operation === 'create' || body.templateVersion !== undefined) {
      const row = await context.db
        .selectFrom('contract_versions')
        .select('template_version_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await fixDocuments(context.db, id, row.template_version_id);
    }
    if (operation === 'update' && typeof body.signedAt === 'string') {
      await signAssociationOf(context, id);
      await auditSignature(context, id);
    }
  },
  remove: async (row, context) => {
    if (row.signed_at !== null)
      throw unprocessable([{ propertyPath: 'signedAt', message: 'A signed contract version cannot be deleted.' }]);
    await context.db.deleteFrom('contract_versions').where('id', '=', row.id).execute();
  },
});
