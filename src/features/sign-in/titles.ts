/** The sign-in landings' titles: the console's routes (routing/routes.ts) and the sign-in entry (signIn.tsx) both name them. */
export const LOGIN_TITLE = { id: 'login.title', defaultMessage: 'Login' };
export const LOGOUT_SUCCESS_TITLE = { id: 'logoutSuccess.title', defaultMessage: 'Signed out' };
