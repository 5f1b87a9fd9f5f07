import multipart from '@fastify/multipart';
import {
  fileDownloadBody,
  fileRenameBody,
  fileTranslationDownloadBody,
  type ResourcePath,
} from '../../../../contract/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/plugin.js';
import { nowIso } from '../../db/portable.js';
import { accessDenied, invalidIri, MESSAGES, notFound, unprocessable } from '../../hydra/errors.js';
import { JSONLD_CONTENT_TYPE, JSON_MEDIA_TYPES } from '../../hydra/plugin.js';
import { intIdFromIri } from '../../hydra/serialize.js';
import { registerResource } from '../engine/crud.js';
import { publish } from '../../http/events.js';
import type { ResourceContext, RowOf } from '../engine/define.js';
import { fileTranslationResource } from './file-translations.js';
import { fileResource, fileRows, serializeFiles, serializeFileTranslation, usesFiles } from './files.js';
import { tenantForCreate } from '../engine/tenant-owned.js';
import { attachmentHeader, checkedMimeType, downloadName } from './files-content-types.js';
import { readBytes, removeBytes, storeBytes } from './files-store.js';
import { withinQuota } from './files-quota.js';
import { sweepOrphanedBytes, SWEEP_INTERVAL_MS } from './files-sweep.js';
import { displayName, LOCALE, readUpload, type Upload } from './files-upload.js';
import { documentOfRecipient } from './recipient-documents.js';

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
  registerResource(app, fileResource(dataDir));
  registerResource(app, fileTranslationResource(dataDir));
  const tags = ['File'];

  // Bytes no row names (a crash between writing them and committing their row): swept at start,
  // in the background so a large store does not hold the start back, and every hour after.
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= sweepOrphanedBytes(app.db.kysely, dataDir)
      .then((removed) => app.log.info({ removed }, 'orphaned file bytes swept'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping orphaned file bytes failed'))
      .finally(() => {
        sweeping = undefined;
      });
  };
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await sweeping;
  });

  const contextOf = (request: FastifyRequest, db: Trx = app.db.kysely): ResourceContext => {
    const user = callerOf(request);
    if (!usesFiles(user)) throw accessDenied();
    return { db, user, query: {} };
  };

  async function visibleFile(context: ResourceContext, id: number | null): Promise<RowOf<'files'>> {
    const scope = fileRows(context);
    const row =
      id === null
        ? undefined
        : await context.db
            .selectFrom('files')
            .selectAll()
            .where('files.id', '=', id)
            .where((eb) => eb.and(scope ? [scope] : []))
            .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /** Downloads: a file user's visible files; anyone else only the documents sent to them to sign. */
  async function downloadableFile(request: FastifyRequest, id: number | null): Promise<RowOf<'files'>> {
    const user = callerOf(request);
    if (usesFiles(user)) return visibleFile(contextOf(request), id);
    const document = id === null ? undefined : await documentOfRecipient(app.db.kysely, user, id);
    if (!document) throw accessDenied();
    return document;
  }

  /** Checks the bytes and stores them; the caller removes them again if its transaction fails. */
  async function storeChecked(upload: Upload, tenantId: number) {
    if (!upload.file || upload.file.bytes.length === 0)
      throw unprocessable([{ propertyPath: 'file', message: MESSAGES.blank }]);
    const mimeType = checkedMimeType(upload.file.bytes, upload.file.mimetype);
    const storageName = await storeBytes(dataDir, tenantId, upload.file.bytes, mimeType);
    return { storageName, mimeType, size: upload.file.bytes.length };
  }

  /**
   * Runs the database part; new bytes are removed if it fails, replaced bytes once it committed.
   * A write that stores new bytes must leave the tenant within its quota (files-quota.ts).
   */
  async function commitWithBytes<T>(
    tenantId: number,
    created: string[],
    work: (trx: Trx) => Promise<{ result: T; replaced: string[] }>,
  ): Promise<T> {
    try {
      const { result, replaced } = await app.db.kysely
        .transaction()
        .execute((trx) => (created.length > 0 ? withinQuota(trx, quota, tenantId, () => work(trx)) : work(trx)));
      await removeBytes(dataDir, tenantId, replaced);
      return result;
    } catch (error) {
      await removeBytes(dataDir, tenantId, created);
      throw error;
    }
  }

  async function uploadTranslation(request: FastifyRequest, reply: FastifyReply, upload: Upload) {
    const context = contextOf(request);
    const file = await visibleFile(context, idOf(upload.fields.fileId, 'files')).catch(() => {
      throw invalidIri();
    });
    const locale = upload.fields.locale ?? '';
    if (!LOCALE.test(locale))
      throw unprocessable([{ propertyPath: 'locale', message: locale === '' ? MESSAGES.blank : MESSAGES.invalid }]);
    const stored = await storeChecked(upload, file.tenant_id);
    const name = displayName(upload.fields.name ?? upload.file?.filename, file.name);
    const row = await commitWithBytes(file.tenant_id, [stored.storageName], async (trx) => {
      const values = { name, mime_type: stored.mimeType, size: stored.size, storage_name: stored.storageName };
      const existing = await trx
        .selectFrom('file_translations')
        .selectAll()
        .where('file_id', '=', file.id)
        .where('locale', '=', locale)
        .executeTakeFirst();
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
      return { result, replaced: existing ? [existing.storage_name] : [] };
    });
    await publish(request, app.db.kysely, fileResource(dataDir), file, 'updated');
    // A replaced translation answers 201 too: the call is an upload either way.
    return reply.code(201).type(JSONLD_CONTENT_TYPE).send(serializeFileTranslation(row));
  }

  app.post(
    '/file/create_file_upload',
    {
      schema: {
        tags,
        summary: 'Upload a file (multipart: file, name?, locale?, tenant?) or, with fileId and locale, a translation',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const upload = await readUpload(request, ['name', 'locale', 'fileId', 'tenant']);
      if (upload.fields.fileId !== undefined) return uploadTranslation(request, reply, upload);
      const locale = upload.fields.locale;
      if (locale !== undefined && !LOCALE.test(locale))
        throw unprocessable([{ propertyPath: 'locale', message: MESSAGES.invalid }]);
      const tenantId = await tenantForCreate(context, upload.fields.tenant, true);
      if (tenantId === null) throw unprocessable([{ propertyPath: 'tenant', message: MESSAGES.blank }]);
      const stored = await storeChecked(upload, tenantId);
      // `locale` names the language of the upload: it is also kept as that locale's variant.
      const variant =
        locale === undefined ? null : await storeBytes(dataDir, tenantId, upload.file!.bytes, stored.mimeType);
      const created = [stored.storageName, ...(variant ? [variant] : [])];
      const name = displayName(upload.fields.name ?? upload.file?.filename);
      const row = await commitWithBytes(tenantId, created, async (trx) => {
        const now = nowIso();
        const file = await trx
          .insertInto('files')
          .values({
            tenant_id: tenantId,
            name,
            mime_type: stored.mimeType,
            size: stored.size,
            storage_name: stored.storageName,
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
              mime_type: stored.mimeType,
              size: stored.size,
              storage_name: variant,
            })
            .execute();
        return { result: file, replaced: [] };
      });
      await publish(request, app.db.kysely, fileResource(dataDir), row, 'created');
      const [item] = await serializeFiles([row], context);
      return reply.code(201).type(JSONLD_CONTENT_TYPE).send(item);
    },
  );

  app.patch<{ Params: { id: string }; Body: { name?: string } | undefined }>(
    '/update/file/:id',
    {
      schema: {
        tags,
        summary: 'Rename a file (JSON) or replace its content (multipart: file, name?)',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } } },
        body: { content: Object.fromEntries(JSON_MEDIA_TYPES.map((type) => [type, { schema: fileRenameBody }])) },
      },
    },
    async (request, reply) => {
      const context = contextOf(request);
      const file = await visibleFile(context, Number(request.params.id));
      const upload = request.isMultipart() ? await readUpload(request, ['name']) : null;
      const stored = upload ? await storeChecked(upload, file.tenant_id) : null;
      const name = upload
        ? displayName(upload.fields.name ?? upload.file?.filename, file.name)
        : displayName(request.body?.name, file.name);
      const row = await commitWithBytes(file.tenant_id, stored ? [stored.storageName] : [], async (trx) => {
        const changes = stored
          ? { name, mime_type: stored.mimeType, size: stored.size, storage_name: stored.storageName }
          : { name };
        const result = await trx
          .updateTable('files')
          .set({ ...changes, updated_at: nowIso() })
          .where('id', '=', file.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { result, replaced: stored ? [file.storage_name] : [] };
      });
      await publish(request, app.db.kysely, fileResource(dataDir), row, 'updated');
      const [item] = await serializeFiles([row], context);
      return reply.type(JSONLD_CONTENT_TYPE).send(item);
    },
  );

  /** The bytes as an attachment of their stored type; nosniff so a browser never renders them as something else. */
  async function sendAttachment(
    reply: FastifyReply,
    tenantId: number,
    stored: { name: string; mime_type: string; storage_name: string },
  ) {
    const bytes = await readBytes(dataDir, tenantId, stored.storage_name);
    // Seeded demo files have metadata but no content until someone uploads it.
    if (!bytes) throw notFound();
    return reply
      .header('content-disposition', attachmentHeader(downloadName(stored.name, stored.mime_type)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .type(stored.mime_type)
      .send(bytes);
  }

  type DownloadBody = { id?: number | string; '@id'?: string; file?: string } | undefined;

  app.post<{ Body: DownloadBody }>(
    '/file/download',
    { schema: { tags, summary: 'The content of a file, as an attachment', body: fileDownloadBody } },
    async (request, reply) => {
      const body = request.body ?? {};
      const file = await downloadableFile(request, idOf(body.id ?? body.file ?? body['@id'], 'files'));
      return sendAttachment(reply, file.tenant_id, file);
    },
  );

  app.post<{ Body: DownloadBody }>(
    '/file-translation/download',
    {
      schema: {
        tags,
        summary: 'The content of a file translation, as an attachment',
        body: fileTranslationDownloadBody,
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const id = idOf(body.id ?? body['@id'], 'file_translations');
      const variant =
        id === null
          ? undefined
          : await app.db.kysely.selectFrom('file_translations').selectAll().where('id', '=', id).executeTakeFirst();
      // A missing variant is the same answer as a file one may not download.
      const file = await downloadableFile(request, variant?.file_id ?? null);
      if (!variant) throw notFound();
      return sendAttachment(reply, file.tenant_id, variant);
    },
  );
}
