/**
 * The processes a cluster on one machine starts (cluster-lib.ts): free ports, waiting for one to
 * answer, their output by lines, and everything started stopped hard if this process exits first.
 */
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Asks `probe` until it has an answer; `failed` says why waiting longer is pointless (a process exited). */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
  failed: () => string | undefined = () => undefined,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(`cluster: ${failure}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`cluster: ${what} took longer than ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Everything started here, stopped hard if this process exits without stopping them. */
export const leftovers = new Set<() => void>();
process.once('exit', () => {
  for (const stop of leftovers) stop();
});

/** Lines of a child's output, to a callback. */
export function eachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let pending = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(line);
  });
}
