/**
 * What a stored file is, for people: by its type as the platform stored it (the platform checks
 * content by magic bytes, so the type is trustworthy). Drives the icon of a file and whether the
 * gallery shows a thumbnail.
 */
export type FileKind = 'image' | 'pdf' | 'word' | 'spreadsheet' | 'presentation' | 'text' | 'archive' | 'other';

const BY_TYPE: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'application/vnd.ms-powerpoint': 'presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'presentation',
  'application/zip': 'archive',
  'application/x-zip-compressed': 'archive',
};

/** 'image/png; charset=binary' → 'image'; anything unknown → 'other'. */
export function fileKindOf(mimeType: string | null | undefined): FileKind {
  const type = (mimeType ?? '').split(';')[0].trim().toLowerCase();
  if (BY_TYPE[type]) return BY_TYPE[type];
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('text/')) return 'text';
  return 'other';
}

/** Images a browser shows as they are; only these get a thumbnail (their bytes are fetched). */
const SHOWN_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export function hasThumbnail(mimeType: string | null | undefined): boolean {
  return SHOWN_IMAGES.has((mimeType ?? '').split(';')[0].trim().toLowerCase());
}

/** How the document viewer shows a file: pages of a PDF, an image as it is, or not at all. */
export type DocumentView = 'pdf' | 'image' | 'none';

/** The gallery's images and SVG (an <img> never runs an SVG's scripts). */
const VIEWED_IMAGES = new Set([...SHOWN_IMAGES, 'image/svg+xml']);

export function documentViewOf(mimeType: string | null | undefined): DocumentView {
  const type = (mimeType ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  return VIEWED_IMAGES.has(type) ? 'image' : 'none';
}

/**
 * The type of downloaded bytes: the platform answers with the type it stored (checked by magic
 * bytes), which beats what a list said; a generic answer leaves the listed type.
 */
export function contentTypeOf(blob: Blob, listed: string | null | undefined): string {
  const answered = blob.type.split(';')[0].trim().toLowerCase();
  return answered && answered !== 'application/octet-stream' ? answered : (listed ?? '');
}

/** What the upload field offers in the browser's file dialog; the platform decides in the end. */
export const ACCEPTED_UPLOADS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.docx',
  '.xlsx',
  '.pptx',
  '.zip',
  '.txt',
  '.csv',
  '.md',
].join(',');

/** 1536 → '1.5 KB' (binary units, one decimal below 10). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value).toString() : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
