/** Sign-in: a full-page redirect to the platform's single sign-on connect path (spec section 4). */
import { LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { RETURN_TO_PARAM } from '../../../contract';
import { login } from '../../session';
import { Heading } from '../../shared/ui/Heading';
import { Panel } from '../../shared/ui/Panel';

export default function LoginPage() {
  const [search] = useSearchParams();
  const error = search.get('error');
  // Set by the route guard when the platform ended the session: sign-in comes back there.
  const returnTo = search.get(RETURN_TO_PARAM);
  return (
    <Panel>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Heading level={1} style={{ fontSize: 22, margin: 0 }}>
          <FormattedMessage id="login.title" defaultMessage="Login" />
        </Heading>
        {error === 'unknown_user' && (
          <Alert
            type="error"
            showIcon
            message={
              <FormattedMessage id="login.unknownUser" defaultMessage="Your account is not known to the platform." />
            }
            description={
              <FormattedMessage id="login.unknownUserHelp" defaultMessage="Ask an administrator to create your user." />
            }
          />
        )}
        {error && error !== 'unknown_user' && (
          <Alert
            type="error"
            showIcon
            message={<FormattedMessage id="login.failed" defaultMessage="Sign-in failed. Please try again." />}
          />
        )}
        {returnTo && !error && (
          <Alert
            type="warning"
            showIcon
            message={<FormattedMessage id="session.ended" defaultMessage="Your session has ended." />}
            description={
              <FormattedMessage
                id="session.endedHelp"
                defaultMessage="Sign in again to go back to where you were. What you had typed but not saved yet is kept and shown there again."
              />
            }
          />
        )}
        <p style={{ margin: 0 }}>
          <FormattedMessage id="login.intro" defaultMessage="Sign in with your company account to manage contracts." />
        </p>
        <Button type="primary" size="large" block icon={<LoginOutlined />} onClick={() => login(returnTo)}>
          <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
        </Button>
      </Space>
    </Panel>
  );
}
