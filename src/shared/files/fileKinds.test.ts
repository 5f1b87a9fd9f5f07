import { contentTypeOf, documentViewOf, fileKindOf, formatSize, hasThumbnail } from './fileKinds';

describe('fileKindOf', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word'],
    ['application/msword', 'word'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'spreadsheet'],
    ['text/csv', 'spreadsheet'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'presentation'],
    ['text/plain; charset=utf-8', 'text'],
    ['text/markdown', 'text'],
    ['application/zip', 'archive'],
    ['APPLICATION/PDF', 'pdf'],
    ['application/octet-stream', 'other'],
    ['', 'other'],
    [null, 'other'],
  ])('%s is %s', (mimeType, kind) => {
    expect(fileKindOf(mimeType)).toBe(kind);
  });
});

describe('hasThumbnail', () => {
  it('fetches bytes only for images a browser shows as they are', () => {
    expect(hasThumbnail('image/png')).toBe(true);
    expect(hasThumbnail('image/jpeg')).toBe(true);
    expect(hasThumbnail('image/gif')).toBe(true);
    // An SVG could carry script; it is shown by its icon, never rendered from the platform's bytes.
    expect(hasThumbnail('image/svg+xml')).toBe(false);
    expect(hasThumbnail('application/pdf')).toBe(false);
    expect(hasThumbnail(undefined)).toBe(false);
  });
});

describe('formatSize', () => {
  it('shows bytes in binary units', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(48213)).toBe('47 KB');
    expect(formatSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatSize(null)).toBe('-');
    expect(formatSize(-1)).toBe('-');
  });
});

describe('documentViewOf', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['APPLICATION/PDF; charset=binary', 'pdf'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/webp', 'image'],
    ['image/gif', 'image'],
    ['image/svg+xml', 'image'],
    ['image/tiff', 'none'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'none'],
    ['text/plain', 'none'],
    ['', 'none'],
    [null, 'none'],
  ])('%s is shown as %s', (mimeType, view) => {
    expect(documentViewOf(mimeType)).toBe(view);
  });
});

describe('contentTypeOf', () => {
  it('takes the type the platform answered, the listed one when the answer is generic', () => {
    expect(contentTypeOf(new Blob([], { type: 'image/png' }), 'application/pdf')).toBe('image/png');
    expect(contentTypeOf(new Blob([], { type: 'application/octet-stream' }), 'application/pdf')).toBe(
      'application/pdf',
    );
    expect(contentTypeOf(new Blob([]), 'application/pdf')).toBe('application/pdf');
    expect(contentTypeOf(new Blob([]), undefined)).toBe('');
  });
});
