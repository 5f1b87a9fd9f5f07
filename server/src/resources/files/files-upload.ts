import type { FastifyRequest } from 'fastify';
import { LOCALE_PATTERN } from '../../../../contract/index.js';
import { ApiError, MESSAGES, unprocessable } from '../../hydra/errors.js';
import { ChunkCutter } from './files-store.js';

/** The one file (as the store's chunks) and the text fields of a multipart upload. */
export interface Upload {
  fields: Record<string, string>;
  file: { chunks: Buffer[]; size: number; filename: string; mimetype: string } | null;
}

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads a multipart body within the size cap (413 past it; the file is never held beyond the
 * cap because busboy stops counting there). Only the named text fields are accepted, so a
 * form with an unexpected field is a 422 like a JSON body with one.
 *
 * The file is read whole, cut into the store's chunks as it arrives, before anything is written:
 * writing chunks as they arrive would keep the upload's transaction open at the client's pace,
 * holding SQLite's one connection (every other request waits) or, on PostgreSQL, a pooled
 * connection and the tenant's quota lock, for as long as a slow client takes to send 10 MiB.
 */
export async function readUpload(request: FastifyRequest, allowedFields: readonly string[]): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, 'The content-type is not supported.');
  const upload: Upload = { fields: {}, file: null };
  const unexpected: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload.file) {
          unexpected.push(part.fieldname);
          await part.toBuffer();
          continue;
        }
        const cutter = new ChunkCutter();
        for await (const piece of part.file) cutter.add(piece as Buffer);
        if (part.file.truncated) throw new ApiError(413, 'Request Entity Too Large');
        upload.file = { chunks: cutter.chunks(), size: cutter.size, filename: part.filename, mimetype: part.mimetype };
      } else if (allowedFields.includes(part.fieldname) && typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      } else {
        unexpected.push(part.fieldname);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (LIMIT_CODES.has(code)) throw new ApiError(413, 'Request Entity Too Large');
    // busboy's messages describe the parser; the client only learns its body was malformed.
    throw new ApiError(400, 'Syntax error');
  }
  if (unexpected.length > 0)
    throw unprocessable([...new Set(unexpected)].map((name) => ({ propertyPath: name, message: MESSAGES.unexpected })));
  return upload;
}

/**
 * The name people see: the last path segment only, without control characters, at most 255
 * characters. It is a label in the database and in Content-Disposition, never a path.
 */
export function displayName(raw: string | undefined, fallback = 'file'): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? fallback : clean;
}

/** The wire's locale codes (contract/schemas/common.ts), as the multipart fields are checked by hand. */
export const LOCALE = new RegExp(LOCALE_PATTERN);
