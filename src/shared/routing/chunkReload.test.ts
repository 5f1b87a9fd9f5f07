import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
  type ReloadEnvironment,
} from './chunkReload';

function fakeEnvironment(start: number): ReloadEnvironment & { reloads: number; advance(ms: number): void } {
  const values = new Map<string, string>();
  let now = start;
  const env = {
    reloads: 0,
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
    reload: () => {
      env.reloads += 1;
    },
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
  return env;
}

describe('chunk reload guard', () => {
  it('reloads once, then not again within 60 s', () => {
    const env = fakeEnvironment(1_700_000_000_000);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(env.reloads).toBe(1);

    env.advance(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadOnceForChunkError(env)).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('reloads again once the 60 s have passed', () => {
    const env = fakeEnvironment(1_700_000_000_000);
    reloadOnceForChunkError(env);
    env.advance(CHUNK_RELOAD_GUARD_MS + 1);
    expect(reloadOnceForChunkError(env)).toBe(true);
    expect(env.reloads).toBe(2);
  });

  it('recognises chunk load failures of webpack and of native imports only', () => {
    const webpackError = Object.assign(new Error('Loading chunk page-tenant failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(webpackError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
