/**
 * The antd Result of the error page (its own chunk, see ErrorPage.tsx): the message and status;
 * for 404 the fixed "This page could not be found!" text and a link back to the home page.
 */
import { Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalisedPath } from '../routing/useLocalisedPath';
import { NOT_FOUND, UNKNOWN_STATUS, type ErrorPageProps } from './errorStatus';

type ResultStatus = '403' | '404' | '500' | 'error';

function resultStatus(status: number): ResultStatus {
  if (status === 403 || status === 404 || status === 500) return String(status) as ResultStatus;
  return 'error';
}

export default function ErrorResult({ status = UNKNOWN_STATUS, message }: ErrorPageProps) {
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
