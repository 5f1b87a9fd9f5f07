import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENTS_CHANGED_SINCE_SENT, type ContractVersion } from '../../contract/index.js';
import { as, buildTestApp } from './helpers.js';
import { getAs, json } from './api-helpers.js';
import { send, userIri } from './contracts-fixture.js';
import { multipart, PDF } from './files-fixture.js';
import { drawable } from '../src/resources/contracts/certificate-pdf.js';
import { normalisedCode } from '../src/resources/contracts/contract-evidence.js';
import { StandardFonts } from 'pdf-lib';

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const idOf = (iri: string) => iri.split('/').pop()!;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) EvidenceTest/1.0';

/** The text a PDF draws: its content streams inflated, their hex strings (standard fonts: WinAnsi) decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

async function certificate(app: FastifyInstance, userName: string, versionIri: string) {
  return as(app, userName, { method: 'POST', url: `${versionIri}/certificate` });
}

async function verify(app: FastifyInstance, userName: string, fields: Record<string, string>, bytes?: Buffer) {
  const response = await as(app, userName, {
    method: 'POST',
    url: '/api/contract_versions/verify',
    ...multipart(fields, bytes && { name: 'upload.pdf', type: 'application/pdf', bytes }),
  });
  return {
    status: response.statusCode,
    body: response.body ? json<{ match: boolean; version: string | null }>(response) : null,
  };
}

async function auditActions(app: FastifyInstance, versionIri: string) {
  const rows = await app.db.kysely
    .selectFrom('audit_entries')
    .select(['action', 'changes', 'user_agent'])
    .where('resource', '=', 'contract_versions')
    .where('resource_id', '=', idOf(versionIri))
    .orderBy('id')
    .execute();
  return rows;
}

describe('signing evidence: documents fixed when sent, first opening, signature, certificate, verify', () => {
  let app: FastifyInstance;
  let version: ContractVersion;
  let documentBytes: Map<string, Buffer>;
  let certificateBytes: Buffer;
  let code: string;

  before(async () => {
    app = await buildTestApp();
    const customer = await userIri(app, 'customer');
    const list = await getAs<{ 'hydra:member': ContractVersion[] }>(
      app,
      'customer',
      `/api/contract_versions?not_null[signedAt]=false&recipientUser=${customer}&itemsPerPage=100`,
    );
    // The electricity contract's waiting version carries two attachments (with translations) in the demo data.
    const waiting = list.body['hydra:member'].find((each) => each.documents.length === 2)!;
    const sent = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract: waiting.contract,
      templateVersion: waiting.templateVersion,
      recipientUser: customer,
    });
    assert.equal(sent.status, 201);
    version = sent.body as unknown as ContractVersion;
    documentBytes = new Map();
    for (const document of version.documents) {
      const original = await as(app, 'customer', {
        method: 'POST',
        url: '/api/file/download',
        payload: { '@id': document.file },
      });
      documentBytes.set(document.name, original.rawPayload);
      for (const variant of document.fileTranslations) {
        const translated = await as(app, 'customer', {
          method: 'POST',
          url: '/api/file-translation/download',
          payload: { '@id': variant['@id'] },
        });
        documentBytes.set(`${variant.name} (${variant.locale})`, translated.rawPayload);
      }
    }
  });
  after(() => app.close());

  test('a sent version carries its evidence: sent, not opened, not signed, and every document content’s SHA-256', () => {
    const { evidence } = version;
    assert.equal(evidence.sentAt, version.createdAt);
    assert.equal(evidence.viewedAt, null);
    assert.equal(evidence.signedAt, null);
    assert.equal(evidence.signer, null);
    assert.equal(evidence.documents.length, documentBytes.size, 'each file and each of its translations');
    const expected = [...documentBytes.values()].map((bytes) => sha256(bytes)).sort();
    assert.deepEqual(evidence.documents.map((document) => document.sha256).sort(), expected);
    assert.ok(
      evidence.documents.some(
        (document) => document.locale === null && document.name === 'Electricity tariff sheet.pdf',
      ),
    );
  });

  test('no certificate before the signature (422)', async () => {
    assert.equal((await certificate(app, 'customer', version['@id'])).statusCode, 422);
  });

  test('the recipient’s first opening is recorded once, with an audit entry; nobody else’s counts', async () => {
    const viewed = (userName: string) => as(app, userName, { method: 'POST', url: `${version['@id']}/viewed` });
    assert.equal((await viewed('tenant.admin')).statusCode, 403);
    assert.equal((await viewed('globex.admin')).statusCode, 404);
    assert.equal((await viewed('user')).statusCode, 404);
    const first = await viewed('customer');
    assert.equal(first.statusCode, 200);
    const viewedAt = json<ContractVersion>(first).evidence.viewedAt;
    assert.ok(viewedAt);
    const again = json<ContractVersion>(await viewed('customer'));
    assert.equal(again.evidence.viewedAt, viewedAt, 'a later opening changes nothing');
    const actions = (await auditActions(app, version['@id'])).map((entry) => entry.action);
    assert.deepEqual(
      actions.filter((action) => action === 'view'),
      ['view'],
    );
    const view = (await auditActions(app, version['@id'])).find((entry) => entry.action === 'view')!;
    assert.deepEqual(Object.keys(JSON.parse(view.changes!) as object), ['viewedAt'], 'the opening, nothing else');
    const seen = await getAs<ContractVersion>(app, 'tenant.admin', version['@id']);
    assert.equal(seen.body.evidence.viewedAt, viewedAt, 'the sender sees when it was opened');
  });

  test('the signature records the signer, its address and user agent, and the hashes signed; audited', async () => {
    const signed = await as(app, 'customer', {
      method: 'PATCH',
      url: version['@id'],
      headers: { 'content-type': 'application/merge-patch+json', 'user-agent': BROWSER },
      payload: JSON.stringify({ signedAt: new Date().toISOString() }),
    });
    assert.equal(signed.statusCode, 200);
    const { evidence } = json<ContractVersion>(signed);
    assert.equal(evidence.signedAt, json<ContractVersion>(signed).signedAt);
    assert.equal(evidence.signer?.user, await userIri(app, 'customer'));
    assert.ok(evidence.signer?.name && !evidence.signer.name.startsWith('/api/'));
    assert.equal(evidence.signer?.address, '127.0.0.1');
    assert.equal(evidence.signer?.userAgent, BROWSER);
    assert.deepEqual(evidence.documents, version.evidence.documents, 'what was sent is what was signed');
    const sign = (await auditActions(app, version['@id'])).find((entry) => entry.action === 'sign');
    assert.ok(sign, 'a sign entry');
    assert.equal(sign.user_agent, BROWSER);
    const changes = JSON.parse(sign.changes!) as Record<string, { after: unknown }>;
    assert.deepEqual(
      (changes.documents!.after as { sha256: string }[]).map((document) => document.sha256),
      evidence.documents.map((document) => document.sha256),
    );
    assert.match(String(changes.verificationCode!.after), /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    version = json<ContractVersion>(signed);
  });

  test('the certificate is a PDF naming the contract, parties, hashes, timeline and verification code', async () => {
    const response = await certificate(app, 'customer', version['@id']);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/pdf/);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="certificate-contract-version-\d+\.pdf"/,
    );
    certificateBytes = response.rawPayload;
    const parsed = await PDFDocument.load(certificateBytes);
    assert.ok(parsed.getPageCount() >= 1);
    const keywords = parsed.getKeywords() ?? '';
    code = /verification-code:(\S+)/.exec(keywords)![1]!;
    const text = pdfText(certificateBytes);
    for (const document of version.evidence.documents)
      assert.ok(text.includes(document.sha256), `hash of ${document.name}`);
    assert.ok(text.includes(code));
    assert.ok(text.includes('Electricity Supply Agreement'));
    assert.ok(text.includes('Zürich Customer AG'), 'WinAnsi letters stay as they are');
    assert.ok(text.includes(version.evidence.signer!.name));
    assert.ok(text.includes(BROWSER));
    assert.ok(text.includes('127.0.0.1'));
    // Deterministic: every download, by any party, is the same certificate.
    assert.deepEqual((await certificate(app, 'customer', version['@id'])).rawPayload, certificateBytes);
    assert.deepEqual((await certificate(app, 'tenant.admin', version['@id'])).rawPayload, certificateBytes);
    const issued = await app.db.kysely.selectFrom('contract_version_certificates').selectAll().execute();
    assert.equal(issued.length, 1);
    assert.ok((await auditActions(app, version['@id'])).some((entry) => entry.action === 'certificate'));
  });

  test('only parties entitled to the version get its certificate (404 like a missing one)', async () => {
    assert.equal((await certificate(app, 'globex.admin', version['@id'])).statusCode, 404);
    assert.equal((await certificate(app, 'user', version['@id'])).statusCode, 404);
    assert.equal((await certificate(app, 'tenant.admin', '/api/contract_versions/999999')).statusCode, 404);
  });

  test('verify: a signed document, the certificate or its code match; changed bytes do not', async () => {
    const tariff = documentBytes.get('Electricity tariff sheet.pdf')!;
    assert.deepEqual((await verify(app, 'customer', {}, tariff)).body, { match: true, version: version['@id'] });
    assert.deepEqual((await verify(app, 'tenant.admin', {}, certificateBytes)).body, {
      match: true,
      version: version['@id'],
    });
    const changed = Buffer.concat([tariff, Buffer.from('\n% one more line\n')]);
    assert.deepEqual((await verify(app, 'customer', {}, changed)).body, { match: false, version: null });
    const forged = Buffer.from(certificateBytes);
    forged[forged.length - 20] ^= 1;
    assert.deepEqual((await verify(app, 'customer', {}, forged)).body, { match: false, version: null });
    assert.deepEqual((await verify(app, 'customer', {}, PDF)).body, { match: false, version: null });
    assert.deepEqual((await verify(app, 'customer', { code: code.toLowerCase().replace(/-/g, ' ') })).body, {
      match: true,
      version: version['@id'],
    });
    assert.deepEqual((await verify(app, 'customer', { code: '0000-0000-0000-0000' })).body, {
      match: false,
      version: null,
    });
    assert.equal((await verify(app, 'customer', { code: 'not a code' })).status, 422);
    assert.equal((await verify(app, 'customer', {})).status, 422);
  });

  test('verify tells another tenant that a document matches, never which version', async () => {
    const tariff = documentBytes.get('Electricity tariff sheet.pdf')!;
    assert.deepEqual((await verify(app, 'globex.admin', {}, tariff)).body, { match: true, version: null });
    assert.deepEqual((await verify(app, 'user', { code })).body, { match: true, version: null });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/contract_versions/verify',
      ...multipart({}, { name: 'a.pdf', type: 'application/pdf', bytes: tariff }),
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test('an unsigned version’s documents match nothing', async () => {
    const [unsigned] = (
      await getAs<{ 'hydra:member': ContractVersion[] }>(
        app,
        'tenant.admin',
        '/api/contract_versions?not_null[signedAt]=false',
      )
    ).body['hydra:member'];
    assert.ok(unsigned);
    const rows = await app.db.kysely
      .selectFrom('contract_version_documents')
      .select('sha256')
      .where('version_id', '=', unsigned.id)
      .execute();
    for (const { sha256: hash } of rows) {
      const signedToo = await app.db.kysely
        .selectFrom('contract_version_documents')
        .innerJoin('contract_versions', 'contract_versions.id', 'contract_version_documents.version_id')
        .select('contract_versions.id')
        .where('sha256', '=', hash)
        .where('contract_versions.signed_at', 'is not', null)
        .executeTakeFirst();
      assert.ok(signedToo === undefined || signedToo.id !== unsigned.id);
    }
  });

  test('a name outside WinAnsi does not break the certificate', async () => {
    await app.db.kysely
      .updateTable('users')
      .set({ given_name: 'Иван', family_name: 'Łukasz 王' })
      .where('user_name', '=', 'customer')
      .execute();
    const response = await certificate(app, 'tenant.admin', version['@id']);
    assert.equal(response.statusCode, 200);
    assert.ok(pdfText(response.rawPayload).includes('Ivan Lukasz ?'));
    // A new rendering is a new certificate the platform issued; the first stays recognised.
    assert.equal((await verify(app, 'customer', {}, response.rawPayload)).body?.match, true);
    assert.equal((await verify(app, 'customer', {}, certificateBytes)).body?.match, true);
  });

  test('a version whose documents changed after it was sent cannot be signed', async () => {
    const sent = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract: version.contract,
      templateVersion: version.templateVersion,
      recipientUser: await userIri(app, 'customer'),
    });
    assert.equal(sent.status, 201);
    const fresh = sent.body as unknown as ContractVersion;
    const file = fresh.documents[0]!.file;
    const replaced = await as(app, 'tenant.admin', {
      method: 'PATCH',
      url: `/api/update/file/${idOf(file)}`,
      ...multipart({}, { name: 'Electricity tariff sheet.pdf', type: 'application/pdf', bytes: PDF }),
    });
    assert.equal(replaced.statusCode, 200);
    const refused = await send(app, 'customer', 'PATCH', fresh['@id'], { signedAt: new Date().toISOString() });
    assert.equal(refused.status, 422);
    assert.match(JSON.stringify(refused.body), new RegExp(DOCUMENTS_CHANGED_SINCE_SENT.slice(0, 40)));
    assert.equal((await getAs<ContractVersion>(app, 'customer', fresh['@id'])).body.signedAt, null);
  });

  test('signing through the customer association records the same evidence', async () => {
    const sent = await send(app, 'tenant.admin', 'POST', '/api/contract_versions', {
      contract: version.contract,
      templateVersion: version.templateVersion,
      recipientUser: await userIri(app, 'customer'),
    });
    const fresh = sent.body as unknown as ContractVersion;
    const associations = await getAs<{ 'hydra:member': { '@id': string }[] }>(
      app,
      'customer',
      `/api/customer_associations?contract=${encodeURIComponent(version.contract)}`,
    );
    const association = associations.body['hydra:member'][0]!;
    // The earlier test signed this association through its version; a fresh one is unsigned again.
    await app.db.kysely
      .updateTable('customer_associations')
      .set({ signed_at: null })
      .where('id', '=', Number(idOf(association['@id'])))
      .execute();
    const signed = await as(app, 'customer', {
      method: 'POST',
      url: `${association['@id']}/sign`,
      headers: { 'user-agent': BROWSER },
    });
    assert.equal(signed.statusCode, 200);
    const { evidence } = (await getAs<ContractVersion>(app, 'customer', fresh['@id'])).body;
    assert.ok(evidence.signedAt);
    assert.equal(evidence.signer?.userAgent, BROWSER);
    const sign = (await auditActions(app, fresh['@id'])).find((entry) => entry.action === 'sign');
    assert.ok(sign && JSON.parse(sign.changes!).verificationCode);
  });
});

describe('certificate text and codes', () => {
  test('text outside WinAnsi loses accents or becomes "?"; WinAnsi letters stay', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const clean = drawable(font);
    assert.equal(clean('Zürich Café'), 'Zürich Café');
    assert.equal(clean('Łódź'), 'Lódz');
    assert.equal(clean('東京'), '??');
    assert.equal(clean('Иван Щукин'), 'Ivan Shchukin');
    assert.equal(clean('Ωμέγα'), 'Omega');
    assert.doesNotThrow(() => font.encodeText(clean('Ђорђе 🙂 Ærø')));
  });

  test('a typed code forgives case, spaces and look-alike letters', () => {
    assert.equal(normalisedCode('abcd efgh jkmn pqrs'), 'ABCD-EFGH-JKMN-PQRS');
    assert.equal(normalisedCode('O1lI-0000-0000-0000'), '0111-0000-0000-0000');
    assert.equal(normalisedCode('ABCD'), null);
    assert.equal(normalisedCode('UUUU-0000-0000-0000'), null);
  });
});
