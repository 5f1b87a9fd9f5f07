/**
 * React.lazy for the pieces the router starts loading before they draw (the layout, each route's
 * page): a component whose module is already in draws at once.
 *
 * Why not React.lazy: a lazy component suspends the first time it draws even when its chunk came in
 * long before (it only learns so from its own promise, a microtask later), its Suspense boundary
 * shows the fallback, and React then holds the real content back until 300 ms after that fallback
 * (its throttle on revealing suspended content). On the console's first screen that happened twice,
 * for the layout and for the page: the list's first row was drawn ~550 ms after its data arrived.
 *
 * Here the module's promise carries its outcome (`status`, `value`), so a loaded module draws
 * synchronously and the component suspends (throws the promise, as React.lazy does) only while it
 * is really loading. (React's `use` would read the same fields, but inside tests' act() it waits
 * for the promise on act's own queue, which a synchronous render never flushes.) A failed load goes to the error boundary, as React.lazy's does (the console's
 * reloads the page once for a chunk that failed to download, ChunkErrorBoundary).
 */
import type { ComponentType, ReactNode } from 'react';
import { withMoreStyles } from '../theme/prebuiltStyles';

type Module<P> = { default: ComponentType<P> };
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type Preloadable<P extends object> = ((props: P) => ReactNode) & {
  /** Starts loading the module (once) and returns it. */
  preload(): Promise<Module<P>>;
};

/**
 * `styles`: which of the prebuilt styles the piece draws with. 'all' (the default) waits for the
 * second file too (prebuiltStyles.ts), loaded beside the module; 'first' is for the pieces the
 * first file covers (the layout, the lists, the dashboard), which draw as soon as their module is in.
 */
export function preloadable<P extends object = Record<string, never>>(
  load: () => Promise<Module<P>>,
  { styles = 'all' }: { styles?: 'first' | 'all' } = {},
): Preloadable<P> {
  let loading: Tracked<Module<P>> | undefined;
  const preload = () => {
    if (loading) return loading;
    const started: Tracked<Module<P>> = styles === 'first' ? load() : withMoreStyles(load);
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
      },
    );
    loading = started;
    return started;
  };
  function Loaded(props: P) {
    const loaded = preload();
    if (loaded.status === 'fulfilled' && loaded.value) {
      const { default: Component } = loaded.value;
      return <Component {...props} />;
    }
    if (loaded.status === 'rejected') throw loaded.reason;
    // Suspense's own protocol, as React.lazy's: the boundary draws this again when the promise settles.
    throw loaded;
  }
  return Object.assign(Loaded, { preload });
}
