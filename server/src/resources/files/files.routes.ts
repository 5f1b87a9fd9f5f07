import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  ITEM_SCHEMAS,
  fileDownloadBody,
  fileRenameBody,
  fileTranslationDownloadBody,
  type ResourcePath,
  routeOf,
} from '../../../../contract/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import { accessDenied, invalidIri, MESSAGES, notFound, unprocessable } from '../../hydra/errors.js';
import { JSON_MEDIA_TYPES } from '../../hydra/plugin.js';
import { intIdFromIri } from '../../hydra/serialize.js';
import { answerItem, contextOf, inWrite, registerResource, visibleRow } from '../engine/crud.js';
import { auditWrites } from '../engine/audit.js';
import { publish } from '../../http/events.js';
import type { JsonSchema, ResourceContext, RowOf } from '../engine/define.js';
import { fileTranslationResource } from './file-translations.js';
import { fileResource, usesFiles } from './files.js';
import { tenantForCreate } from '../engine/tenant-owned.js';
import { attachmentHeader, checkedMimeType, downloadName } from './files-content-types.js';
import { CHUNKS, deleteChunks, newStorageName, readContent, writeChunks, type ChunkTable } from './files-store.js';
import { withinQuota } from './files-quota.js';
import { moveDiskBytesIn } from './files-disk-import.js';
import { displayName, LOCALE, readUpload, type Upload } from './files-upload.js';
import { documentOfRecipient } from './recipient-documents.js';
import { fileContentAnswer, itemAnswer, jsonLdAnswer } from '../../hydra/answers.js';

type Trx = ResourceContext['db'];

/** A file id as the console sends it: a number, a numeric string, or the file's IRI. */
function idOf(value: unknown, path: ResourcePath): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string') return /^\d{1,15}$/.test(value) ? Number(value) : intIdFromIri(value, path);
  return null;
}

/**
 * Files of spec section 7: multipart upload (a new file, or with `fileId` + `locale` a file's
 * translation), rename or replace, and downloads as attachments. The multipart parser is
 * registered in this plugin only; every other route keeps answering 415 to multipart.
 */
