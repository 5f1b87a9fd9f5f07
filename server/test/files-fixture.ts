import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';

/** Upload bodies and stored bytes for the files tests. */

/** A multipart body built by hand, so the test controls every byte the server sees. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every stored content, as `<chunk table>:<storage name>`, sorted. */
export async function storedContents(db: Kysely<Database>): Promise<string[]> {
  const names: string[] = [];
  for (const table of ['file_chunks', 'file_translation_chunks'] as const) {
    const rows = await db.selectFrom(table).select('storage_name').where('position', '=', 0).execute();
    names.push(...rows.map((row) => `${table}:${row.storage_name}`));
  }
  return names.sort();
}

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
]);
