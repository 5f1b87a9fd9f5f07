/** Landing after the identity service has signed the user out. */
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalisedPath } from '../../shared/routing/useLocalisedPath';
import { Panel } from '../../shared/ui/Panel';

export default function LogoutSuccessPage() {
  const localised = useLocalisedPath();
  return (
    <Panel>
      <Result
        status="success"
        title={<FormattedMessage id="logoutSuccess.message" defaultMessage="You have been signed out." />}
        extra={
          <Link to={localised('/login')}>
            <FormattedMessage id="logoutSuccess.signInAgain" defaultMessage="Sign in again" />
          </Link>
        }
      />
    </Panel>
  );
}
