/**
 * errorElement of the router: unknown routes and errors thrown while rendering a route. A failed
 * chunk load reloads the page once (spec 8) before any error is shown.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForChunkError } from '../../shared/routing/chunkReload';
import { ErrorPage } from '../../shared/ui/ErrorPage';

/** Status from statusCode, status or a response status, else 500 (spec 8, route errors). */
export function statusOfRouteError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object') {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && value >= 100 && value < 600) return value;
    }
  }
  return 500;
}

export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  const message = error instanceof Error ? error.message : undefined;
  return <ErrorPage status={statusOfRouteError(error)} message={message} />;
}

export default RouteErrorPage;
