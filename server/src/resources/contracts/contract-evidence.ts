import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DOCUMENTS_CHANGED_SINCE_SENT,
  type ContractVersionEvidence,
  type EvidenceDocument,
  type EvidenceSigner,
} from '../../../../contract/index.js';
import { auditWho } from '../../audit/trail.js';
import { nowIso } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../hydra/errors.js';
import { iriOf } from '../../hydra/serialize.js';
import { CHUNKS, contentSha256 } from '../files/index.js';
import type { AuditChanges } from '../../audit/changes.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { attachedFiles, fileVariants } from './contract-documents.js';

type Db = Kysely<Database>;
type VersionRow = RowOf<'contract_versions'>;

/**
 * The contents of a template version's documents as they are now: each attachment's file, then its
 * translations by locale, with the SHA-256 of their bytes. A content whose bytes are not stored
 * (still in an old data folder) cannot be read by anyone, so it is not part of what was shown.
 */
export async function currentDocuments(db: Db, templateVersionId: number | null): Promise<EvidenceDocument[]> {
  if (templateVersionId === null) return [];
  const files = await attachedFiles(db, [templateVersionId]);
  const variants = await fileVariants(
    db,
    files.map((file) => file.fileId),
  );
  const documents: EvidenceDocument[] = [];
  for (const file of files) {
    const original = await contentSha256(db, CHUNKS.file, file.storageName, file.size);
    if (original) documents.push({ name: file.name, locale: null, sha256: original });
    for (const variant of variants.filter((each) => each.file_id === file.fileId)) {
      const sha256 = await contentSha256(db, CHUNKS.translation, variant.storage_name, variant.size);
      if (sha256) documents.push({ name: variant.name, locale: variant.locale, sha256 });
    }
  }
  return documents;
}

/** The documents' hashes as they were fixed for each version (sent, or re-addressed to another template version). */
export async function fixedDocuments(db: Db, versionIds: readonly number[]): Promise<Map<number, EvidenceDocument[]>> {
  const byVersion = new Map<number, EvidenceDocument[]>();
  if (versionIds.length === 0) return byVersion;
  const rows = await db
    .selectFrom('contract_version_documents')
    .select(['version_id', 'name', 'locale', 'sha256'])
    .where('version_id', 'in', [...new Set(versionIds)])
    .orderBy('version_id')
    .orderBy('position')
    .execute();
  for (const { version_id, ...document } of rows) {
    const list = byVersion.get(version_id) ?? [];
    list.push(document);
    byVersion.set(version_id, list);
  }
  return byVersion;
}

/** Fixes a version's documents as they are now: when it is sent, or its template version changes before signing. */
export async function fixDocuments(db: Db, versionId: number, templateVersionId: number | null): Promise<void> {
  const documents = await currentDocuments(db, templateVersionId);
  await db.deleteFrom('contract_version_documents').where('version_id', '=', versionId).execute();
  if (documents.length > 0)
    await db
      .insertInto('contract_version_documents')
      .values(documents.map((document, position) => ({ version_id: versionId, position, ...document })))
      .execute();
}

const sameDocuments = (a: readonly EvidenceDocument[], b: readonly EvidenceDocument[]) =>
  a.length === b.length &&
  a.every((document, index) => document.sha256 === b[index]!.sha256 && document.locale === b[index]!.locale);

/**
 * The documents a signature covers: those fixed when the version was sent, provided they are still
 * what the recipient is shown (422 once any content changed, was added or removed: what was signed
 * must be what was sent). A version sent before evidence was recorded has none fixed: what is shown
 * now is fixed at its first opening or its signature.
 */
async function documentsToSign(db: Db, row: VersionRow): Promise<EvidenceDocument[]> {
  const fixed = (await fixedDocuments(db, [row.id])).get(row.id) ?? [];
  const shown = await currentDocuments(db, row.template_version_id);
  if (fixed.length === 0) {
    await fixDocuments(db, row.id, row.template_version_id);
    return shown;
  }
  if (!sameDocuments(fixed, shown))
    throw unprocessable([{ propertyPath: 'documents', message: DOCUMENTS_CHANGED_SINCE_SENT }]);
  return fixed;
}

/** The evidence of versions, as their items carry it. */
export async function evidenceOf(db: Db, rows: readonly VersionRow[]): Promise<Map<number, ContractVersionEvidence>> {
  const ids = rows.map((row) => row.id);
  const documents = await fixedDocuments(db, ids);
  const recorded =
    ids.length === 0
      ? []
      : await db.selectFrom('contract_version_evidence').selectAll().where('version_id', 'in', ids).execute();
  const byVersion = new Map(recorded.map((evidence) => [evidence.version_id, evidence]));
  return new Map(
    rows.map((row) => {
      const evidence = byVersion.get(row.id);
      const signer: EvidenceSigner | null =
        row.signed_at !== null && evidence?.signer_name
          ? {
              user: evidence.signer_user_id === null ? null : iriOf('users', evidence.signer_user_id),
              name: evidence.signer_name,
              address: evidence.signer_address,
              userAgent: evidence.signer_user_agent,
            }
          : null;
      return [
        row.id,
        {
          sentAt: row.created_at,
          viewedAt: evidence?.viewed_at ?? null,
          signedAt: row.signed_at,
          signer,
          documents: documents.get(row.id) ?? [],
        },
      ];
    }),
  );
}

