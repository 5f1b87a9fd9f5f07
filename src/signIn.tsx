/**
 * The sign-in entry: what a browser opening /login or /logout_success (or /de/login…) loads,
 * instead of the console. Those pages are a title, a notice and a button; they need neither the
 * store, nor the router, nor the layout, nor any table or form code, so they come up at a fraction
 * of the console's JavaScript (issue 8: /login ≤ 150 KiB). The server sends login.html for these
 * addresses (server/src/console/static.ts); the console's router draws the same pages when it
 * goes there itself (a session that ended).
 *
 * The server writes the plain landing of the address into the page as the build drew it, light
 * and in its language (server/src/console/sign-in-pages.ts): it is on screen before any script.
 * For a user who sees that appearance, this entry only gives its button the sign-in; React and
 * antd (signInApp.tsx) load for the other cases: a dark or compact appearance, a notice (an error,
 * an ended session), or a page the server did not draw.
 */
import { RETURN_TO_PARAM } from '../contract/auth';
import { loadRuntimeConfig } from './session/runtimeConfig';
import { login, signInReturnPath } from './session/signIn';
import { systemPrefersDark } from './shared/theme/system';
import { isDark, readStoredAppearance } from './user/appearance';

declare global {
  interface Window {
    /** Set by the page's loader when the drawn sign-in button was clicked before this entry ran. */
    signInClicked?: boolean;
  }
}

/** The landing the server drew, if the user's appearance is the one it was drawn in. */
function drawnLandingFits(): boolean {
  if (!document.querySelector('style[data-drawn-sign-in]')) return false;
  const appearance = readStoredAppearance();
  return !appearance.compact && !isDark(appearance.scheme, systemPrefersDark());
}

async function start(): Promise<void> {
  const returnTo = new URLSearchParams(window.location.search).get(RETURN_TO_PARAM);
  const signIn = () => login(signInReturnPath(window.location.pathname, returnTo));
  const drawnButton = document.querySelector('[data-sign-in-action]');
  if (drawnLandingFits()) {
    await loadRuntimeConfig();
  } else {
    const { drawSignInPage } = await import(/* webpackChunkName: "sign-in-app" */ './signInApp');
    await drawSignInPage();
  }
  // The drawn button signs in from now on; where React draws the page, until its render (a
  // transition, committed a moment after drawSignInPage returns) takes the button's place.
  drawnButton?.addEventListener('click', signIn);
  // The drawn button, clicked before this ran: what it asked for, now that the addresses are known.
  if (window.signInClicked) signIn();
}

void start();
