/**
 * Landing after the identity service has signed the user out. Drawn by the sign-in entry
 * (signIn.tsx); its link loads the sign-in page anew (nothing of the console is kept after sign-out).
 * A sign-out because the account is inactive comes back with `state=inactive` (session/logout.ts)
 * and says so, and what to do, instead of a plain "signed out".
 */
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { INACTIVE_ACCOUNT_STATE } from '../../session/logoutReason';
import { localisedPath, splitLocale } from '../../i18n/paths';
import { Panel } from '../../shared/ui/Panel';

export default function LogoutSuccessPage() {
  const { lang } = splitLocale(window.location.pathname);
  const inactive = new URLSearchParams(window.location.search).get('state') === INACTIVE_ACCOUNT_STATE;
  return (
    <Panel>
      <Result
        status={inactive ? 'warning' : 'success'}
        title={
          inactive ? (
            <FormattedMessage id="logoutSuccess.inactiveTitle" defaultMessage="Your account is inactive" />
          ) : (
            <FormattedMessage id="logoutSuccess.message" defaultMessage="You have been signed out." />
          )
        }
        subTitle={
          inactive && (
            <FormattedMessage
              id="logoutSuccess.inactiveText"
              defaultMessage="An administrator has deactivated your account, so you have been signed out. Ask your company's administrator to activate it again, then sign in."
            />
          )
        }
        extra={
          <a href={localisedPath('/login', lang)}>
            <FormattedMessage id="logoutSuccess.signInAgain" defaultMessage="Sign in again" />
          </a>
        }
      />
    </Panel>
  );
}
