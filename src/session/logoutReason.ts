/**
 * Why a sign-out happened, carried through the identity service as the logout's `state` (OpenID
 * Connect RP-initiated logout hands it back to the page it returns to, whose address must match a
 * registered one exactly): the landing page tells an inactive account what happened. Its own
 * module: the sign-in pages read it without the sign-out's code.
 */
export const INACTIVE_ACCOUNT_STATE = 'inactive';
