/** Sign-in (spec section 4): a full-page redirect. No store here: the sign-in entry calls it as it is. */
import { RETURN_TO_PARAM, returnPathOf } from '../../contract/auth';
import { browserNavigation } from './navigation';
import { getRuntimeConfig } from './runtimeConfig';

/** Goes to the platform's sign-in; `returnTo` (a same-origin path, else ignored) is where it comes back to. */
export function login(returnTo?: string | null): void {
  const { apiHost, connectPath } = getRuntimeConfig();
  const path = returnPathOf(returnTo);
  const query = path ? `${connectPath.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(path)}` : '';
  browserNavigation.assign(`${apiHost}${connectPath}${query}`);
}
