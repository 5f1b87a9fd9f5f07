/** Which sign-in landing an address shows, and that landing with its tab title, for the sign-in entry (signIn.tsx). */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useTabTitle } from '../../shared/ui/tabTitle';
import { splitLocale } from '../../i18n/paths';
import LoginPage from './LoginPage';
import LogoutSuccessPage from './LogoutSuccessPage';
import { LOGIN_TITLE, LOGOUT_SUCCESS_TITLE } from './titles';

/** The signed-out landing at /logout_success (in any language), else the sign-in page. */
export function signInPageOf(pathname: string): { Page: ComponentType; title: MessageDescriptor } {
  return splitLocale(pathname).path.replace(/\/+$/, '') === '/logout_success'
    ? { Page: LogoutSuccessPage, title: LOGOUT_SUCCESS_TITLE }
    : { Page: LoginPage, title: LOGIN_TITLE };
}

/** The landing of `pathname`, naming itself in the browser tab as the console's layouts do. */
export function SignInScreen({ pathname }: { pathname: string }) {
  const { Page, title } = signInPageOf(pathname);
  useTabTitle(title);
  return <Page />;
}
