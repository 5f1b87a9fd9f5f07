import type { Insertable, Updateable } from 'kysely';
import { DRAFT_VERSION_NOT_SENDABLE, type ContractVersionInput, type Iri } from '../../../../contract/index.js';
import { nowIso } from '../../db/portable.js';
import type { ContractVersionTable } from '../../db/schema-content.js';
import { accessDenied, MESSAGES, unprocessable } from '../../hydra/errors.js';
import { managesTenant } from '../engine/roles.js';
import { templateVersionInTenant } from '../templates/index.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { resolveLink } from '../engine/links.js';
import { rowOfOwnTenant } from '../engine/tenant-owned.js';

const ALREADY_SIGNED = 'This contract version is already signed.';

/** The contract a new version belongs to, among those the caller manages (400 otherwise). */
const managedContract = (context: ResourceContext, contractIri: Iri) =>
  rowOfOwnTenant(context, contractIri, 'contracts', (id) =>
    context.db.selectFrom('contracts').select(['id', 'tenant_id', 'template_id']).where('id', '=', id),
  );

async function userId(context: ResourceContext, value: Iri | null | undefined, tenantId: number) {
  if (value === undefined || value === null) return value;
  return resolveLink(context, value, 'users', tenantId);
}

/** The text the recipient is shown, frozen from the template version (English, else its first locale). */
async function snapshotOf(context: ResourceContext, templateVersionId: number | null | undefined): Promise<string> {
  if (templateVersionId === undefined || templateVersionId === null)
    throw unprocessable([{ propertyPath: 'content', message: MESSAGES.blank }]);
  const texts = await context.db
    .selectFrom('contract_template_version_translations')
    .select(['locale', 'content'])
    .where('version_id', '=', templateVersionId)
    .where('content', 'is not', null)
    .orderBy('locale')
    .execute();
  const chosen = texts.find((text) => text.locale === 'en') ?? texts[0];
  if (!chosen?.content) throw unprocessable([{ propertyPath: 'content', message: MESSAGES.blank }]);
  return chosen.content;
}

async function templateVersionFor(
  context: ResourceContext,
  value: Iri | null | undefined,
  contract: { tenant_id: number; template_id: number | null },
) {
  if (value === undefined || value === null) return value;
  const version = await templateVersionInTenant(context, value, contract.tenant_id);
  if (contract.template_id !== null && version.template_id !== contract.template_id)
    throw unprocessable([
      { propertyPath: 'templateVersion', message: "This version belongs to another template than the contract's." },
    ]);
  // A draft is still being prepared: only a published version goes out (docs/decisions.md).
  if (version.published_at === null)
    throw unprocessable([{ propertyPath: 'templateVersion', message: DRAFT_VERSION_NOT_SENDABLE }]);
  return version.id;
}

export async function contractVersionToInsert(
  body: ContractVersionInput,
  context: ResourceContext,
): Promise<Insertable<ContractVersionTable>> {
  const contract = await managedContract(context, body.contract);
  const templateVersionId = await templateVersionFor(context, body.templateVersion, contract);
  return {
    contract_id: contract.id,
    template_version_id: templateVersionId ?? null,
    // The sender is whoever sends it unless the body names a colleague.
    sender_user_id: (await userId(context, body.senderUser, contract.tenant_id)) ?? context.user.id,
    recipient_user_id: (await userId(context, body.recipientUser, contract.tenant_id)) ?? null,
    signed_at: null,
    content: body.content ?? (await snapshotOf(context, templateVersionId)),
    created_at: nowIso(),
  };
}

/**
 * A PATCH of one version. Signing (signedAt) is the recipient's alone, once, and never undone;
 * everything else is for contract managers, and only while the version is unsigned, because the
 * signed text is what the recipient agreed to.
 */
export async function contractVersionToUpdate(
  body: Partial<ContractVersionInput>,
  row: RowOf<'contract_versions'>,
  context: ResourceContext,
): Promise<Updateable<ContractVersionTable>> {
  const { signedAt, ...rest } = body;
  const changesOtherFields = Object.values(rest).some((value) => value !== undefined);
  if (changesOtherFields && !managesTenant(context.user)) throw accessDenied();
  const changes: Updateable<ContractVersionTable> = {};

  if (signedAt !== undefined) {
    if (signedAt === null) {
      if (row.signed_at !== null)
        throw unprocessable([{ propertyPath: 'signedAt', message: 'A signature cannot be withdrawn.' }]);
    } else {
      if (row.recipient_user_id !== context.user.id) throw accessDenied();
      if (row.signed_at !== null) throw unprocessable([{ propertyPath: 'signedAt', message: ALREADY_SIGNED }]);
      // The server's clock is the signature time; a client cannot back-date its signature.
      changes.signed_at = nowIso();
    }
  }
  if (!changesOtherFields) return changes;
  if (row.signed_at !== null) throw unprocessable([{ propertyPath: '', message: ALREADY_SIGNED }]);

  const contract = await context.db
    .selectFrom('contracts')
    .select(['tenant_id', 'template_id'])
    .where('id', '=', row.contract_id)
    .executeTakeFirstOrThrow();
  const templateVersion = await templateVersionFor(context, rest.templateVersion, contract);
  if (templateVersion !== undefined) changes.template_version_id = templateVersion;
  const sender = await userId(context, rest.senderUser, contract.tenant_id);
  if (sender !== undefined) changes.sender_user_id = sender;
  const recipient = await userId(context, rest.recipientUser, contract.tenant_id);
  if (recipient !== undefined) changes.recipient_user_id = recipient;
  if (rest.content !== undefined) changes.content = rest.content;
  return changes;
}

/** A signed version also signs its recipient's association with the contract (one fact, two views). */
export async function signAssociationOf(context: ResourceContext, versionId: number): Promise<void> {
  const version = await context.db
    .selectFrom('contract_versions')
    .select(['contract_id', 'recipient_user_id', 'signed_at'])
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  if (version.signed_at === null || version.recipient_user_id === null) return;
  await context.db
    .updateTable('customer_associations')
    .set({ signed_at: version.signed_at })
    .where('contract_id', '=', version.contract_id)
    .where('customer_user_id', '=', version.recipient_user_id)
    .where('signed_at', 'is', null)
    .execute();
}
