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
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

export const notFound = (): ApiError => new ApiError(404, 'Not Found');
export const accessDenied = (): ApiError => new ApiError(403, 'Access Denied');
export const badRequest = (description: string): ApiError => new ApiError(400, description);
export const invalidIri = (): ApiError => new ApiError(400, 'Invalid IRI');
export const methodNotAllowed = (): ApiError => new ApiError(405, 'Method Not Allowed');
export const unprocessable = (violations: Violation[]): ApiError =>
  new ApiError(422, describeViolations(violations), violations);

/** API Platform's description: one "field: message" line per violation. */
export function describeViolations(violations: Violation[]): string {
  return violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
}

export function hydraErrorBody(description: string): HydraError {
  return { '@type': 'hydra:Error', 'hydra:title': 'An error occurred', 'hydra:description': description };
}

export function violationListBody(violations: Violation[]): ConstraintViolationList & { '@context': string } {
  return {
    '@context': '/api/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': describeViolations(violations),
    violations,
  };
}

/** Symfony validator wording, so the console shows the messages the spec's platform shows. */
export const MESSAGES = {
  blank: 'This value should not be blank.',
  used: 'This value is already used.',
  unexpected: 'This field was not expected.',
  invalid: 'This value is not valid.',
  tooLong: (max: number) => `This value is too long. It should have ${max} characters or less.`,
  type: (type: string) => `This value should be of type ${type}.`,
} as const;
