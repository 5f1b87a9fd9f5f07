import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../../shared/ui/ErrorPage';
import { statusOfRouteError } from './RouteErrorPage';
import { ChunkErrorBoundary } from '../../shared/routing/ChunkErrorBoundary';
import { PageSpinner } from './PageSpinner';

/**
 * A lazy page behind the chunk reload guard; a shown error is cleared when the address changes.
 * The boundary and its Suspense are not remounted on a page change (no `key`): the next page's
 * code then loads inside a boundary already on screen, so React keeps the old page visible and
 * the navigation pending, and the progress bar (NavigationProgress) shows after 200 ms instead of
 * the page being swapped for a spinner at once.
 *
 * The first screen draws the frame and the page in one render (boot's transition, sliced so the
 * browser stays free in between): drawing the page in a second, deferred render cost a second
 * commit and layout, and put the first row about 10 % later (issue 27, npm run bench:ttfr).
 */
export function LazyPage({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary
      resetKey={pathname}
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
