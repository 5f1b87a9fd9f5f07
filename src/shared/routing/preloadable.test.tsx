import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { preloadable } from './preloadable';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ default: (props: { name: string }) => ReactNode }>((done, fail) => {
    resolve = () => done({ default: ({ name }) => <h1>Page of {name}</h1> });
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Records every draw of the Suspense fallback. */
function fallbackCounter() {
  const drawn = { count: 0 };
  function Fallback() {
    drawn.count += 1;
    return <p>Loading…</p>;
  }
  return { drawn, Fallback };
}

/** Renders and lets React settle (a suspended draw waits for act to be awaited). */
async function draw(node: ReactNode) {
  await act(async () => {
    render(node);
  });
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Could not load</p> : this.props.children;
  }
}

describe('preloadable', () => {
  it('draws a module that is already in at once, without its fallback', async () => {
    const module = deferred();
    const Page = preloadable(() => module.promise);
    const started = Page.preload();
    module.resolve();
    await started;
    const { drawn, Fallback } = fallbackCounter();
    await draw(
      <Suspense fallback={<Fallback />}>
        <Page name="tenants" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Page of tenants' })).toBeInTheDocument();
    expect(drawn.count).toBe(0);
  });

  it('shows the fallback while the module loads, then the page; the module loads once', async () => {
    const module = deferred();
    const load = jest.fn(() => module.promise);
    const Page = preloadable(load);
    const { drawn, Fallback } = fallbackCounter();
    await draw(
      <Suspense fallback={<Fallback />}>
        <Page name="companies" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(drawn.count).toBeGreaterThan(0);
    await act(async () => module.resolve());
    expect(await screen.findByRole('heading', { name: 'Page of companies' })).toBeInTheDocument();
    void Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load to the error boundary, and does not load it again by itself', async () => {
    // React reports the error the boundary catches.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = deferred();
    const load = jest.fn(() => failing.promise);
    const Page = preloadable(load);
    await draw(
      <Boundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Page name="users" />
        </Suspense>
      </Boundary>,
    );
    await act(async () => failing.reject(new Error('ChunkLoadError')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    expect(load).toHaveBeenCalledTimes(1);
    reported.mockRestore();
  });
});
