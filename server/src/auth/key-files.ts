import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A JSON file of secrets in a keys folder, read, or made once (mode 0600) when missing. Instances
 * starting together on one shared folder agree: the value is written to a file of its own and
 * linked into place, which fails when another got there first, and then theirs is read. A reader
 * never sees a half-written file. With no file (in-memory databases, tests) the value is made anew.
 */
export async function readOrCreateJson<T>(file: string | null, create: () => Promise<T>): Promise<T> {
  if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const value = await create();
  if (!file) return value;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(draft, JSON.stringify(value), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
