import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ContractVersionEvidence } from '../../../../contract/index.js';

/** What a certificate of completion states, in the words people know (names, not IRIs). */
export interface CertificateFacts {
  versionId: number;
  contractId: number;
  contractTitle: string;
  /** The sending side: the tenant and the user who sent the version. */
  tenantName: string;
  senderName: string | null;
  /** The receiving side: the recipient company and user. */
  recipientCompany: string | null;
  recipientName: string | null;
  evidence: ContractVersionEvidence;
  code: string;
}

const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяєіїґђјљњћџ';
// One spelling per letter above, in order ('-': the sign is dropped).
const CYRILLIC_LATIN =
  'a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya ye i yi g dj j lj nj c dz'
    .split(' ')
    .map((spelling) => (spelling === '-' ? '' : spelling));
const GREEK = 'αβγδεζηθικλμνξοπρσςτυφχψω';
const GREEK_LATIN = 'a v g d e z i th i k l m n x o p r s s t y f ch ps o'.split(' ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Letters the standard fonts lack, spelled with ones they have: Latin letters without a WinAnsi
 * form, Cyrillic and Greek by a plain transliteration (names on a certificate stay readable).
 * Everything else becomes "?".
 */
const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  ...Object.fromEntries(
    [...CYRILLIC].flatMap((letter, index) => [
      [letter, CYRILLIC_LATIN[index]!],
      [letter.toUpperCase(), capital(CYRILLIC_LATIN[index]!)],
    ]),
  ),
  ...Object.fromEntries(
    [...GREEK].flatMap((letter, index) => [
      [letter, GREEK_LATIN[index]!],
      [letter.toUpperCase(), capital(GREEK_LATIN[index]!)],
    ]),
  ),
};

/**
 * Text the font can draw: pdf-lib's standard fonts are WinAnsi only and throw on anything else
 * (no font is embedded: @pdf-lib/fontkit is not installed), so a character outside it is spelled
 * as in SPELLED or loses its accent (NFKD), else becomes "?".
 */
export function drawable(font: PDFFont): (text: string) => string {
  const known = new Set(font.getCharacterSet());
  const can = (char: string) => known.has(char.codePointAt(0)!);
  return (text) =>
    [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((char) => {
        if (can(char)) return char;
        const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
        const plain = (SPELLED[char] ?? SPELLED[base] ?? base).split('').filter(can).join('');
        return plain === '' ? '?' : plain;
      })
      .join('');
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** Lines written down the page, onto a new page when one is full. */
class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { text: PDFFont; bold: PDFFont; mono: PDFFont },
  ) {
    this.page = pdf.addPage(A4);
  }

  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** `text` wrapped to the page's width (at spaces, or anywhere in a long word such as a hash). */
  line(
    text: string,
    options: { size?: number; font?: 'text' | 'bold' | 'mono'; muted?: boolean; indent?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = this.fonts[options.font ?? 'text'];
    const x = MARGIN + (options.indent ?? 0);
    const width = A4[0] - MARGIN - x;
    for (const piece of wrap(drawable(font)(text), (part) => font.widthOfTextAtSize(part, size), width)) {
      this.room(size * 1.45);
      this.y -= size * 1.45;
      this.page.drawText(piece, { x, y: this.y, size, font, color: options.muted ? MUTED : INK });
    }
  }

  gap(points = 8) {
    this.y -= points;
  }

  heading(text: string) {
    this.gap(10);
    this.line(text, { size: 12, font: 'bold' });
    this.gap(2);
  }

  /** "label: value" as two lines, the value indented. */
  fact(label: string, value: string | null, font: 'text' | 'mono' = 'text') {
    this.line(label, { muted: true, size: 9 });
    this.line(value ?? 'not recorded', { indent: 12, font, muted: value === null });
  }
}

function wrap(text: string, widthOf: (text: string) => number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (widthOf(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
    while (widthOf(current) > width) {
      let cut = current.length - 1;
      while (cut > 1 && widthOf(current.slice(0, cut)) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

/** An ISO time as people read it on paper: 2026-11-27 13:05:09 UTC. */
const when = (iso: string | null) => (iso === null ? null : `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`);

/**
 * The certificate of completion of a signed version, as PDF bytes. Deterministic: the same facts
 * give the same bytes (its dates are the signature's, never the time of the download), so every
 * download of a certificate is the one the platform recognises (contract_version_certificates).
 * The verification code is also in the document's keywords.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const signedAt = new Date(facts.evidence.signedAt ?? facts.evidence.sentAt);
  pdf.setTitle(`Certificate of completion: contract ${facts.contractId}, version ${facts.versionId}`);
  pdf.setSubject(`Verification code ${facts.code}`);
  pdf.setKeywords([`verification-code:${facts.code}`]);
  pdf.setProducer('Contract platform');
  pdf.setCreator('Contract platform');
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  const fonts = {
    text: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const out = new Writer(pdf, fonts);
  const { evidence } = facts;

  out.line('Certificate of completion', { size: 20, font: 'bold' });
  out.gap(4);
  out.line(
    'This certificate records the sending, opening and signature of a contract version, and the SHA-256 hash of every document it was signed with.',
    { muted: true },
  );

  out.heading('Contract');
  out.fact('Contract', `${facts.contractTitle} (no. ${facts.contractId})`);
  out.fact('Version', `no. ${facts.versionId}`);

  out.heading('Parties');
  out.fact('Sent by', [facts.tenantName, facts.senderName].filter(Boolean).join(': '));
  out.fact('Sent to', [facts.recipientCompany, facts.recipientName].filter(Boolean).join(': ') || null);
  out.fact('Signed by', evidence.signer?.name ?? null);

  out.heading('Documents');
  if (evidence.documents.length === 0) out.line('No document was recorded with this version.', { muted: true });
  for (const document of evidence.documents) {
    out.line(document.locale ? `${document.name} (${document.locale})` : document.name, { font: 'bold' });
    out.line(`SHA-256 ${document.sha256}`, { font: 'mono', size: 8.5, indent: 12 });
    out.gap(3);
  }

  out.heading('Timeline');
  out.fact('Sent', when(evidence.sentAt));
  out.fact('Opened by the recipient', when(evidence.viewedAt));
  out.fact('Signed', when(evidence.signedAt));
  out.fact('Signed from the address', evidence.signer?.address ?? null);
  out.fact('With the user agent', evidence.signer?.userAgent ?? null);

  out.heading('Verification');
  out.fact('Verification code', facts.code, 'mono');
  out.line(
    'Upload this certificate, or a signed document, on the Verify screen of the console (Contract > Verify), or enter the code there, to check that it matches a signed version.',
    { muted: true, size: 9 },
  );
  return pdf.save({ useObjectStreams: false });
}
