/**
 * The error boundary around the whole route tree (what the data router's root errorElement was:
 * declarative mode has no errorElement). An error thrown while rendering a route replaces the
 * screen with the error page; a failed chunk load reloads the page once (spec 8) before any error
 * is shown (ChunkErrorBoundary). The next navigation clears a shown error, as the data router did.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChunkErrorBoundary } from '../../shared/routing/ChunkErrorBoundary';
import { ErrorPage } from '../../shared/ui/ErrorPage';

/** Status from statusCode, status or a response status, else 500 (spec 8, route errors). */
export function statusOfRouteError(error: unknown): number {
  if (error && typeof error === 'object') {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 100 && value < 600) return value;
    }
  }
  return 500;
}

export function RouteErrorPage({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={statusOfRouteError(error)} message={message} />;
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={key} fallback={(error) => <RouteErrorPage error={error} />}>
      {children}
    </ChunkErrorBoundary>
  );
}
