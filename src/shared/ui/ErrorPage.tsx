/**
 * The error page (spec sections 2 and 8): the message and status; for 404 the fixed
 * "This page could not be found!" text and a link back to the home page. If showing it fails,
 * a bare fallback with a link home replaces it, so the user is never left with a blank screen.
 */
import { Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalisedPath } from '../routing/useLocalisedPath';

export const NOT_FOUND = 404;
const UNKNOWN_STATUS = 500;

export interface ErrorPageProps {
  status?: number;
  /** Message to show for statuses other than 404; 'Error' when absent. */
  message?: string;
}

type ResultStatus = '403' | '404' | '500' | 'error';

function resultStatus(status: number): ResultStatus {
  if (status === 403 || status === 404 || status === 500) return String(status) as ResultStatus;
  return 'error';
}

function ErrorView({ status = UNKNOWN_STATUS, message }: ErrorPageProps) {
  const intl = useIntl();
  const localised = useLocalisedPath();
  const title =
    status === NOT_FOUND
      ? intl.formatMessage({ id: 'error.notFound', defaultMessage: 'This page could not be found!' })
      : message || intl.formatMessage({ id: 'error.default', defaultMessage: 'Error' });
  return (
    <Result
      status={resultStatus(status)}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
      subTitle={<span data-testid="error-status">{status}</span>}
      extra={
        status === NOT_FOUND ? (
          <Link to={localised('/')}>
            <FormattedMessage id="error.backHome" defaultMessage="Back to the home page" />
          </Link>
        ) : null
      }
    />
  );
}

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
      <ErrorView {...props} />
    </ErrorPageBoundary>
  );
}

export default ErrorPage;
