/**
 * File content calls of spec section 7 that are not CRUD: POST file/download and
 * POST file-translation/download answer the bytes as an attachment. They go through the base
 * query (bearer, one shared refresh, errors) and are saved in the browser under the file's name.
 */
import type { Iri } from '../../../contract';
import { CALLS, callPath } from '../../../contract';
import { api } from '../api';

export interface DownloadArg {
  /** IRI of the file (`/api/files/3`) or of the file translation (`/api/file_translations/7`). */
  iri: Iri;
}

const blobOf = (response: Response) => response.blob();

/** A file and a file translation are downloaded alike: the IRI posted to the call, the bytes back. */
const download = (call: 'fileDownload' | 'fileTranslationDownload') => ({
  query: ({ iri }: DownloadArg) => ({
    url: callPath(call),
    method: CALLS[call].method,
    body: { '@id': iri },
    responseHandler: blobOf,
  }),
});

export const fileContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<Blob, DownloadArg>(download('fileDownload')),
    downloadFileTranslation: build.mutation<Blob, DownloadArg>(download('fileTranslationDownload')),
  }),
});

export const { useDownloadFileMutation, useDownloadFileTranslationMutation } = fileContentApi;

/** Hands a downloaded blob to the browser as a file named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the address to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
