import type { FastifySchemaValidationError } from 'fastify';
import type { Violation } from '../../../contract/index.js';
import { MESSAGES } from './errors.js';

/** "/roles/0" → "roles[0]", "/address/city" → "address.city" (API Platform's property paths). */
function propertyPath(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function join(base: string, property: string): string {
  return base ? `${base}.${property}` : property;
}

/** One schema error → the violation a form can show next to its field. */
export function toViolation(error: FastifySchemaValidationError): Violation {
  const path = propertyPath(error.instancePath);
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return { propertyPath: join(path, String(params.missingProperty)), message: MESSAGES.blank };
    case 'additionalProperties':
      return { propertyPath: join(path, String(params.additionalProperty)), message: MESSAGES.unexpected };
    case 'minLength':
      return {
        propertyPath: path,
        message:
          Number(params.limit) <= 1
            ? MESSAGES.blank
            : `This value is too short. It should have ${String(params.limit)} characters or more.`,
      };
    case 'maxLength':
      return { propertyPath: path, message: MESSAGES.tooLong(Number(params.limit)) };
    case 'type':
      return { propertyPath: path, message: MESSAGES.type(String(params.type).replace(',', '|')) };
    case 'minimum':
    case 'maximum':
      return {
        propertyPath: path,
        message: `This value should be ${error.keyword === 'minimum' ? 'greater than or equal to' : 'less than or equal to'} ${String(params.limit)}.`,
      };
    case 'format':
      return {
        propertyPath: path,
        message: params.format === 'email' ? 'This value is not a valid email address.' : MESSAGES.invalid,
      };
    default:
      return { propertyPath: path, message: MESSAGES.invalid };
  }
}

/**
 * Schema errors on the body's fields are the client's data being wrong (422); a body that is not
 * an object at all, or bad query/params, is a malformed request (400).
 */
export function isFieldLevel(errors: FastifySchemaValidationError[], context: string | undefined): boolean {
  if (context !== 'body') return false;
  return errors.every((e) => e.instancePath !== '' || e.keyword === 'required' || e.keyword === 'additionalProperties');
}

/** Keeps one violation per field and message (allErrors can report the same problem twice). */
export function uniqueViolations(errors: FastifySchemaValidationError[]): Violation[] {
  const seen = new Set<string>();
  return errors.map(toViolation).filter((v) => {
    const key = `${v.propertyPath}\u0000${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
