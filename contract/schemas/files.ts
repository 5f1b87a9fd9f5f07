import { iri, requiredText } from './common';

/** JSON bodies of the file calls (uploads are multipart: file, name?, locale?, tenant?, fileId?). */

/** `PATCH /api/update/file/{id}` as JSON: a new name. */
export const fileRenameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: requiredText(255) },
} as const;

/** `POST /api/file/download`: the file by id or IRI. anyOf, not a type list: Ajv's strict mode warns on unions. */
export const fileDownloadBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { anyOf: [{ type: 'integer' }, iri] }, '@id': iri, file: iri },
} as const;

/** `POST /api/file-translation/download`: the translation by id or IRI. */
export const fileTranslationDownloadBody = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { anyOf: [{ type: 'integer' }, iri] }, '@id': iri },
} as const;
