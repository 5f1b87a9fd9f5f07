/**
 * One error path for every failed call (spec section 8): a 422 (and a 400 with violations) shows
 * the answer's hydra:title and description, as the spec says; any other failed write — 403, 404,
 * 409, 413, 415, 429, 5xx, a timeout, no answer at all — shows the spec's "Message from system" with a reason
 * in the interface language. Failed reads are the page's to show (an alert or the error page).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatMessageIn } from '../i18n/messages';

interface Notice {
  message: string;
  description: string;
}

const MESSAGES = {
  title: { id: 'error.systemTitle', defaultMessage: 'Message from system' },
  system: { id: 'error.systemDescription', defaultMessage: 'System error please try again' },
  forbidden: { id: 'error.forbidden', defaultMessage: 'You are not allowed to do this.' },
  missing: { id: 'error.missing', defaultMessage: 'This item does not exist or is no longer available.' },
  conflict: { id: 'error.conflict', defaultMessage: 'Someone changed this meanwhile. Reload the page and try again.' },
  tooLarge: { id: 'error.tooLarge', defaultMessage: 'The file is too large.' },
  unsupported: { id: 'error.unsupportedType', defaultMessage: 'This type of file is not accepted.' },
  tooMany: { id: 'error.tooMany', defaultMessage: 'Too many attempts. Please wait a moment and try again.' },
  invalid: { id: 'error.invalid', defaultMessage: 'The request was refused as invalid.' },
  timeout: {
    id: 'error.timeout',
    defaultMessage: 'The platform did not answer in time. Please check your connection and try again.',
  },
} as const;

type Reason = keyof typeof MESSAGES;

function reasonOf(status: number | undefined): Reason {
  switch (status) {
    case 400:
      return 'invalid';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'missing';
    case 409:
      return 'conflict';
    case 413:
      return 'tooLarge';
    case 415:
      return 'unsupported';
    case 429:
      return 'tooMany';
    default:
      return 'system';
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** What to show for a failed call, or null when the page shows it (reads) or the session handles it. */
export async function noticeOf(
  error: FetchBaseQueryError,
  status: number | undefined,
  method: string,
  lang: string,
): Promise<Notice | null> {
  const body = (error.data ?? {}) as Record<string, unknown>;
  const violations = Array.isArray(body.violations) && body.violations.length > 0;
  if (status === 422 || (status === 400 && violations)) {
    return {
      message: text(body['hydra:title']) ?? (await translate(lang, 'title')),
      description: text(body['hydra:description']) ?? String(status),
    };
  }
  if (method === 'GET' || status === 401 || status === 460) return null;
  const reason = error.status === 'TIMEOUT_ERROR' ? 'timeout' : reasonOf(status);
  return { message: await translate(lang, 'title'), description: await translate(lang, reason) };
}

function translate(lang: string, reason: Reason | 'title'): Promise<string> {
  return formatMessageIn(lang, MESSAGES[reason]);
}

/** Notifications and messages open this far from the top: under the 64 px header, not over it. */
export const NOTICE_TOP = 72;

/**
 * antd's notification (with its motion and portal code) loads on the first failure rather than
 * with the entry: the sign-in page never needs it. Shown below the 64 px header so the user
 * name, language and profile controls stay reachable. A failed chunk load only loses the notice.
 */
export async function showNotice(notice: Notice): Promise<void> {
  try {
    const { notification } = await import(/* webpackChunkName: "notification" */ 'antd');
    notification.config({ top: NOTICE_TOP });
    notification.error(notice);
  } catch (loadError) {
    console.error('Showing the error notice failed', loadError);
  }
}