export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const { dataDir, maxUploadBytes } = app.config;
  const quota = { files: app.config.uploadQuotaFiles, bytes: app.config.uploadQuotaBytes };
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 8, fieldSize: 1024, parts: 12 },
    throwFileSizeLimit: true,
  });
  registerResource(app, fileResource);
  registerResource(app, fileTranslationResource);
  const tags = ['File'];

  // Bytes an earlier version wrote to the data folder move into the database before the server
  // answers, so every file it lists downloads (files-disk-import.ts).
  app.addHook('onReady', async () => {
    const moved = await moveDiskBytesIn(app.db.kysely, dataDir, app.log);
    if (moved.moved + moved.removed + moved.left > 0) app.log.info(moved, 'file bytes moved from the data folder');
  });

  /** The caller's context, for those who use files at all (403 for the others). */
  const filesContextOf = (request: FastifyRequest, db: Trx = app.db.kysely): ResourceContext => {
    const context = contextOf(request, db);
    if (!usesFiles(context.user)) throw accessDenied();
    return context;
  };

  async function visibleFile(context: ResourceContext, id: number | null): Promise<RowOf<'files'>> {
    if (id === null) throw notFound();
    return visibleRow(fileResource, context, String(id));
  }

  /** Downloads: a file user's visible files; anyone else only the documents sent to them to sign. */
  async function downloadableFile(request: FastifyRequest, id: number | null): Promise<RowOf<'files'>> {
    const user = callerOf(request);
    if (usesFiles(user)) return visibleFile(filesContextOf(request), id);
    const document = id === null ? undefined : await documentOfRecipient(app.db.kysely, user, id);
    if (!document) throw accessDenied();
    return document;
  }

  /** The upload's bytes if they are there (422), of a type taken (415) and what they claim (422). */
  function checkedContent(upload: Upload) {
    if (!upload.file || upload.file.size === 0)
      throw unprocessable([{ propertyPath: 'file', message: MESSAGES.blank }]);
    const { chunks, size, mimetype } = upload.file;
    return { chunks, size, mimeType: checkedMimeType(chunks, mimetype), sha256: sha256Of(chunks) };
  }
  /** The audit trail keeps an upload's hash, never its bytes. */
  function sha256Of(chunks: Buffer[]): string {
    const hash = createHash('sha256');
    for (const chunk of chunks) hash.update(chunk);
    return hash.digest('hex');
  }
  type CheckedContent = ReturnType<typeof checkedContent>;
  const hashOf = (content: CheckedContent) => ({ sha256: { before: null, after: content.sha256 } });

  /**
   * One transaction for the bytes and their rows, so a failure or a crash leaves neither: the
   * content is written under each of `storageNames`, then `work` writes the rows naming them and
   * the tenant's quota is checked on those (files-quota.ts). The bytes go first so that the quota
   * lock, which queues the tenant's uploads on PostgreSQL, is held for the rows only (the chunks'
   * foreign key is checked at commit).
   */
  async function storeWithRows<T>(
    request: FastifyRequest,
    tenantId: number,
    content: CheckedContent,
    storageNames: [ChunkTable, string][],
    work: (trx: Trx) => Promise<T>,
  ): Promise<T> {
    return inWrite(request, app.db.kysely, async ({ db: trx }) => {
      for (const [table, storageName] of storageNames) await writeChunks(trx, table, storageName, content.chunks);
      return withinQuota(trx, quota, tenantId, () => work(trx));
    });
  }

  async function uploadTranslation(request: FastifyRequest, reply: FastifyReply, upload: Upload) {
    const context = filesContextOf(request);
    const file = await visibleFile(context, idOf(upload.fields.fileId, 'files')).catch(() => {
      throw invalidIri();
    });
    const locale = upload.fields.locale ?? '';
    if (!LOCALE.test(locale))
      throw unprocessable([{ propertyPath: 'locale', message: locale === '' ? MESSAGES.blank : MESSAGES.invalid }]);
    const content = checkedContent(upload);
    const name = displayName(upload.fields.name ?? upload.file?.filename, file.name);
    const storageName = newStorageName(content.mimeType);
    const row = await storeWithRows(
      request,
      file.tenant_id,
      content,
      [[CHUNKS.translation, storageName]],
      async (trx) => {
        const values = { name, mime_type: content.mimeType, size: content.size, storage_name: storageName };
        const existing = await trx
          .selectFrom('file_translations')
          .selectAll()
          .where('file_id', '=', file.id)
          .where('locale', '=', locale)
          .executeTakeFirst();
        // Read under the quota lock: a replacement that committed meanwhile is seen, and its bytes go.
        if (existing) await deleteChunks(trx, CHUNKS.translation, existing.storage_name);
        const result = existing
          ? await trx
              .updateTable('file_translations')
              .set(values)
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('file_translations')
              .values({ ...values, file_id: file.id, locale })
              .returningAll()
              .executeTakeFirstOrThrow();
        await trx.updateTable('files').set({ updated_at: nowIso() }).where('id', '=', file.id).execute();
        await auditWrites(request, trx, [
          {
            resource: fileTranslationResource,
            action: 'upload',
            before: existing,
            after: result,
            extra: hashOf(content),
          },
        ]);
        return result;
      },
    );
    await publish(request, app.db.kysely, fileResource, file, 'updated');
    // A replaced translation answers 201 too: the call is an upload either way.
    return answerItem(reply, fileTranslationResource, context, row, 201);
  }

  app.post(
    routeOf('fileUpload'),
    {
      schema: {
        tags,
        summary: 'Upload a file (multipart: file, name?, locale?, tenant?) or, with fileId and locale, a translation',
        consumes: ['multipart/form-data'],
        answers: jsonLdAnswer(201, 'Created: the new file, or the new translation with fileId', {
          anyOf: [ITEM_SCHEMAS.files, ITEM_SCHEMAS.file_translations],
        }),
      },
    },
    async (request, reply) => {
      const context = filesContextOf(request);
      const upload = await readUpload(request, ['name', 'locale', 'fileId', 'tenant']);
      if (upload.fields.fileId !== undefined) return uploadTranslation(request, reply, upload);
      const locale = upload.fields.locale;
      if (locale !== undefined && !LOCALE.test(locale))
        throw unprocessable([{ propertyPath: 'locale', message: MESSAGES.invalid }]);
      const tenantId = await tenantForCreate(context, upload.fields.tenant, true);
      if (tenantId === null) throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
      const content = checkedContent(upload);
      const storageName = newStorageName(content.mimeType);
      // `locale` names the language of the upload: it is also kept as that locale's variant.
      const variant = locale === undefined ? null : newStorageName(content.mimeType);
      const name = displayName(upload.fields.name ?? upload.file?.filename);
      const storageNames: [ChunkTable, string][] = [[CHUNKS.file, storageName]];
      if (variant) storageNames.push([CHUNKS.translation, variant]);
      const row = await storeWithRows(request, tenantId, content, storageNames, async (trx) => {
        const now = nowIso();
        const file = await trx
          .insertInto('files')
          .values({
            tenant_id: tenantId,
            name,
            mime_type: content.mimeType,
            size: content.size,
            storage_name: storageName,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (variant && locale)
          await trx
            .insertInto('file_translations')
            .values({
              file_id: file.id,
              locale,
              name,
              mime_type: content.mimeType,
              size: content.size,
              storage_name: variant,
            })
            .execute();
        await auditWrites(request, trx, [
          {
            resource: fileResource,
            action: 'upload',
            after: file,
            extra: { ...hashOf(content), locale: { before: null, after: locale ?? null } },
          },
        ]);
        return file;
      });
      await publish(request, app.db.kysely, fileResource, row, 'created');
      return answerItem(reply, fileResource, context, row, 201);
    },
  );

  app.patch<{ Params: { id: string }; Body: { name?: string } | undefined }>(
    routeOf('fileRename'),
    {
      schema: {
        tags,
        summary: 'Rename a file (JSON) or replace its content (multipart: file, name?)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } } },
        body: { content: Object.fromEntries(JSON_MEDIA_TYPES.map((type) => [type, { schema: fileRenameBody }])) },
        answers: itemAnswer('files'),
      },
    },
    async (request, reply) => {
      const context = filesContextOf(request);
      const file = await visibleFile(context, Number(request.params.id));
      const upload = request.isMultipart() ? await readUpload(request, ['name']) : null;
      const content = upload ? checkedContent(upload) : null;
      const name = upload
        ? displayName(upload.fields.name ?? upload.file?.filename, file.name)
        : displayName(request.body?.name, file.name);
      const update = async (
        trx: Trx,
        changes: Partial<Pick<RowOf<'files'>, 'mime_type' | 'size' | 'storage_name'>>,
      ) => {
        const updated = await trx
          .updateTable('files')
          .set({ ...changes, name, updated_at: nowIso() })
          .where('id', '=', file.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditWrites(request, trx, [
          {
            resource: fileResource,
            action: content ? 'upload' : 'rename',
            before: file,
            after: updated,
            extra: content ? hashOf(content) : {},
          },
        ]);
        return updated;
      };
      const replace = (replacement: CheckedContent, storageName = newStorageName(replacement.mimeType)) =>
        storeWithRows(request, file.tenant_id, replacement, [[CHUNKS.file, storageName]], async (trx) => {
          // Read under the quota lock: a replacement that committed meanwhile is seen, and its bytes go.
          const current = await trx
            .selectFrom('files')
            .select('storage_name')
            .where('id', '=', file.id)
            .executeTakeFirstOrThrow();
          await deleteChunks(trx, CHUNKS.file, current.storage_name);
          return update(trx, { mime_type: replacement.mimeType, size: replacement.size, storage_name: storageName });
        });
      const row = content
        ? await replace(content)
        : await inWrite(request, app.db.kysely, ({ db: trx }) => update(trx, {}));
      await publish(request, app.db.kysely, fileResource, row, 'updated');
      return answerItem(reply, fileResource, context, row);
    },
  );

  /**
   * The bytes as an attachment of their stored type, streamed a chunk at a time; nosniff so a
   * browser never renders them as something else.
   */
  type StoredContent = { name: string; mime_type: string; storage_name: string; size: number };
  async function sendAttachment(reply: FastifyReply, table: ChunkTable, stored: StoredContent) {
    const content = await readContent(app.db.kysely, table, stored.storage_name, stored.size);
    // A row whose bytes are still in a data folder (files-disk-import.ts) has none here.
    if (!content) throw notFound();
    return reply
      .header('content-disposition', attachmentHeader(downloadName(stored.name, stored.mime_type)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-length', stored.size)
      .type(stored.mime_type)
      .send(content);
  }

  type DownloadBody = { id?: number | string; '@id'?: string; file?: string } | undefined;

  /** `POST` of a download: the body names the row, whose bytes answer as an attachment. */
  function downloadRoute(
    call: 'fileDownload' | 'fileTranslationDownload',
    what: string,
    body: JsonSchema,
    stored: (request: FastifyRequest, named: NonNullable<DownloadBody>) => Promise<[ChunkTable, StoredContent]>,
  ) {
    app.post<{ Body: DownloadBody }>(
      routeOf(call),
      {
        schema: {
          tags,
          summary: `The content of a ${what}, as an attachment`,
          body,
          answers: fileContentAnswer(`The ${what}, in its stored media type`),
        },
      },
      async (request, reply) => sendAttachment(reply, ...(await stored(request, request.body ?? {}))),
    );
  }

  downloadRoute('fileDownload', 'file', fileDownloadBody, async (request, body) => [
    CHUNKS.file,
    await downloadableFile(request, idOf(body.id ?? body.file ?? body['@id'], 'files')),
  ]);

  downloadRoute('fileTranslationDownload', 'file translation', fileTranslationDownloadBody, async (request, body) => {
    const id = idOf(body.id ?? body['@id'], 'file_translations');
    const variant =
      id === null
        ? undefined
        : await app.db.kysely.selectFrom('file_translations').selectAll().where('id', '=', id).executeTakeFirst();
    // A missing variant is the same answer as a file one may not download.
    await downloadableFile(request, variant?.file_id ?? null);
    if (!variant) throw notFound();
    return [CHUNKS.translation, variant];
  });
}
