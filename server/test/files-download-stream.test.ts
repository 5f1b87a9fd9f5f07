import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  SelectQueryNode,
  TableNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { CHUNK_BYTES } from '../src/resources/files/files-store.js';
import { json } from './api-helpers.js';
import { multipart } from './files-fixture.js';
import { sharedDatabase, type SharedDatabase } from './files-instances.js';
import { as } from './helpers.js';

/**
 * A download reads the file's chunks one at a time as the client takes them, so a large file
 * never sits in the server's memory whole: counted here by the statements that read a chunk.
 */

/** Counts the statements that read from file_chunks. */
class ChunkReads implements KyselyPlugin {
  count = 0;

  transformQuery({ node }: PluginTransformQueryArgs) {
    const reads =
      SelectQueryNode.is(node) &&
      (node.from?.froms ?? []).some((from) => TableNode.is(from) && from.table.identifier.name === 'file_chunks');
    if (reads) this.count += 1;
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

const MIB = 1024 * 1024;
const reads = new ChunkReads();
let database: SharedDatabase;
let app: FastifyInstance;
before(async () => {
  database = await sharedDatabase();
  app = await database.instance({ plugin: reads });
});
after(() => database.close());

test('a 10 MiB file downloads byte for byte, read a chunk at a time as the client takes it', async () => {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(10 * MIB - 9)]);
  const uploaded = await as(app, 'editor', {
    method: 'POST',
    url: '/api/file/create_file_upload',
    ...multipart({}, { name: 'large.pdf', type: 'application/pdf', bytes }),
  });
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const chunks = (10 * MIB) / CHUNK_BYTES;

  reads.count = 0;
  const response = await as(app, 'editor', {
    method: 'POST',
    url: '/api/file/download',
    payload: { id: json<{ id: number }>(uploaded).id },
    payloadAsStream: true,
  });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'application/pdf');
  assert.equal(response.headers['content-length'], String(bytes.length));
  // The client has taken nothing yet: the server waits with a chunk or two, not the file.
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.ok(reads.count <= 2, `${reads.count} chunks read before the client took any`);

  const received: Buffer[] = [];
  let taken = 0;
  let mostAhead = 0;
  for await (const piece of response.stream()) {
    received.push(piece as Buffer);
    taken += (piece as Buffer).length;
    mostAhead = Math.max(mostAhead, reads.count * CHUNK_BYTES - taken);
  }
  assert.ok(Buffer.concat(received).equals(bytes), 'same bytes');
  assert.equal(reads.count, chunks, 'each chunk read once');
  assert.ok(mostAhead <= 2 * CHUNK_BYTES, `read at most two chunks ahead of the client (${mostAhead} bytes)`);
});

test('content deleted while it is downloaded cuts the answer short instead of finishing it with other bytes', async () => {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * MIB - 9)]);
  const file = json<{ '@id': string; id: number }>(
    await as(app, 'editor', {
      method: 'POST',
      url: '/api/file/create_file_upload',
      ...multipart({}, { name: 'large.pdf', type: 'application/pdf', bytes }),
    }),
  );
  const response = await as(app, 'editor', {
    method: 'POST',
    url: '/api/file/download',
    payload: { id: file.id },
    payloadAsStream: true,
  });
  assert.equal(response.statusCode, 200);
  assert.equal((await as(app, 'editor', { method: 'DELETE', url: file['@id'] })).statusCode, 204);
  let taken = 0;
  await assert.rejects(async () => {
    for await (const piece of response.stream()) taken += (piece as Buffer).length;
  });
  assert.ok(taken < bytes.length, `${taken} of ${bytes.length} bytes, then the answer ended`);
});
