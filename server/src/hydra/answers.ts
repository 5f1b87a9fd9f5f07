import {
  hydraCollectionSchema,
  ITEM_SCHEMAS,
  JSONLD,
  type ItemSchemaPath,
  type ResourcePath,
} from '../../../contract/index.js';

/**
 * What a route answers when it succeeds, for the OpenAPI document only (openapi.ts turns it into
 * `responses`). Deliberately not Fastify's `response`: that would serialise replies with
 * fast-json-stringify, which drops any property the schema lacks, so the wire could change.
 *
 * A new special route documents its answer in one line, e.g.
 * `schema: { …, answers: jsonLdAnswer(200, 'The published version', ITEM_SCHEMAS.contract_template_versions) }`.
 * Error answers (400, 401, 403, 404, 415, 422, 460, 503) are added by openapi.ts from the method and URL.
 */
export interface Answer {
  readonly description: string;
  /** Media type → schema of the body; none for an empty answer (204, 302). */
  readonly content?: Readonly<Record<string, object>>;
}
export type Answers = Readonly<Record<number, Answer>>;

declare module 'fastify' {
  interface FastifySchema {
    /** Documented answers (see hydra/answers.ts); never used to serialise. */
    answers?: Answers;
  }
}

const binary = { type: 'string', contentMediaType: 'application/octet-stream' } as const;

export const jsonLdAnswer = (status: number, description: string, schema: object): Answers => ({
  [status]: { description, content: { [JSONLD]: schema } },
});

export const jsonAnswer = (status: number, description: string, schema: object): Answers => ({
  [status]: { description, content: { 'application/json': schema } },
});

export const emptyAnswer = (status: number, description: string): Answers => ({ [status]: { description } });

/** The item schema of a resource, if it has one (translations resources answer on routes of their own). */
export function itemSchemaOf(path: ResourcePath): object | undefined {
  return path in ITEM_SCHEMAS ? ITEM_SCHEMAS[path as ItemSchemaPath] : undefined;
}

/** One item of the resource at `path`, as JSON-LD. */
export const itemAnswer = (path: ResourcePath, status = 200, description = 'The item as JSON-LD'): Answers =>
  jsonLdAnswer(status, description, itemSchemaOf(path) ?? { type: 'object' });

/** A hydra:Collection of the resource's items. */
export const collectionAnswer = (path: ResourcePath, description = 'A hydra:Collection of the items'): Answers =>
  jsonLdAnswer(200, description, hydraCollectionSchema(itemSchemaOf(path) ?? { type: 'object' }));

export const csvAnswer = (description: string): Answers => ({
  200: { description, content: { 'text/csv': { type: 'string', contentMediaType: 'text/csv' } } },
});

export const eventStreamAnswer = (description: string): Answers => ({
  200: { description, content: { 'text/event-stream': { type: 'string', contentMediaType: 'text/event-stream' } } },
});

/** A stored file's content: its own media type (a PDF, an image, …), as an attachment. */
export const fileContentAnswer = (description: string): Answers => ({
  200: { description, content: { 'application/pdf': binary, 'application/octet-stream': binary, '*/*': binary } },
});

/** A PDF the platform writes (a certificate of completion), as an attachment. */
export const pdfAnswer = (description: string): Answers => ({
  200: { description, content: { 'application/pdf': binary } },
});
