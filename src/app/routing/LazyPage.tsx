import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { statusOfRouteError } from './RouteErrorPage';
import { ChunkErrorBoundary } from '../../shared/routing/ChunkErrorBoundary';
import { PageSpinner } from './PageSpinner';

/** A lazy page behind the chunk reload guard; the boundary resets when the address changes. */
export function LazyPage({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary
      key={pathname}
      fallback={(error) => (
        <ErrorPage status={statusOfRouteError(error)} message={error instanceof Error ? error.message : undefined} />
      )}
    >
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
