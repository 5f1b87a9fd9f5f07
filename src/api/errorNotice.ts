/**
 * One error path for every failed call (spec section 8). Failed reads are the page's to show (an
 * alert or the error page); a failed write is told in a notification (noticeText.ts has its words),
 * whose code loads on the first failure rather than with the entry. A violation a form shows at
 * its field is not told again in the notice (showingFieldErrors).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The forms saving now, each telling which violation paths it shows at one of its fields. */
const fieldOwners = new Set<(path: string) => boolean>();

/**
 * Runs a form's save; a violation it answers with that `shows` names is left to the form's field:
 * the notice tells the others (as the platform words them, "path: message"), or, when the fields
 * show all of them, only to correct the marked fields. One error, one place.
 */
export async function showingFieldErrors<R>(shows: (path: string) => boolean, save: () => Promise<R>): Promise<R> {
  fieldOwners.add(shows);
  try {
    return await save();
  } finally {
    fieldOwners.delete(shows);
  }
}

const shownAtField = (path: string): boolean => [...fieldOwners].some((shows) => shows(path));

/** Notifications and messages open this far from the top: under the 64 px header, not over it. */
export const NOTICE_TOP = 72;

/**
 * Tells a failed call, if it is one to tell: a refused write, or violations (a 422, a 400 with
 * violations). antd's notification (with its motion and portal code) and the notice's words load on
 * the first failure rather than with the entry: the sign-in page never needs them. Shown below the
 * 64 px header so the user name, language and profile controls stay reachable. A failed chunk load
 * only loses the notice.
 */
export async function showNotice(
  error: FetchBaseQueryError,
  status: number | undefined,
  method: string,
  lang: string,
): Promise<void> {
  const body = error.data as { violations?: unknown } | undefined;
  const violations = status === 422 || (status === 400 && Array.isArray(body?.violations));
  if (!violations && (method === 'GET' || status === 401 || status === 460)) return;
  try {
    // One chunk; each destructured where it is imported, so webpack keeps only what is used.
    const { notification } = await import(/* webpackChunkName: "notification" */ 'antd');
    const { noticeOf } = await import(/* webpackChunkName: "notification" */ './noticeText');
    const notice = await noticeOf(error, status, method, lang, shownAtField);
    if (!notice) return;
    notification.config({ top: NOTICE_TOP });
    notification.error(notice);
  } catch (loadError) {
    console.error('Showing the error notice failed', loadError);
  }
}
