/** Sign-in (spec section 4): a full-page redirect. No store here: the sign-in entry calls it as it is. */
import { RETURN_TO_PARAM, returnPathOf } from '../../contract/auth';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { localisedPath, splitLocale } from '../i18n/paths';
import { browserNavigation } from './navigation';
import { getRuntimeConfig } from './runtimeConfig';

/** On the login page beside `returnTo`: the platform ended the session there (not a first visit). */
export const SESSION_ENDED_PARAM = 'ended';

/** Addresses on the console's origin that are the platform's, not screens of the console. */
const PLATFORM_PATHS = /^\/(?:api|connect)(?:[/?#]|$)/;
const SIGN_IN_PAGES = /^\/(?:login|logout_success)\/?(?:[?#]|$)/;

/**
 * A screen of the console to come back to after sign-in ('/de/contract/template/7?tab=x'), or null:
 * a path of this origin (returnPathOf: never another site), not the platform's API or sign-in
 * service, nor the sign-in pages themselves (which would only lead round again).
 */
export function consoleReturnPath(value: unknown): string | null {
  const path = returnPathOf(value);
  if (!path || PLATFORM_PATHS.test(path)) return null;
  return SIGN_IN_PAGES.test(splitLocale(path.replace(/[?#].*$/, '')).path) ? null : path;
}

/** The login page's address that comes back to `path` after sign-in (none for the home page). */
export function loginAddress(login: string, path: string, ended: boolean): string {
  const back = consoleReturnPath(path) && splitLocale(path).path !== '/' ? path : null;
  const query = new URLSearchParams();
  if (back) query.set(RETURN_TO_PARAM, back);
  if (ended) query.set(SESSION_ENDED_PARAM, '1');
  const search = query.toString();
  return search ? `${login}?${search}` : login;
}

/** Goes to the platform's sign-in; `returnTo` (a console path, else ignored) is where it comes back to. */
export function login(returnTo?: string | null): void {
  const { apiHost, connectPath } = getRuntimeConfig();
  const path = consoleReturnPath(returnTo);
  const query = path ? `${connectPath.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(path)}` : '';
  browserNavigation.assign(`${apiHost}${connectPath}${query}`);
}

/**
 * Where sign-in comes back to: the page asked for (an address opened signed out, or where the
 * session ended), if it is a screen of the console; else the home page in the language of this
 * page (/de/login leads to /de), else the home page, which follows the language the user chose before.
 */
export function signInReturnPath(pathname: string, returnTo: string | null): string | null {
  const asked = consoleReturnPath(returnTo);
  if (asked) return asked;
  const { lang } = splitLocale(pathname);
  return lang === DEFAULT_LOCALE ? null : localisedPath('/', lang);
}
