/**
 * Landing after the identity service has signed the user out. Drawn by the sign-in entry
 * (signIn.tsx); its link loads the sign-in page anew (nothing of the console is kept after sign-out).
 */
import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { localisedPath, splitLocale } from '../../i18n/paths';
import { Panel } from '../../shared/ui/Panel';

export default function LogoutSuccessPage() {
  const { lang } = splitLocale(window.location.pathname);
  return (
    <Panel>
      <Result
        status="success"
        title={<FormattedMessage id="logoutSuccess.message" defaultMessage="You have been signed out." />}
        extra={
          <a href={localisedPath('/login', lang)}>
            <FormattedMessage id="logoutSuccess.signInAgain" defaultMessage="Sign in again" />
          </a>
        }
      />
    </Panel>
  );
}
