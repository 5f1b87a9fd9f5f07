import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { demoPdf, demoPng } from '../src/seeds/seed-file-bytes.js';
import { sniff } from '../src/resources/files/files-content-types.js';
import { as, buildTestApp } from './helpers.js';
import { getAs, type Collection } from './api-helpers.js';

interface FileItem {
  '@id': string;
  name: string;
  mimeType: string;
  size: number;
  translations: { '@id': string; locale: string; name: string; mimeType: string; size: number }[];
}

const KIND_OF_TYPE: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'text/plain': 'text' };

/** What a browser saves: the type, the name in Content-Disposition and the bytes. */
async function download(app: FastifyInstance, userName: string, url: string, iri: string) {
  const response = await as(app, userName, { method: 'POST', url, payload: { '@id': iri } });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']).split(';')[0],
    disposition: String(response.headers['content-disposition']),
    bytes: response.rawPayload,
  };
}

describe('demo files ship real bytes', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(() => app.close());

  for (const userName of ['tenant.admin', 'globex.admin']) {
    test(`every demo file of ${userName}'s tenant and every translation downloads with its type and size`, async () => {
      const { body } = await getAs<Collection<FileItem>>(app, userName, '/api/files?itemsPerPage=100');
      const files = body['hydra:member'];
      assert.ok(
        files.some((file) => file.mimeType === 'image/png'),
        'a picture for the gallery',
      );
      assert.ok(
        files.some((file) => file.translations.length > 0),
        'translated files',
      );
      for (const file of files) {
        const original = await download(app, userName, '/api/file/download', file['@id']);
        assert.equal(original.status, 200, file.name);
        assert.equal(original.type, file.mimeType, file.name);
        assert.equal(original.bytes.length, file.size, `${file.name}: the listed size is the stored size`);
        assert.equal(sniff(original.bytes), KIND_OF_TYPE[file.mimeType], `${file.name}: content is what it claims`);
        assert.match(original.disposition, /^attachment; filename=/);
        for (const variant of file.translations) {
          const translated = await download(app, userName, '/api/file-translation/download', variant['@id']);
          assert.equal(translated.status, 200, variant.name);
          assert.equal(translated.type, variant.mimeType, variant.name);
          assert.equal(translated.bytes.length, variant.size, variant.name);
          assert.ok(!translated.bytes.equals(original.bytes), `${variant.name} differs from the original`);
        }
      }
    });
  }

  test('a demo PDF is well formed: its cross-reference table is where the trailer says', () => {
    const pdf = demoPdf(['Tarif (2027) – Übersicht', 'Acme']).toString('latin1');
    const offset = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    assert.equal(pdf.slice(offset, offset + 4), 'xref');
    for (const [index, match] of [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].entries())
      assert.ok(pdf.slice(Number(match[1])).startsWith(`${index + 1} 0 obj`), `object ${index + 1}`);
    assert.ok(pdf.includes('(Tarif \\(2027\\) - \xdcbersicht) Tj'), 'escaped, Latin-1 text');
  });

  test('a demo PNG has the size it declares, valid chunk checksums and one row of pixels per line', () => {
    const png = demoPng(3, 2, (x) => [x * 80, 0, 0]);
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const typed = png.subarray(at + 4, at + 8 + length);
      assert.equal(png.readUInt32BE(at + 8 + length), zlib.crc32(typed), 'checksum as a reader computes it');
      chunks.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
      at += 12 + length;
    }
    assert.deepEqual(
      chunks.map((chunk) => chunk.type),
      ['IHDR', 'IDAT', 'IEND'],
    );
    assert.equal(chunks[0]!.data.readUInt32BE(0), 3);
    assert.equal(chunks[0]!.data.readUInt32BE(4), 2);
    const pixels = zlib.inflateSync(chunks[1]!.data);
    assert.equal(pixels.length, 2 * (1 + 3 * 3));
    assert.deepEqual([...pixels.subarray(0, 10)], [0, 0, 0, 0, 80, 0, 0, 160, 0, 0]);
  });
});
