/**
 * The words of an error notice (spec section 8), loaded with antd's notification on the first
 * failure (errorNotice.ts): a 422 (and a 400 with violations) shows the answer's hydra:title and
 * description, as the spec says, less what the saving form shows at its fields; any other failed
 * write — 403, 404, 409, 413, 415, 429, 5xx, a timeout, no answer at all — shows the spec's
 * "Message from system" with a reason in the interface language.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { formatMessageIn } from '../i18n/messages';

export interface Notice {
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
  fields: { id: 'error.checkFields', defaultMessage: 'Please correct the marked fields.' },
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

interface WireViolation {
  propertyPath?: string;
  message?: string;
}

async function violationsDescription(
  body: Record<string, unknown>,
  status: number,
  lang: string,
  shownAtField: (path: string) => boolean,
): Promise<string> {
  const violations = (Array.isArray(body.violations) ? body.violations : []) as WireViolation[];
  const atFields = (violation: WireViolation) =>
    Boolean(violation.propertyPath) && shownAtField(violation.propertyPath!);
  const others = violations.filter((violation) => !atFields(violation));
  if (others.length === violations.length) return text(body['hydra:description']) ?? String(status);
  if (others.length === 0) return translate(lang, 'fields');
  return others.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : String(v.message))).join('\n');
}

/** What to show for a failed call, or null when the page shows it (reads) or the session handles it. */
export async function noticeOf(
  error: FetchBaseQueryError,
  status: number | undefined,
  method: string,
  lang: string,
  /** Whether a form saving now shows the violation at this path at one of its fields. */
  shownAtField: (path: string) => boolean = () => false,
): Promise<Notice | null> {
  const body = (error.data ?? {}) as Record<string, unknown>;
  const violations = Array.isArray(body.violations) && body.violations.length > 0;
  if (status === 422 || (status === 400 && violations)) {
    return {
      message: text(body['hydra:title']) ?? (await translate(lang, 'title')),
      description: await violationsDescription(body, status, lang, shownAtField),
    };
  }
  if (method === 'GET' || status === 401 || status === 460) return null;
  const reason = error.status === 'TIMEOUT_ERROR' ? 'timeout' : reasonOf(status);
  return { message: await translate(lang, 'title'), description: await translate(lang, reason) };
}

function translate(lang: string, reason: Reason | 'title'): Promise<string> {
  return formatMessageIn(lang, MESSAGES[reason]);
}
