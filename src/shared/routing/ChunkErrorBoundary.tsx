/**
 * Error boundary around each lazy page and around the whole route tree (app/routing/RouteErrorPage):
 * a failed chunk download reloads the page once (spec 8); any other error, or a chunk failure
 * right after a reload, shows the fallback.
 */
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError, type ReloadEnvironment } from './chunkReload';

interface Props {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** Tests inject storage, clock and reload; the browser's are used otherwise. */
  environment?: ReloadEnvironment;
  /**
   * A shown error is cleared when this changes (the page's address): the boundary stays mounted
   * across page changes, so React keeps the old page on screen while the next one's code loads.
   */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  reloading: boolean;
  resetKey?: unknown;
}

export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false, resetKey: this.props.resetKey };
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, error: null, reloading: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError(this.props.environment)) {
      this.setState({ reloading: true });
    }
  }

  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return null;
    return this.props.fallback(error);
  }
}
