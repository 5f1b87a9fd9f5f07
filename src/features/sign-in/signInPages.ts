/** Which sign-in landing an address shows, for the sign-in entry (signIn.tsx). */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
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
