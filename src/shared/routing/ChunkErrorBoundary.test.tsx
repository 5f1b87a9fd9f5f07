import { render, screen } from '@testing-library/react';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { CHUNK_RELOAD_KEY, type ReloadEnvironment } from './chunkReload';

function BrokenChunk(): never {
  throw Object.assign(new Error('Loading chunk page-tenant failed.'), { name: 'ChunkLoadError' });
}

function environment(lastReloadAt: number | null, now: number): ReloadEnvironment & { reload: jest.Mock } {
  const values = new Map<string, string>(lastReloadAt === null ? [] : [[CHUNK_RELOAD_KEY, String(lastReloadAt)]]);
  return {
    storage: { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) },
    reload: jest.fn(),
    now: () => now,
  };
}

describe('ChunkErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reloads the page on the first chunk failure instead of showing an error', () => {
    const env = environment(null, 1_000_000);
    render(
      <ChunkErrorBoundary environment={env} fallback={() => <p>Something broke</p>}>
        <BrokenChunk />
      </ChunkErrorBoundary>,
    );
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
  });

  it('shows the error when the page was reloaded less than 60 s ago', () => {
    const env = environment(1_000_000, 1_030_000);
    render(
      <ChunkErrorBoundary environment={env} fallback={() => <p>Something broke</p>}>
        <BrokenChunk />
      </ChunkErrorBoundary>,
    );
    expect(env.reload).not.toHaveBeenCalled();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });

  it('clears a shown error when the address changes, without being remounted', () => {
    const env = environment(1_000_000, 1_030_000);
    const Fine = () => <p>Next page</p>;
    const view = render(
      <ChunkErrorBoundary environment={env} resetKey="/tenant" fallback={() => <p>Something broke</p>}>
        <BrokenChunk />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    view.rerender(
      <ChunkErrorBoundary environment={env} resetKey="/tenant" fallback={() => <p>Something broke</p>}>
        <Fine />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    view.rerender(
      <ChunkErrorBoundary environment={env} resetKey="/company/list" fallback={() => <p>Something broke</p>}>
        <Fine />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });
});
