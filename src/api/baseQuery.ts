/**
 * The one base query of the console (spec sections 7 and 8): bearer header, read retries,
 * re-authentication behind one refresh shared by every request and every tab, error notices (errorNotice.ts) and 460 logout.
 */
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { JSONLD, STATUS_DEACTIVATED } from '../../contract';
import { getRuntimeConfig } from '../session/runtimeConfig';
import { tokenAfterUnauthorized } from '../session/refresh';
import { INACTIVE_ACCOUNT_STATE, logout } from '../session/logout';
import { selectAccessToken, selectUiLanguage, type SessionState } from '../session/sessionSlice';
import { showNotice } from './errorNotice';

/**
 * A request; `quiet` leaves the error notice to the caller (a bulk action sums its refusals up in
 * one summary instead of one notification per row). It never reaches the wire.
 */
export type ConsoleArgs = string | (FetchArgs & { quiet?: boolean });

export type ConsoleBaseQuery = BaseQueryFn<ConsoleArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export const READ_RETRIES = 3;
/** Spec section 9 "fetch minimum delay": no retry comes sooner than this. */
export const RETRY_MIN_DELAY_MS = 200;

export interface BaseQueryOptions {
  /** Waits between read retries; tests pass an instant one. */
  sleep?: (ms: number) => Promise<void>;
  /** How long one request may wait for its answer (REQUEST_TIMEOUT_MS); tests pass a short one. */
  timeoutMs?: number;
}

/**
 * A request unanswered after 30 s is given up (the spec names no value): a form waiting on a hung
 * call says so instead of spinning for ever. Uploads, the CSV export and the event stream do not go
 * through here and keep their own pace.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type WithSession = { session: SessionState };

/** Endpoints may name a path under /api ('tenants') or a full IRI ('/api/tenants/1'). */
function underApi(args: ConsoleArgs): string | FetchArgs {
  const strip = (url: string) => url.replace(/^\/?api\//, '');
  if (typeof args === 'string') return strip(args);
  const { quiet: _quiet, ...request } = args;
  return { ...request, url: strip(request.url) };
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

function isRetriable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

function httpStatus(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error ? error.originalStatus : undefined;
}

export function createBaseQuery(options: BaseQueryOptions = {}): ConsoleBaseQuery {
  const sleep = options.sleep ?? defaultSleep;
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Built per call so the runtime config (read at start) decides the host, never the bundle.
  const rawQuery = (token: string | null): ConsoleBaseQuery =>
    fetchBaseQuery({
      baseUrl: `${getRuntimeConfig().apiHost}/api/`,
      credentials: 'include',
      timeout,
      // JSON-LD and merge-patch are JSON too: serialise bodies and parse answers for both.
      isJsonContentType: (headers) => /[/+]json\b/.test(headers.get('content-type') ?? ''),
      prepareHeaders: (headers, { getState }) => {
        if (!headers.has('Accept')) headers.set('Accept', JSONLD);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        // The platform words its errors and violations in the interface language.
        headers.set('Accept-Language', selectUiLanguage(getState() as WithSession));
        return headers;
      },
    });

  /** One request with read retries: GET only, network errors and 5xx only, never 4xx. */
  const send: ConsoleBaseQuery = async (args, api, extraOptions) => {
    const token = selectAccessToken(api.getState() as WithSession);
    const canRetry = methodOf(args) === 'GET';
    let result = await rawQuery(token)(args, api, extraOptions);
    for (let attempt = 1; canRetry && attempt <= READ_RETRIES && result.error && isRetriable(result.error); attempt++) {
      if (api.signal.aborted) break;
      await sleep(RETRY_MIN_DELAY_MS * 2 ** (attempt - 1));
      result = await rawQuery(token)(args, api, extraOptions);
    }
    return result;
  };

  return async (args, api, extraOptions) => {
    const request = underApi(args);
    const sentWith = selectAccessToken(api.getState() as WithSession);
    let result = await send(request, api, extraOptions);

    if (result.error?.status === 401) {
      // Another request (or tab) may have renewed the token meanwhile; else one shared refresh.
      const token = await tokenAfterUnauthorized(api.getState() as WithSession, api.dispatch, sentWith);
      if (token) result = await send(request, api, extraOptions);
    }

    if (result.error) {
      const status = httpStatus(result.error);
      const lang = selectUiLanguage(api.getState() as WithSession);
      // The result waits for the notice so the notification and the form's field errors appear together.
      if (!(typeof args === 'object' && args.quiet)) await showNotice(result.error, status, methodOf(request), lang);
      if (status === STATUS_DEACTIVATED) void api.dispatch(logout({ reason: INACTIVE_ACCOUNT_STATE }));
    }
    return result;
  };
}

export const baseQuery = createBaseQuery();
