/**
 * File writes of spec section 7 that are not CRUD: the multipart upload (POST
 * file/create_file_upload: a new file, or with fileId + locale a file's translation), new content
 * for a file (multipart PATCH update/file/{id}) and the rename (JSON PATCH on the same path).
 *
 * Uploads go through XMLHttpRequest, the one browser API that reports upload progress, and keep
 * the base query's rules: the session's bearer token, one shared refresh on 401 then one retry,
 * logout on 460. A failure rejects with the base query's error shape ({status, data}), so
 * errorOf/violationsOf read it like any other; the file caches are refreshed after a success.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { CALLS, callPath, JSONLD, MERGE_PATCH, STATUS_DEACTIVATED, type Iri, type StoredFile } from '../../../contract';
import { logout } from '../../session/logout';
import { tokenAfterUnauthorized } from '../../session/refresh';
import { getRuntimeConfig } from '../../session/runtimeConfig';
import { selectAccessToken, type SessionState } from '../../session/sessionSlice';
import { useAppStore } from '../../store/hooks';
import { api } from '../api';
import { invalidatesItem, invalidatesList } from '../tags';

export type UploadTarget =
  /** A new file; `locale` also keeps the bytes as that locale's translation; supervisors name `tenant`. */
  | { kind: 'file'; name?: string; locale?: string; tenant?: Iri }
  /** A translation of an existing file (created, or replaced when the locale has one). */
  | { kind: 'translation'; fileId: number; locale: string; name?: string }
  /** New content for an existing file. */
  | { kind: 'content'; fileId: number; name?: string };

/** What a failed upload rejects with: an HTTP status, or 'FETCH_ERROR' when no answer came. */
export interface UploadError {
  status: number | 'FETCH_ERROR';
  data: unknown;
}

interface Answer {
  status: number;
  body: unknown;
}

/** The multipart body the platform reads: the file part and the named text fields. */
export function uploadForm(file: Blob, target: UploadTarget, fileName?: string): FormData {
  const form = new FormData();
  const fields: Record<string, string | number | undefined> =
    target.kind === 'file'
      ? { name: target.name, locale: target.locale, tenant: target.tenant }
      : target.kind === 'translation'
        ? { fileId: target.fileId, locale: target.locale, name: target.name }
        : { name: target.name };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== '') form.append(key, String(value));
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return form;
}

function requestOf(target: UploadTarget): { method: 'POST' | 'PATCH'; path: string } {
  return target.kind === 'content'
    ? { method: CALLS.fileRename.method, path: callPath('fileRename', { id: target.fileId }) }
    : { method: CALLS.fileUpload.method, path: callPath('fileUpload') };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** One multipart request; upload progress in percent. Never rejects: no answer is status 0. */
export function sendMultipart(
  request: { method: string; url: string; form: FormData; token: string | null },
  onProgress: (percent: number) => void,
): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', JSONLD);
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    // A refused body may be cut off by the server before the browser sees its answer.
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => resolve({ status: 0, body: null });
    xhr.send(request.form);
  });
}

type WithSession = { session: SessionState };

interface StoreLike {
  getState: () => WithSession;
  dispatch: ThunkDispatch<WithSession, unknown, UnknownAction>;
}

/** Uploads with the session's token, refreshing it once on 401; resolves to the platform's answer body. */
export async function uploadFile(
  store: StoreLike,
  file: Blob,
  target: UploadTarget,
  onProgress: (percent: number) => void = () => undefined,
  fileName?: string,
): Promise<unknown> {
  const { method, path } = requestOf(target);
  const url = `${getRuntimeConfig().apiHost}/api/${path}`;
  const session = store.getState;
  const sentWith = selectAccessToken(session());
  let answer = await sendMultipart(
    { method, url, form: uploadForm(file, target, fileName), token: sentWith },
    onProgress,
  );
  if (answer.status === 401) {
    const token = await tokenAfterUnauthorized(session(), store.dispatch, sentWith);
    if (token) {
      onProgress(0);
      answer = await sendMultipart({ method, url, form: uploadForm(file, target, fileName), token }, onProgress);
    }
  }
  if (answer.status === STATUS_DEACTIVATED) void store.dispatch(logout());
  if (answer.status < 200 || answer.status >= 300) {
    const failure: UploadError = { status: answer.status === 0 ? 'FETCH_ERROR' : answer.status, data: answer.body };
    throw failure;
  }
  const fileId = target.kind === 'file' ? undefined : target.fileId;
  store.dispatch(
    api.util.invalidateTags([
      ...(fileId === undefined ? invalidatesList('File') : invalidatesItem('File', String(fileId))),
      ...invalidatesList('FileTranslation'),
    ]),
  );
  return answer.body;
}

export interface FileUploadState {
  /** Percent of the body sent, or null when no upload runs. */
  progress: number | null;
  uploading: boolean;
  upload: (file: Blob, target: UploadTarget, fileName?: string) => Promise<unknown>;
}

/** An upload with its progress, for one form. */
export function useFileUpload(): FileUploadState {
  const store = useAppStore();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: Blob, target: UploadTarget, fileName?: string) => {
      setProgress(0);
      try {
        return await uploadFile(store, file, target, setProgress, fileName);
      } finally {
        setProgress(null);
      }
    },
    [store],
  );
  return { progress, uploading: progress !== null, upload };
}

export const fileWritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    renameFile: build.mutation<StoredFile, { id: number; name: string }>({
      query: ({ id, name }) => ({
        url: callPath('fileRename', { id }),
        method: CALLS.fileRename.method,
        body: { name },
        headers: { 'Content-Type': MERGE_PATCH },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatesItem('File', String(id))),
    }),
  }),
});

export const { useRenameFileMutation } = fileWritesApi;