/** A user as people know them: given and family name, else the user name. */
export async function personName(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db
    .selectFrom('users')
    .select(['user_name', 'given_name', 'family_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  const name = [user.given_name, user.family_name].filter(Boolean).join(' ').trim();
  return name || user.user_name;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The verification code of a signed version's evidence: the first 80 bits of the SHA-256 of its
 * canonical form (version, sent, signed, signer, documents; the opening is no part of a signature), in Crockford base 32 as XXXX-XXXX-XXXX-XXXX. Printed on the certificate; the
 * Verify call accepts it. Known only to those who saw the evidence or the certificate.
 */
export function verificationCode(versionId: number, evidence: ContractVersionEvidence): string {
  const canonical = JSON.stringify({
    version: iriOf('contract_versions', versionId),
    sentAt: evidence.sentAt,
    signedAt: evidence.signedAt,
    signer: evidence.signer,
    documents: evidence.documents.map(({ name, locale, sha256 }) => ({ name, locale, sha256 })),
  });
  const digest = createHash('sha256').update(canonical).digest();
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < 16) {
      code += CROCKFORD[(value >> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (code.length === 16) break;
  }
  return code.match(/.{4}/g)!.join('-');
}

/** A code as someone typed it: case, spaces, dashes and the letters Crockford reads as digits forgiven. */
export function normalisedCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{16}$/.test(plain)) return null;
  return plain.match(/.{4}/g)!.join('-');
}

/**
 * Records the recipient's first opening of a version (one statement, so two tabs opening it at
 * once record one). True when this was the first; the caller audits it.
 */
export async function recordFirstView(db: Db, row: VersionRow, userId: number): Promise<string | null> {
  const viewedAt = nowIso();
  const recorded = await db
    .insertInto('contract_version_evidence')
    .values({ version_id: row.id, viewed_at: viewedAt, viewer_user_id: userId })
    .onConflict((conflict) =>
      conflict
        .column('version_id')
        .doUpdateSet({ viewed_at: viewedAt, viewer_user_id: userId })
        .where('contract_version_evidence.viewed_at', 'is', null),
    )
    .returning('version_id')
    .executeTakeFirst();
  if (!recorded) return null;
  // A version sent before evidence was recorded: what the recipient is shown now is fixed.
  const fixed = await db
    .selectFrom('contract_version_documents')
    .select('id')
    .where('version_id', '=', row.id)
    .limit(1)
    .executeTakeFirst();
  if (!fixed) await fixDocuments(db, row.id, row.template_version_id);
  return viewedAt;
}

/**
 * Records a signature of version `versionId` (just signed in `context.db`): the signer, its address
 * and user agent, the documents it covers (documentsToSign) and the verification code. Answers the
 * fields its audit entry carries.
 */
export async function recordSignature(context: ResourceContext, versionId: number): Promise<AuditChanges> {
  const { db, user, request } = context;
  if (!request) throw new Error('a signature is recorded with its request');
  const row = await db
    .selectFrom('contract_versions')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
  const documents = await documentsToSign(db, row);
  const who = auditWho(request, user);
  const signer: EvidenceSigner = {
    user: iriOf('users', user.id),
    name: (await personName(db, user.id)) ?? user.userName,
    address: who.address,
    userAgent: who.userAgent,
  };
  const code = verificationCode(versionId, {
    sentAt: row.created_at,
    viewedAt: null,
    signedAt: row.signed_at,
    signer,
    documents,
  });
  const values = {
    signer_user_id: user.id,
    signer_name: signer.name,
    signer_address: signer.address,
    signer_user_agent: signer.userAgent,
    code,
  };
  await db
    .insertInto('contract_version_evidence')
    .values({ version_id: versionId, ...values })
    .onConflict((conflict) => conflict.column('version_id').doUpdateSet(values))
    .execute();
  const set = (value: unknown) => ({ before: null, after: value });
  return {
    signerName: set(signer.name),
    documents: set(documents.map(({ name, locale, sha256 }) => ({ name, locale, sha256 }))),
    verificationCode: set(code),
  };
}

/**
 * The verification code of a signed version, made and kept now for one signed before evidence was
 * recorded (its certificate is the first to need it).
 */
export async function codeOf(db: Db, row: VersionRow, evidence: ContractVersionEvidence): Promise<string> {
  const kept = await db
    .selectFrom('contract_version_evidence')
    .select('code')
    .where('version_id', '=', row.id)
    .executeTakeFirst();
  if (kept?.code) return kept.code;
  const code = verificationCode(row.id, evidence);
  await db
    .insertInto('contract_version_evidence')
    .values({ version_id: row.id, code })
    .onConflict((conflict) => conflict.column('version_id').doUpdateSet({ code }))
    .execute();
  return code;
}
