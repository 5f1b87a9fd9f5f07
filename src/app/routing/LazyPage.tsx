import { Suspense, useDeferredValue, type ComponentType } from 'react';
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
 * When it first appears (the console's first screen) the page is drawn just after the frame around
 * it: the header and the menu show as soon as their own code has run, the page (a list, a form) in
 * a second, deferred render, instead of everything at the end of one long render.
 */
export function LazyPage({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  const shown = useDeferredValue(true, false);
  return (
    <ChunkErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <ErrorPage status={statusOfRouteError(error)} message={error instanceof Error ? error.message : undefined} />
      )}
    >
      <Suspense fallback={<PageSpinner />}>{shown ? <Page /> : <PageSpinner />}</Suspense>
    </ChunkErrorBoundary>
  );
}
