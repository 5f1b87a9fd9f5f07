import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CONTRACT_VERSION_VERIFY_PATH,
  certificateFileName,
  contractVersionCertificatePath,
  contractVersionViewedPath,
  type VerificationResult,
  verificationResultSchema,
} from '../../../../contract/index.js';
import { callerOf, type AuthUser } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import type { Database } from '../../db/schema.js';
import { accessDenied, MESSAGES, unprocessable } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE } from '../../hydra/plugin.js';
import { iriOf } from '../../hydra/serialize.js';
import { jsonLdAnswer, pdfAnswer } from '../../hydra/answers.js';
import { publish } from '../../http/events.js';
import { auditAct } from '../engine/audit.js';
import { answerItem, contextOf, inWrite, itemFor } from '../engine/crud.js';
import type { RowOf } from '../engine/define.js';
import { itemActionSchema, itemParamsSchema } from '../engine/schemas.js';
import { readUpload } from '../files/index.js';
import { certificatePdf, type CertificateFacts } from './certificate-pdf.js';
import { codeOf, evidenceOf, normalisedCode, personName, recordFirstView } from './contract-evidence.js';
import { contractVersionResource, contractVersionScope } from './contract-versions.js';

type Db = Kysely<Database>;

/** The facts a certificate states about a signed version, by name. */
async function factsOf(db: Db, row: RowOf<'contract_versions'>): Promise<CertificateFacts> {
  const contract = await db
    .selectFrom('contracts')
    .innerJoin('tenants', 'tenants.id', 'contracts.tenant_id')
    .leftJoin('companies', 'companies.id', 'contracts.recipient_company_id')
    .select(['contracts.id', 'contracts.template_id', 'tenants.name as tenantName', 'companies.name as companyName'])
    .where('contracts.id', '=', row.contract_id)
    .executeTakeFirstOrThrow();
  const titles =
    contract.template_id === null
      ? []
      : await db
          .selectFrom('contract_template_translations')
          .select(['locale', 'title'])
          .where('template_id', '=', contract.template_id)
          .orderBy('locale')
          .execute();
  const title = (titles.find((text) => text.locale === 'en') ?? titles[0])?.title ?? 'Contract';
  const evidence = (await evidenceOf(db, [row])).get(row.id)!;
  return {
    versionId: row.id,
    contractId: contract.id,
    contractTitle: title,
    tenantName: contract.tenantName,
    senderName: await personName(db, row.sender_user_id),
    recipientCompany: contract.companyName,
    recipientName: await personName(db, row.recipient_user_id),
    evidence,
    code: await codeOf(db, row, evidence),
  };
}

