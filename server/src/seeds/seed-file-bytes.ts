import { deflateSync } from 'node:zlib';

/**
 * Content of the demo files, made in code at seed time so the repository holds no binaries and
 * every seeded file downloads: a one-page PDF with a few lines of text, a small PNG picture, or
 * UTF-8 text. Each is valid enough for a browser, a PDF viewer and the upload check (magic bytes).
 */

/** A PDF string literal in WinAnsi (Latin-1): parentheses and backslashes escaped, other characters replaced. */
function pdfText(text: string): string {
  const latin1 = [...text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'")]
    .map((char) => (char.charCodeAt(0) <= 0xff ? char : '?'))
    .join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** A one-page A4 PDF: the first line as a heading, the others below it. */
export function demoPdf(lines: readonly string[]): Buffer {
  const [heading = '', ...rest] = lines;
  const content = [
    'BT',
    `/F1 20 Tf 72 760 Td ${pdfText(heading)} Tj`,
    ...rest.map((line) => `/F1 12 Tf 0 -28 Td ${pdfText(line)} Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type Rgb = readonly [number, number, number];

/** An 8-bit RGB PNG whose pixels `paint` gives. */
export function demoPng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * 3); // each row starts with filter type 0
    for (let x = 0; x < width; x++) rows.set(paint(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE: Rgb = [255, 255, 255];

/** The pictures of the demo set, 160 × 120: a logo mark, an office front and a globe. */
export const PICTURES = {
  /** A white "A" (triangle with a bar) on an orange disc. */
  mark: (x: number, y: number): Rgb => {
    const dx = x - 80;
    const dy = y - 60;
    if (dx * dx + dy * dy > 52 * 52) return WHITE;
    const inA = y > 28 && y < 92 && Math.abs(dx) < (y - 28) * 0.5 + 2;
    const hole = y > 56 && y < 92 && Math.abs(dx) < (y - 56) * 0.5 - 6;
    const bar = y >= 70 && y <= 76 && Math.abs(dx) < (y - 28) * 0.5;
    return inA && (!hole || bar) ? WHITE : [237, 125, 49];
  },
  /** A grey building with lit windows against a blue sky, on green grass. */
  office: (x: number, y: number): Rgb => {
    if (y > 104) return [88, 160, 72];
    const building = x > 40 && x < 120 && y > 24;
    if (!building) return [150 - y / 2, 190 - y / 3, 240];
    const window = (x - 48) % 16 < 8 && (y - 32) % 16 < 8 && x > 47 && x < 113 && y < 100;
    return window ? [255, 220, 120] : [120, 125, 135];
  },
  /** A blue globe with meridians and a parallel. */
  globe: (x: number, y: number): Rgb => {
    const dx = x - 80;
    const dy = y - 60;
    const r2 = dx * dx + dy * dy;
    if (r2 > 50 * 50) return WHITE;
    const meridian = Math.abs(Math.abs(dx) - Math.sqrt(Math.max(0, 50 * 50 - dy * dy)) * 0.5) < 1.5 || Math.abs(dx) < 1;
    const parallel = Math.abs(dy) < 1 || Math.abs(Math.abs(dy) - 25) < 1;
    return meridian || parallel ? WHITE : [40, 110, 200];
  },
} satisfies Record<string, (x: number, y: number) => Rgb>;

export type PictureName = keyof typeof PICTURES;

export const demoPicture = (name: PictureName): Buffer => demoPng(160, 120, PICTURES[name]);

export const demoText = (lines: readonly string[]): Buffer => Buffer.from(`${lines.join('\n')}\n`, 'utf8');
