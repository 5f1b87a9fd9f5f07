/** Sign-in: a full-page redirect to the platform's single sign-on connect path (spec section 4). */
import { LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { login } from '../../session';
import { Heading } from '../../shared/ui/Heading';
import { Panel } from '../../shared/ui/Panel';

export default function LoginPage() {
  const [search] = useSearchParams();
  const error = search.get('error');
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
        <p style={{ margin: 0 }}>
          <FormattedMessage id="login.intro" defaultMessage="Sign in with your company account to manage contracts." />
        </p>
        <Button type="primary" size="large" block icon={<LoginOutlined />} onClick={login}>
          <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
        </Button>
      </Space>
    </Panel>
  );
}