/** Signed versions whose documents or issued certificates have these bytes, or whose code this is. */
async function versionsMatching(db: Db, sha256: string | null, code: string | null): Promise<number[]> {
  const ids = new Set<number>();
  if (sha256) {
    const documents = await db
      .selectFrom('contract_version_documents')
      .innerJoin('contract_versions', 'contract_versions.id', 'contract_version_documents.version_id')
      .select('contract_versions.id')
      .where('contract_version_documents.sha256', '=', sha256)
      .where('contract_versions.signed_at', 'is not', null)
      .orderBy('contract_versions.id')
      .execute();
    const certificates = await db
      .selectFrom('contract_version_certificates')
      .select('version_id as id')
      .where('sha256', '=', sha256)
      .execute();
    for (const { id } of [...documents, ...certificates]) ids.add(id);
  }
  if (code) {
    const coded = await db
      .selectFrom('contract_version_evidence')
      .innerJoin('contract_versions', 'contract_versions.id', 'contract_version_evidence.version_id')
      .select('contract_versions.id')
      .where('contract_version_evidence.code', '=', code)
      .where('contract_versions.signed_at', 'is not', null)
      .execute();
    for (const { id } of coded) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The first of `ids` the caller may see (the collection's scope), or null. */
async function visibleAmong(db: Db, user: AuthUser, ids: number[]): Promise<number | null> {
  if (ids.length === 0) return null;
  const scope = contractVersionScope(user);
  const seen = await db
    .selectFrom('contract_versions')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.and(scope ? [scope] : []))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return seen?.id ?? null;
}

/**
 * Signing evidence (issue 26 part 3): the recipient's first opening, the certificate of completion
 * of a signed version and the Verify call. The multipart parser is registered for this plugin's
 * routes only, like the file uploads'.
 */
export async function contractEvidenceRoutes(app: FastifyInstance): Promise<void> {
  const resource = contractVersionResource;
  const tags = [resource.type];
  await app.register(multipart, {
    limits: { fileSize: app.config.maxUploadBytes, files: 1, fields: 2, fieldSize: 256, parts: 3 },
    throwFileSizeLimit: true,
  });
  const params = itemParamsSchema('int');

  app.post<{ Params: { id: string } }>(
    `/${contractVersionViewedPath(':id')}`,
    { schema: itemActionSchema(resource, 'The recipient opened the version (the first opening is recorded)') },
    async (request, reply) => {
      const user = callerOf(request);
      const opened = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const row = await itemFor(resource, context, request.params.id, 'read');
        // Only the recipient's opening is evidence; a manager reading it is not.
        if (row.recipient_user_id !== user.id) throw accessDenied();
        const viewedAt = await recordFirstView(trx, row, user.id);
        if (viewedAt) await auditAct(request, trx, resource, 'view', row, 'viewedAt', viewedAt);
        return { row, first: viewedAt !== null };
      });
      if (opened.first) await publish(request, app.db.kysely, resource, opened.row, 'updated');
      return answerItem(reply, resource, contextOf(request, app.db.kysely), opened.row);
    },
  );

  app.post<{ Params: { id: string } }>(
    `/${contractVersionCertificatePath(':id')}`,
    {
      schema: {
        tags,
        summary: 'The certificate of completion of a signed version (application/pdf)',
        params,
        answers: pdfAnswer('The certificate of completion'),
      },
    },
    async (request, reply) => {
      const pdf = await inWrite(request, app.db.kysely, async (context) => {
        const trx = context.db;
        const row = await itemFor(resource, context, request.params.id, 'read');
        if (row.signed_at === null)
          throw unprocessable([{ propertyPath: 'signedAt', message: 'This contract version is not signed yet.' }]);
        const bytes = await certificatePdf(await factsOf(trx, row));
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        // The same facts make the same bytes: a certificate is issued once, downloaded any number of times.
        const issued = await trx
          .insertInto('contract_version_certificates')
          .values({ sha256, version_id: row.id, issued_at: nowIso() })
          .onConflict((conflict) => conflict.column('sha256').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (issued) await auditAct(request, trx, resource, 'certificate', row, 'certificateSha256', sha256);
        return Buffer.from(bytes);
      });
      return reply
        .header('content-disposition', `attachment; filename="${certificateFileName(request.params.id)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.post(
    `/${CONTRACT_VERSION_VERIFY_PATH}`,
    {
      schema: {
        tags,
        summary: 'Whether a document or certificate (multipart file), or a code, matches a signed version',
        consumes: ['multipart/form-data'],
        answers: jsonLdAnswer(
          200,
          'Whether it matches, and the version when the caller may see it',
          verificationResultSchema,
        ),
      },
    },
    async (request, reply): Promise<VerificationResult> => {
      const user = callerOf(request);
      const upload = await readUpload(request, ['code']);
      const typed = upload.fields.code?.trim() ?? '';
      const code = typed === '' ? null : normalisedCode(typed);
      if (typed !== '' && code === null) throw unprocessable([{ propertyPath: 'code', message: MESSAGES.invalid }]);
      if (!upload.file && code === null) throw unprocessable([{ propertyPath: 'file', message: MESSAGES.blank }]);
      let sha256: string | null = null;
      if (upload.file) {
        const hash = createHash('sha256');
        for (const chunk of upload.file.chunks) hash.update(chunk);
        sha256 = hash.digest('hex');
      }
      const ids = await versionsMatching(app.db.kysely, sha256, code);
      // A match the caller may not see is told as a match, never which version or whose it is.
      const visible = await visibleAmong(app.db.kysely, user, ids);
      return reply.type(JSONLD_CONTENT_TYPE).send({
        match: ids.length > 0,
        version: visible === null ? null : iriOf('contract_versions', visible),
      });
    },
  );
}
