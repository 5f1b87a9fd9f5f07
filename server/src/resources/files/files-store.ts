import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { extensionOf } from './files-content-types.js';

/**
 * The file store: a file's or a translation's bytes are rows of its chunk table, consecutive
 * chunks under the storage name its row holds (migration 2026-11-27T0100_file_chunks). Every
 * instance on the database serves every file, and the chunks are written in the transaction that
 * writes the row naming them, so a failure or a crash leaves neither. A storage name is made here
 * for each new content and never reused: a replacement is new chunks under a new name.
 */

/**
 * 256 KiB: a download holds one chunk at a time (twice that as hex text on PostgreSQL), and a 10
 * MiB file is 40 rows, so a statement's own cost is small beside the bytes it carries. Larger
 * chunks would save nothing on disk (PostgreSQL stores any large value in 2 KB pieces, SQLite in
 * 4 KiB overflow pages) and would hold up the reads queued behind one on a pipelined connection.
 */
export const CHUNK_BYTES = 256 * 1024;

/** The chunk table of each owner: its foreign key deletes the chunks with the row. */
export const CHUNKS = { file: 'file_chunks', translation: 'file_translation_chunks' } as const;
export type ChunkTable = (typeof CHUNKS)[keyof typeof CHUNKS];

/** A fresh server-made name for new content; nothing a client sends becomes part of it. */
export const newStorageName = (mimeType: string): string => `${randomUUID()}${extensionOf(mimeType)}`;

/** `bytes` as chunks (views, not copies). Never none: stored content always has a chunk 0. */
export function chunksOf(bytes: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length || start === 0; start += CHUNK_BYTES)
    chunks.push(bytes.subarray(start, start + CHUNK_BYTES));
  return chunks;
}

/** Cuts bytes into chunks as they arrive (an upload's pieces come in the parser's sizes). */
export class ChunkCutter {
  readonly #chunks: Buffer[] = [];
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  size = 0;

  add(piece: Buffer): void {
    this.size += piece.length;
    let rest = piece;
    while (this.#pendingBytes + rest.length >= CHUNK_BYTES) {
      const taken = CHUNK_BYTES - this.#pendingBytes;
      this.#chunks.push(Buffer.concat([...this.#pending, rest.subarray(0, taken)], CHUNK_BYTES));
      this.#pending = [];
      this.#pendingBytes = 0;
      rest = rest.subarray(taken);
    }
    if (rest.length > 0) {
      this.#pending.push(rest);
      this.#pendingBytes += rest.length;
    }
  }

  /** The chunks of everything added; a last, shorter one holds what is left. */
  chunks(): Buffer[] {
    if (this.#pendingBytes > 0 || this.#chunks.length === 0)
      return [...this.#chunks, Buffer.concat(this.#pending, this.#pendingBytes)];
    return [...this.#chunks];
  }
}

/**
 * Writes content's chunks under `storageName`, a statement each, inside the transaction that
 * writes the row naming it (before or after: the chunks' foreign key is checked at commit).
 */
export async function writeChunks(
  trx: Kysely<Database>,
  table: ChunkTable,
  storageName: string,
  chunks: readonly Buffer[],
): Promise<void> {
  for (const [position, bytes] of chunks.entries())
    await trx.insertInto(table).values({ storage_name: storageName, position, bytes }).execute();
}

/**
 * Writes content's chunks in one statement, which does nothing where they are there already
 * (another instance moved the same bytes in first). One statement is atomic without a
 * transaction and holds no lock across an await.
 */
export async function writeChunksOnce(
  db: Kysely<Database>,
  table: ChunkTable,
  storageName: string,
  chunks: readonly Buffer[],
): Promise<void> {
  await db
    .insertInto(table)
    .values(chunks.map((bytes, position) => ({ storage_name: storageName, position, bytes })))
    .onConflict((conflict) => conflict.columns(['storage_name', 'position']).doNothing())
    .execute();
}

/** Removes the chunks of `storageName`: a replacement's old content. */
export async function deleteChunks(trx: Kysely<Database>, table: ChunkTable, storageName: string): Promise<void> {
  await trx.deleteFrom(table).where('storage_name', '=', storageName).execute();
}

/**
 * The `size` bytes stored under `storageName`, as a stream that reads the next chunk only when the
 * previous one has been taken, so a download holds one chunk, not the file; null when no bytes
 * are stored (a row from a data folder not moved in). Content replaced or deleted while it is
 * read makes the stream fail (the answer is cut short), never go on with other bytes: the chunks
 * of a storage name never change.
 */
export async function readContent(
  db: Kysely<Database>,
  table: ChunkTable,
  storageName: string,
  size: number,
): Promise<Readable | null> {
  const chunkAt = async (position: number) =>
    (
      await db
        .selectFrom(table)
        .select('bytes')
        .where('storage_name', '=', storageName)
        .where('position', '=', position)
        .executeTakeFirst()
    )?.bytes;
  const first = await chunkAt(0);
  if (!first) return null;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield first!;
    for (let position = 1, read = first!.length; read < size; position += 1) {
      const chunk = await chunkAt(position);
      if (!chunk) throw new Error(`file content ${storageName} ended at chunk ${position} of ${size} bytes`);
      read += chunk.length;
      yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * SHA-256 (lower-case hex) of the bytes stored under `storageName`, read a chunk at a time; null
 * when none are stored. Contract versions fix their documents' hashes with it (signing evidence).
 */
export async function contentSha256(
  db: Kysely<Database>,
  table: ChunkTable,
  storageName: string,
  size: number,
): Promise<string | null> {
  const content = await readContent(db, table, storageName, size);
  if (!content) return null;
  const hash = createHash('sha256');
  for await (const chunk of content) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
