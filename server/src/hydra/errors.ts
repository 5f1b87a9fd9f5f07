import type { ConstraintViolationList, HydraError, Violation } from '../../../contract/index.js';

/**
 * An answer the API gives on purpose (403, 404, 422, …). Thrown from handlers and turned into
 * its JSON-LD body by the hydra error handler, so routes never build error bodies by hand.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly violations?: Violation[],
    /** The value refused (an IRI): the answer names the body field that carried it. */
    readonly subject?: unknown,
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

export const notFound = (): ApiError => new ApiError(404, 'Not Found');
export const accessDenied = (): ApiError => new ApiError(403, 'Access Denied');
export const badRequest = (description: string): ApiError => new ApiError(400, description);
/** 400 "Invalid IRI"; given the IRI, the answer also names the field that sent it (see plugin.ts). */
export const invalidIri = (iri?: unknown): ApiError => new ApiError(400, 'Invalid IRI', undefined, iri);
export const methodNotAllowed = (): ApiError => new ApiError(405, 'Method Not Allowed');
export const unprocessable = (violations: Violation[]): ApiError =>
  new ApiError(422, describeViolations(violations), violations);

/** API Platform's description: one "field: message" line per violation. */
export function describeViolations(violations: Violation[]): string {
  return violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
}

export function hydraErrorBody(description: string, title = 'An error occurred'): HydraError {
  return { '@type': 'hydra:Error', 'hydra:title': title, 'hydra:description': description };
}

export function violationListBody(
  violations: Violation[],
  texts: { title?: string; description?: string } = {},
): ConstraintViolationList & { '@context': string } {
  return {
    '@context': '/api/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': texts.title ?? 'An error occurred',
    'hydra:description': texts.description ?? describeViolations(violations),
    violations,
  };
}

/**
 * Symfony validator wording, so the console shows the messages the spec's platform shows. The
 * answer carries them in the caller's language (messages.ts holds German and French).
 */
export const MESSAGES = {
  blank: 'This value should not be blank.',
  used: 'This value is already used.',
  unexpected: 'This field was not expected.',
  invalid: 'This value is not valid.',
  /** An IRI the caller may not link (missing, another tenant's, not readable): at its field. */
  invalidLink: 'This item does not exist or cannot be chosen here.',
  tooLong: (max: number) => `This value is too long. It should have ${max} characters or less.`,
  /** An upload past the tenant's quota (files-quota.ts), at the file field. */
  storageFull: (files: number, size: string) =>
    `This tenant's storage is full (at most ${files} files, ${size} in all).`,
  type: (type: string) => `This value should be of type ${type}.`,
} as const;
