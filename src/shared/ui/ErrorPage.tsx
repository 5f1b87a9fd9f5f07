/**
 * The error page (spec sections 2 and 8): the message and status; for 404 the fixed
 * "This page could not be found!" text and a link back to the home page. If showing it fails,
 * a bare fallback with a link home replaces it, so the user is never left with a blank screen.
 * The antd Result (with its SVG illustrations) is its own chunk: most visits never show it, so
 * it stays out of the entry that every route downloads.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ErrorPageProps } from './errorStatus';

export { NOT_FOUND, type ErrorPageProps } from './errorStatus';

const ErrorResult = lazy(() => import(/* webpackChunkName: "error-page" */ './ErrorResult'));

interface BoundaryState {
  failed: boolean;
}

class ErrorPageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Plain markup on purpose: whatever broke (intl, router, antd) must not break this too.
    return (
      <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
        <p>An error occurred while showing the error page</p>
        <a href="/">Go back to home</a>
      </div>
    );
  }
}

export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary>
      <Suspense fallback={null}>
        <ErrorResult {...props} />
      </Suspense>
    </ErrorPageBoundary>
  );
}

export default ErrorPage;
