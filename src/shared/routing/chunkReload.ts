/**
 * Spec 8: a failed script/style chunk load reloads the page once (a new deployment replaced the
 * hashed files), unless a reload already happened in the last 60 s, so a truly broken deployment
 * shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'console.chunkReloadAt';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message) ||
    /error loading dynamically imported module/i.test(error.message)
  );
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserEnvironment = (): ReloadEnvironment => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

/** Returns true when a reload was started; false means the caller must show the error. */
export function reloadOnceForChunkError(env: ReloadEnvironment = browserEnvironment()): boolean {
  const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  const now = env.now();
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  env.reload();
  return true;
}
