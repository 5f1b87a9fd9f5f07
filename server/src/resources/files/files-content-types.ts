import { ApiError, unprocessable } from '../../hydra/errors.js';

/**
 * What uploaded bytes are (by their first bytes, never by their name or declared type) and what a
 * download of them is called: the stored type decides the extension.
 */

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Types a declared type may claim for content that sniffs as the key; the first is the default. */
const FAMILIES: Record<string, { types: string[]; extension: string }> = {
  pdf: { types: ['application/pdf'], extension: '.pdf' },
  png: { types: ['image/png'], extension: '.png' },
  jpeg: { types: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extension: '.jpg' },
  gif: { types: ['image/gif'], extension: '.gif' },
  // DOCX, XLSX and PPTX are ZIP containers: the magic bytes cannot tell them apart.
  zip: { types: ['application/zip', DOCX, XLSX, PPTX, 'application/x-zip-compressed'], extension: '.zip' },
  text: { types: ['text/plain', 'text/csv', 'text/markdown'], extension: '.txt' },
};

const EXTENSIONS: Record<string, string> = {
  [DOCX]: '.docx',
  [XLSX]: '.xlsx',
  [PPTX]: '.pptx',
  'text/csv': '.csv',
  'text/markdown': '.md',
};
/** Other spellings a download name may keep for a type (besides the one above). */
const ALSO: Record<string, string[]> = { 'image/jpeg': ['.jpeg'], 'text/markdown': ['.markdown'] };

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Content as one buffer or as its chunks in order (an upload is read as chunks, never joined). */
export type Content = Buffer | readonly Buffer[];

/** What the bytes are, by their first bytes only (never by the name or the declared type). */
export function sniff(content: Content): keyof typeof FAMILIES | null {
  const chunks = Buffer.isBuffer(content) ? [content] : content;
  // The longest signature is 8 bytes; a first chunk shorter than that is all there is, or nearly.
  const bytes = (chunks[0]?.length ?? 0) >= 8 ? chunks[0]! : Buffer.concat(chunks.slice(0, 8));
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (bytes.length > 0 && isText(chunks)) return 'text';
  return null;
}

/** UTF-8 without NUL throughout, a character may span two chunks. */
function isText(chunks: readonly Buffer[]): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (const chunk of chunks) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The type to store and serve: the declared type when the content is of that kind (a browser's
 * generic application/octet-stream takes the sniffed default), else 415 for content we do not
 * take at all and 422 for content that is not what it claims (a fake PDF).
 */
export function checkedMimeType(content: Content, declared: string | undefined): string {
  const kind = sniff(content);
  if (kind === null) throw new ApiError(415, 'The file type is not supported.');
  const family = FAMILIES[kind]!;
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/octet-stream') return family.types[0]!;
  if (!family.types.includes(type))
    throw unprocessable([{ propertyPath: 'file', message: 'The file content does not match its declared type.' }]);
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}

export function extensionOf(mimeType: string): string {
  return EXTENSIONS[mimeType] ?? Object.values(FAMILIES).find((f) => f.types.includes(mimeType))?.extension ?? '';
}

/**
 * The name a download is saved under: its extension is the stored type's (what the bytes are),
 * so "report.html" stored as text/plain is saved as "report.txt" and never opened as a page.
 * An extension that already fits the type is kept as written.
 */
export function downloadName(name: string, mimeType: string): string {
  const wanted = extensionOf(mimeType);
  if (wanted === '') return name;
  const dot = name.lastIndexOf('.');
  const current = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (current === wanted || (ALSO[mimeType] ?? []).includes(current)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name}${wanted}`;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…`: safe for any name, readable in every browser. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
