/**
 * Sign-in: a full-page redirect to the platform's single sign-on connect path (spec section 4).
 * Drawn by the sign-in entry (signIn.tsx) when /login is opened, and by the console's router when
 * it goes there itself; so it reads the address from the page, not from the router.
 */
import { LoginOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { FormattedMessage } from 'react-intl';
import { RETURN_TO_PARAM } from '../../../contract/auth';
import { login, SESSION_ENDED_PARAM, signInReturnPath } from '../../session/signIn';
import { Heading } from '../../shared/ui/Heading';
import { Panel } from '../../shared/ui/Panel';
import { LOGIN_TITLE } from './titles';

export default function LoginPage() {
  const search = new URLSearchParams(window.location.search);
  const error = search.get('error');
  // Set by the route guard: sign-in comes back there.
  const returnTo = search.get(RETURN_TO_PARAM);
  // And when it was the platform that ended the session, the page says so.
  const ended = search.has(SESSION_ENDED_PARAM);
  return (
    <Panel>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <Heading level={1} style={{ fontSize: 22, margin: 0 }}>
          <FormattedMessage {...LOGIN_TITLE} />
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
        {ended && !error && (
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
        <Button
          type="primary"
          size="large"
          block
          icon={<LoginOutlined />}
          // The sign-in entry gives a landing the server drew this action (signIn.tsx).
          data-sign-in-action
          onClick={() => login(signInReturnPath(window.location.pathname, returnTo))}
        >
          <FormattedMessage id="login.signIn" defaultMessage="Sign in" />
        </Button>
      </div>
    </Panel>
  );
}
